import { FormGroup, Switch } from '@blueprintjs/core';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { canList } from '../../../shared/domain/permissions';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { useLabels } from '../../components/labels/useLabels';
import { SwitchLink } from '../../components/SwitchLink';
import { ResourceListPage, withFilter, type ListFilter, type PageFilter } from '../../engine';
import { MistakeAcceptColumn } from './MistakeAcceptColumn';

/** The URL name of the "waiting for my acceptance" filter (no field of a mistake record has it). */
export const WAITING_FILTER = 'waitingForMe';

/** "Waiting for my acceptance": the caller's own records not accepted yet. */
function useWaitingFilter(): PageFilter {
  const { t } = useLabels();
  const user = useCurrentUser();
  return useMemo(
    (): PageFilter => ({
      conditions: (state): ListFilter =>
        state.filters[WAITING_FILTER]?.[0] === '1' ? { victimId: { $eq: user.id }, isAccept: { $ne: true } } : {},
      input: (state, onChange) => (
        <FormGroup label={t('mistakes.acceptance')} labelFor="filter-mistakeRecords-waiting">
          <Switch
            id="filter-mistakeRecords-waiting"
            checked={state.filters[WAITING_FILTER]?.[0] === '1'}
            label={t('mistakes.waitingForMe')}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              onChange((latest) => withFilter(latest, WAITING_FILTER, on ? ['1'] : []));
            }}
          />
        </FormGroup>
      ),
    }),
    [t, user.id],
  );
}

/** `/mistakeRecords`: every record the caller may read, each with its acceptance; Accept for its victim. */
export function MistakeRecordsPage() {
  const { t } = useLabels();
  const user = useCurrentUser();
  const waiting = useWaitingFilter();
  if (!canList(user, 'mistakeRecords')) return <Navigate replace to="/mistakeRecords/me" />;
  return (
    <ResourceListPage
      resource="mistakeRecords"
      extraColumns={MistakeAcceptColumn}
      pageFilter={waiting}
      actions={<SwitchLink to="/mistakeRecords/me" icon="person" text={t('mistakes.mine')} />}
    />
  );
}

/** `/mistakeRecords/me`: the caller's own fines (outsourced designers' only way to them), with Accept. */
export function MyMistakesPage() {
  const { t } = useLabels();
  const user = useCurrentUser();
  const waiting = useWaitingFilter();
  return (
    <ResourceListPage
      resource="mistakeRecords"
      source="mine"
      extraColumns={MistakeAcceptColumn}
      pageFilter={waiting}
      actions={
        canList(user, 'mistakeRecords') ? (
          <SwitchLink to="/mistakeRecords" icon="list" text={t('mistakes.all')} />
        ) : undefined
      }
    />
  );
}
