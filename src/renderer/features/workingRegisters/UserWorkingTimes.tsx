import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { localCalendarDate } from '../../../shared/domain/payroll/calendarDate';
import { mayRegisterFor } from '../../../shared/domain/payroll/personAccess';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { useLabels } from '../../components/labels/useLabels';
import { PersonWeek } from './PersonWeek';

/** Props of {@link UserWorkingTimes}. */
export interface UserWorkingTimesProps {
  readonly userId: number;
}

/**
 * A user's 'working times' tab: their week of registers and their hours of the salary period,
 * with 'Register working time' for those who may register for them.
 */
export function UserWorkingTimes({ userId }: UserWorkingTimesProps) {
  const { t } = useLabels();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [date, setDate] = useState(localCalendarDate);
  const register = mayRegisterFor(user, userId) && (
    <Button
      icon="time"
      text={t('workingRegisters.register')}
      data-testid="register-for-user"
      onClick={() => void navigate(userId === user.id ? '/workingRegisters/create' : `/workingRegisters/${userId}`)}
    />
  );
  return (
    <div className="bo-registers" data-testid="user-working-times">
      <PersonWeek userId={userId} date={date} onDate={setDate} actions={register} />
    </div>
  );
}
