import { useCurrentUser } from '../../core/session/useCurrentUser';
import { PageHeader } from '../../components/PageHeader';
import { useLabels } from '../../components/labels/useLabels';
import { PersonWeek } from './PersonWeek';
import { registersCrumb } from './registersCrumb';
import { useCalendarState } from './useCalendarState';

/**
 * `/workingRegisters/me`: my week, day by day (shifts, hours, normal and overtime), and my
 * hours of the salary period the week falls in; the week is kept in the URL.
 */
export function MySchedulePage() {
  const { t } = useLabels();
  const user = useCurrentUser();
  const [state, setState] = useCalendarState();
  return (
    <div className="bo-registers" data-testid="my-schedule">
      <PageHeader
        title={t('workingRegisters.mySchedule')}
        breadcrumbs={[registersCrumb(user, t('workingRegisters.title')), { text: t('workingRegisters.mySchedule') }]}
      />
      <PersonWeek userId={user.id} date={state.date} onDate={(date) => setState({ date })} />
    </div>
  );
}
