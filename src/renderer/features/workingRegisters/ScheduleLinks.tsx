import { Button, ButtonVariant } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { can, isManager } from '../../../shared/domain/permissions';
import { useCurrentUser } from '../../core/session/useCurrentUser';

/** Props of {@link ScheduleLinks}. */
export interface ScheduleLinksProps {
  /** Icons only, the names as tooltips (the header on a narrow window). @default false */
  readonly compact?: boolean;
  /** Minimal buttons, for the header bar. @default false */
  readonly minimal?: boolean;
}

/**
 * 'My schedule' and 'Register working time' (spec section 2, header): for in-house staff,
 * the second with the right to register working time.
 */
export function ScheduleLinks({ compact = false, minimal = false }: ScheduleLinksProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  if (user.isOutsource) return null;
  const mayRegister = isManager(user) || can(user, 'workingRegisters', 'create');
  const mayRead = mayRegister || can(user, 'workingRegisters', 'get');
  if (!mayRead) return null;
  const variant = minimal ? ButtonVariant.MINIMAL : undefined;
  const link = (to: string, icon: 'calendar' | 'time', text: string, testId: string) => (
    <Button
      variant={variant}
      icon={icon}
      text={compact ? undefined : text}
      aria-label={text}
      title={text}
      data-testid={testId}
      onClick={() => void navigate(to)}
    />
  );
  return (
    <>
      {link('/workingRegisters/me', 'calendar', t('workingRegisters.mySchedule'), 'my-schedule')}
      {mayRegister && link('/workingRegisters/create', 'time', t('workingRegisters.register'), 'register-working-time')}
    </>
  );
}
