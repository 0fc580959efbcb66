import { Button, Callout, Card, Classes, FormGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { addDays, localCalendarDate, weekStart } from '../../../shared/domain/payroll/calendarDate';
import { mayPlanRegisters } from '../../../shared/domain/payroll/personAccess';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { notify } from '../../core/toaster';
import { ReferenceSelect } from '../../components/form/ReferenceSelect';
import { PageHeader } from '../../components/PageHeader';
import { useLabels } from '../../components/labels/useLabels';
import { dayMonthLabel } from './calendarLabels';
import { HourGrid } from './HourGrid';
import { PeriodNavigator } from './PeriodNavigator';
import { registersCrumb } from './registersCrumb';
import { changedDays, weekHoursOf, type WeekHours } from './registerForm';
import { registerQueries, useRegisterDays } from './registerQueries';
import { useCalendarState } from './useCalendarState';
import { weekDates } from './weekRows';
import './workingRegisters.css';

interface WeekFormProps {
  readonly userId: number;
  readonly dates: readonly string[];
  readonly initial: WeekHours;
}

/** The week's grid and its save: only the days that changed are sent. */
function WeekForm({ userId, dates, initial }: WeekFormProps) {
  const { t } = useLabels();
  const [hours, setHours] = useState<WeekHours>(initial);
  const save = useRegisterDays();
  const changes = changedDays(dates, initial, hours);
  const submit = () =>
    save.mutate(
      { userId, values: changes },
      {
        onSuccess: () => notify.success(t('workingRegisters.grid.saved')),
        onError: (error) => notify.error(error),
      },
    );
  return (
    <>
      <HourGrid
        dates={dates}
        hours={hours}
        disabled={save.isPending}
        onChange={(date, day) => setHours((prev) => ({ ...prev, [date]: day }))}
      />
      <p className={`${Classes.TEXT_MUTED} bo-registers-legend`}>{t('workingRegisters.grid.hint')}</p>
      <div className="bo-register-actions">
        <Button
          text={t('workingRegisters.grid.reset')}
          disabled={changes.length === 0 || save.isPending}
          onClick={() => setHours(initial)}
        />
        <Button
          intent={Intent.PRIMARY}
          icon="floppy-disk"
          text={t('workingRegisters.grid.save', { count: changes.length })}
          disabled={changes.length === 0}
          loading={save.isPending}
          data-testid="save-week"
          onClick={submit}
        />
      </div>
    </>
  );
}

/**
 * `/workingRegisters/create` and `/workingRegisters/{userId}`: several days of one person at
 * once, a week at a time (next week by default). Staff register for themselves; those who
 * plan others' weeks (get and create, or a manager) pick the person.
 */
export function RegisterPage() {
  const { t } = useLabels();
  const call = useApi();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { userId: userParam } = useParams();
  const [state, setState] = useCalendarState(addDays(weekStart(localCalendarDate()), 7));
  const planner = mayPlanRegisters(user);
  const userId = userParam && /^\d+$/.test(userParam) ? Number(userParam) : user.id;
  const monday = weekStart(state.date);
  const dates = weekDates(monday);
  const week = useQuery(registerQueries.person(call, userId, monday, addDays(monday, 6)));
  const loaded = week.data && week.data.from === monday && week.data.userId === userId ? week.data : null;

  const body = () => {
    if (week.isError)
      return <NonIdealState icon="error" title={t('list.loadError')} description={week.error.message} />;
    if (!loaded) return <Spinner />;
    return (
      <WeekForm
        key={`${userId}-${monday}-${loaded.results.map((r) => r.updatedAt).join()}`}
        userId={userId}
        dates={dates}
        initial={weekHoursOf(dates, loaded.results)}
      />
    );
  };

  return (
    <div className="bo-registers" data-testid="register-working-time">
      <PageHeader
        title={t('workingRegisters.register')}
        breadcrumbs={[registersCrumb(user, t('workingRegisters.title')), { text: t('workingRegisters.register') }]}
      />
      <Card className="bo-register-card">
        <div className="bo-registers-bar">
          {planner ? (
            <FormGroup
              inline
              label={t('workingRegisters.person')}
              labelFor="register-user"
              className="bo-register-user"
            >
              <ReferenceSelect
                id="register-user"
                resource="users"
                value={userId}
                onChange={(id) => void navigate(`/workingRegisters/${id ?? user.id}?date=${monday}`)}
              />
            </FormGroup>
          ) : (
            <span className="bo-register-user">
              {t('workingRegisters.person')}: <strong>{user.displayName}</strong>
            </span>
          )}
          <PeriodNavigator
            label={t('workingRegisters.weekOf', { from: dayMonthLabel(monday), to: dayMonthLabel(dates[6] ?? monday) })}
            onPrevious={() => setState({ date: addDays(monday, -7) })}
            onNext={() => setState({ date: addDays(monday, 7) })}
            onToday={() => setState({ date: localCalendarDate() })}
          />
        </div>
        {userId !== user.id && !planner ? (
          <Callout intent={Intent.WARNING}>{t('workingRegisters.onlyYours')}</Callout>
        ) : (
          body()
        )}
      </Card>
    </div>
  );
}
