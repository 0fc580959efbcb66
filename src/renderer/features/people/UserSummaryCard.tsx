import { Card, Classes, H4, Icon, Intent, Tag } from '@blueprintjs/core';
import { RATING_MAX } from '../../../shared/domain/constants';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import type { Row } from '../../components/form/formValues';
import { RateStars } from '../../components/form/RateStars';
import { toText } from '../../components/form/toText';
import { useLabels } from '../../components/labels/useLabels';
import { showsSalaryTerms } from './userFormRules';

/**
 * The head of a user's page (spec section 2, Users): avatar, name, rating (stars, `rate`
 * of `totalRate` reviews) and, to those with salaryInfos.update and never for the customer
 * role, the salary scheme, coefficient and overtime coefficient.
 */
export function UserSummaryCard({ row }: { readonly row: Row }) {
  const { t, fieldLabel, enumLabel } = useLabels();
  const viewer = useCurrentUser();
  const rate = typeof row.rate === 'number' ? row.rate : null;
  const reviews = typeof row.totalRate === 'number' ? row.totalRate : 0;
  const avatar = typeof row.avatar === 'string' && row.avatar ? row.avatar : null;
  const salary = showsSalaryTerms(viewer, row.roleId);
  const term = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : toText(value));
  return (
    <Card className="bo-user-summary" data-testid="user-summary">
      <span className="bo-avatar bo-avatar-large">
        {avatar ? <img src={avatar} alt="" data-testid="user-avatar" /> : <Icon icon="person" size={40} />}
      </span>
      <div className="bo-user-summary-text">
        <H4>{toText(row.displayName)}</H4>
        <div className="bo-user-rating" aria-label={t('people.rating')}>
          <RateStars value={rate} />
          <span className={Classes.TEXT_MUTED}>
            {t('people.ratingOf', { rate: rate === null ? '—' : rate.toFixed(1), max: RATING_MAX, count: reviews })}
          </span>
        </div>
        {row.isDelete === true && (
          <Tag intent={Intent.DANGER} icon="lock">
            {t('people.locked')}
          </Tag>
        )}
      </div>
      {salary && (
        <dl className="bo-user-salary" data-testid="user-salary-terms">
          <dt>{fieldLabel('salaryScheme', 'users')}</dt>
          <dd>{row.salaryScheme ? enumLabel(toText(row.salaryScheme)) : '—'}</dd>
          <dt>{fieldLabel('coef', 'users')}</dt>
          <dd>{term(row.coef)}</dd>
          <dt>{fieldLabel('coefOT', 'users')}</dt>
          <dd>{term(row.coefOT)}</dd>
        </dl>
      )}
    </Card>
  );
}
