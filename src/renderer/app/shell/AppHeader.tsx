import { Alignment, Button, ButtonVariant, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useIsNarrow } from '../../components/useIsNarrow';
import { FinanceSiteButton } from '../../features/auth';
import { ScheduleLinks } from '../../features/workingRegisters';
import { UserMenu } from './UserMenu';

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  readonly sidebarCollapsed: boolean;
  readonly onToggleSidebar: () => void;
}

/** The top bar: sidebar toggle, app name, the finance site, my schedule and register working time, VI/EN switch and the user menu. */
export function AppHeader({ sidebarCollapsed, onToggleSidebar }: AppHeaderProps) {
  const { t } = useTranslation();
  const narrow = useIsNarrow();
  return (
    <Navbar className="bo-header">
      <NavbarGroup align={Alignment.START}>
        <Button
          variant={ButtonVariant.MINIMAL}
          icon={sidebarCollapsed ? 'menu-open' : 'menu-closed'}
          aria-label={sidebarCollapsed ? t('header.expandMenu') : t('header.collapseMenu')}
          aria-expanded={!sidebarCollapsed}
          data-testid="sidebar-toggle"
          onClick={onToggleSidebar}
        />
        <NavbarHeading className="bo-brand">
          <Link to="/">{t('app.name')}</Link>
        </NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END} className="bo-header-end">
        <FinanceSiteButton compact={narrow} />
        <ScheduleLinks minimal compact={narrow} />
        <LanguageSwitch />
        <NavbarDivider />
        <UserMenu />
      </NavbarGroup>
    </Navbar>
  );
}
