import {
  Button,
  ButtonVariant,
  Intent,
  Menu,
  MenuDivider,
  MenuItem,
  PopoverAnimation,
  PopoverNext,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { can } from '../../../shared/domain/permissions';
import { useLogout } from '../../features/auth';
import { useBridge } from '../../core/bridge';
import { upgradeSignal } from '../updates/upgradeSignal';
import { useCurrentUser } from '../../core/session/useCurrentUser';

/**
 * The header's user menu: profile, change password, my requests, my fines (staff), logout (spec section 2), and
 * in the desktop app "Check for updates".
 */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const canUpdate = useBridge().updates !== undefined;

  const menu = (
    <Menu>
      <MenuItem icon="person" text={t('header.profile')} onClick={() => void navigate('/profile')} />
      <MenuItem icon="lock" text={t('header.changePassword')} onClick={() => void navigate('/change-password')} />
      {(can(user, 'userRequests', 'create') || can(user, 'userRequests', 'get')) && (
        <MenuItem icon="inbox" text={t('header.requests')} onClick={() => void navigate('/userRequests/me')} />
      )}
      {user.customerId == null && (
        <MenuItem icon="warning-sign" text={t('header.mistakes')} onClick={() => void navigate('/mistakeRecords/me')} />
      )}
      {canUpdate && <MenuItem icon="automatic-updates" text={t('updates.menu')} onClick={() => upgradeSignal.open()} />}
      <MenuDivider />
      <MenuItem icon="log-out" text={t('header.logout')} intent={Intent.DANGER} onClick={() => logout.mutate()} />
    </Menu>
  );

  return (
    <PopoverNext content={menu} placement="bottom-end" animation={PopoverAnimation.MINIMAL} arrow={false}>
      <Button
        variant={ButtonVariant.MINIMAL}
        icon="user"
        endIcon="caret-down"
        text={<span className="bo-user-name">{user.displayName}</span>}
        loading={logout.isPending}
        data-testid="user-menu"
        aria-label={t('header.userMenu', { name: user.displayName })}
      />
    </PopoverNext>
  );
}
