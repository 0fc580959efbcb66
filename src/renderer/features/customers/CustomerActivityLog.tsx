import {
  Button,
  ButtonVariant,
  Card,
  Classes,
  H5,
  Icon,
  Intent,
  NonIdealState,
  Size,
  Spinner,
  type IconName,
} from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/domain/format';
import { mayDo } from '../../../shared/domain/resourceAccess';
import { RESOURCES } from '../../../shared/domain/resources';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { RateStars } from '../../components/form/RateStars';
import { ErrorState } from '../../components/ErrorState';
import { useLabels } from '../../components/labels/useLabels';
import { ACTIVITY_KINDS, countByKind, type ActivityEntry, type ActivityKind } from './activityLog';
import { ActivityDialog } from './ActivityDialog';
import { ActivityEntryActions } from './ActivityEntryActions';
import { useCustomerActivity } from './useCustomerActivity';

const ICONS: Readonly<Record<ActivityKind, IconName>> = {
  call: 'phone',
  emailSent: 'envelope',
  meeting: 'people',
  package: 'box',
  productAttended: 'layers',
  orderRequested: 'shopping-cart',
  note: 'annotation',
  email: 'envelope',
  callLog: 'phone',
  summary: 'history',
  createdProduct: 'media',
  comment: 'comment',
};

function EntryText({ entry }: { readonly entry: ActivityEntry }) {
  const { t, fieldLabel } = useLabels();
  if (entry.kind === 'summary') {
    const action = entry.action ? t(`audit.actions.${entry.action}`) : '';
    const fields = entry.action === 'update' ? (entry.fields ?? []).map((f) => fieldLabel(f, 'customers')) : [];
    return <span>{fields.length > 0 ? `${action}: ${fields.join(', ')}` : action}</span>;
  }
  const text = entry.text ?? t('customers.activity.cleared');
  return (
    <span className="bo-activity-text">
      {entry.rate !== undefined && entry.rate !== null && <RateStars value={entry.rate} />}
      {entry.link ? <Link to={entry.link}>{text}</Link> : text}
    </span>
  );
}

/** Props of {@link CustomerActivityLog}. */
export interface CustomerActivityLogProps {
  readonly customerId: number;
}

/**
 * The activity log detail label: every kind of spec section 2 and the calls, emails and
 * meetings staff logged (with customers.update: Log activity; their author edits them), each
 * entry with who and when, filterable by kind.
 */
export function CustomerActivityLog({ customerId }: CustomerActivityLogProps) {
  const { t } = useLabels();
  const user = useCurrentUser();
  const [logging, setLogging] = useState(false);
  const activity = useCustomerActivity(customerId);
  const [kind, setKind] = useState<ActivityKind | 'all'>('all');
  const entries = useMemo(() => activity.data ?? [], [activity.data]);
  const counts = useMemo(() => countByKind(entries), [entries]);
  const shown = kind === 'all' ? entries : entries.filter((e) => e.kind === kind);

  const body = () => {
    if (activity.isError) return <ErrorState error={activity.error} onRetry={() => void activity.refetch()} />;
    if (activity.isPending) return <Spinner size={24} />;
    if (shown.length === 0) return <NonIdealState icon="history" title={t('customers.activity.empty')} />;
    return (
      <ol className="bo-activity-list">
        {shown.map((entry) => (
          <li key={entry.key} className="bo-activity-entry" data-testid="activity-entry" data-kind={entry.kind}>
            <Icon icon={ICONS[entry.kind]} className={Classes.TEXT_MUTED} />
            <div className="bo-activity-body">
              <div className="bo-activity-head">
                <strong>{t(`customers.activity.kinds.${entry.kind}`)}</strong>
                <span className={Classes.TEXT_MUTED}>
                  {entry.who ?? t('customers.activity.nobody')} · {formatDateTime(entry.at)}
                </span>
                {entry.activity && <ActivityEntryActions activity={entry.activity} />}
              </div>
              <EntryText entry={entry} />
            </div>
          </li>
        ))}
      </ol>
    );
  };

  return (
    <Card compact className="bo-activity" data-testid="customer-activity">
      <div className="bo-card-head">
        <H5>{t('customers.activity.title')}</H5>
        {mayDo(user, RESOURCES.customers, 'update') && (
          <Button
            icon="phone"
            size={Size.SMALL}
            intent={Intent.PRIMARY}
            text={t('customers.activity.log')}
            onClick={() => setLogging(true)}
          />
        )}
      </div>
      <div className="bo-activity-kinds" role="group" aria-label={t('customers.activity.title')}>
        {(['all', ...ACTIVITY_KINDS] as const).map((k) => (
          <Button
            key={k}
            size={Size.SMALL}
            variant={kind === k ? ButtonVariant.SOLID : ButtonVariant.MINIMAL}
            active={kind === k}
            onClick={() => setKind(k)}
            text={`${k === 'all' ? t('customers.activity.all') : t(`customers.activity.kinds.${k}`)} (${
              k === 'all' ? entries.length : counts[k]
            })`}
          />
        ))}
      </div>
      {body()}
      {logging && <ActivityDialog customerId={customerId} activity={null} onClose={() => setLogging(false)} />}
    </Card>
  );
}
