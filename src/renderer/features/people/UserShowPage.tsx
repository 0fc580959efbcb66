import { useCallback } from 'react';
import { useParams } from 'react-router';
import { mayReadRegistersOf, mayReadSalariesOf } from '../../../shared/domain/payroll/personAccess';
import { can } from '../../../shared/domain/permissions';
import { useCurrentUser } from '../../app/session/useCurrentUser';
import { useLabels } from '../../components/labels/useLabels';
import { ResourceShowPage, type ExtraTab } from '../../engine';
import { ClientPayments } from '../payments';
import { UserSalaries } from '../salaries';
import { UserWorkingTimes } from '../workingRegisters';

/**
 * A user's page (`/users/{id}/show`): their fields, then the tabs the viewer may open, their
 * salary months, their working times and, for outsourced designers, their payments.
 * Customer-role and outsourced users keep no registers; customer-role users draw no salary.
 */
export function UserShowPage() {
  const { t } = useLabels();
  const viewer = useCurrentUser();
  const { id } = useParams();
  const userId = Number(id);
  const tabs = useCallback(
    (row: Readonly<Record<string, unknown>>): ExtraTab[] => {
      const staff = row.customerId === null || row.customerId === undefined;
      const inHouse = staff && row.isOutsource !== true;
      const shown: ExtraTab[] = [];
      if (staff && mayReadSalariesOf(viewer, userId))
        shown.push({ id: 'salary', title: t('people.tabs.salary'), panel: <UserSalaries userId={userId} /> });
      if (inHouse && mayReadRegistersOf(viewer, userId))
        shown.push({
          id: 'workingTimes',
          title: t('people.tabs.workingTimes'),
          panel: <UserWorkingTimes userId={userId} />,
        });
      if (row.isOutsource === true && (userId === viewer.id || can(viewer, 'payments', 'get')))
        shown.push({ id: 'payments', title: t('payments.tab'), panel: <ClientPayments clientId={userId} /> });
      return shown;
    },
    [t, viewer, userId],
  );
  return <ResourceShowPage key={userId} resource="users" id={Number.isInteger(userId) ? userId : 0} tabs={tabs} />;
}
