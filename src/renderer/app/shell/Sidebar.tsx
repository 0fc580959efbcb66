import { Classes, Menu, MenuItem, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { visibleMenu, type MenuEntry } from '../../../shared/domain/menu';
import { useCurrentUser } from '../../core/session/useCurrentUser';

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  readonly collapsed: boolean;
  /** Called after an entry is picked. */
  readonly onNavigate: () => void;
}

/** The entry whose section the current path is in: the longest matching first segment. */
function isActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.path === '/') return pathname === '/';
  const section = `/${entry.path.split('/')[1] ?? ''}`;
  return pathname === section || pathname.startsWith(`${section}/`);
}

/** The side menu of spec section 2, one entry per permission the user holds. */
export function Sidebar({ collapsed, onNavigate }: SidebarProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  return (
    <nav className={`bo-sidebar ${Classes.ELEVATION_1}`} data-testid="sidebar" aria-label={t('menu.label')}>
      <Menu className="bo-sidebar-menu">
        {visibleMenu(user).map((entry) => {
          const label = t(`menu.${entry.key}`);
          return (
            <MenuItem
              key={entry.key}
              icon={entry.icon as IconName}
              text={collapsed ? undefined : label}
              title={collapsed ? label : undefined}
              aria-label={label}
              href={entry.path}
              active={isActive(entry, pathname)}
              data-testid={`menu-${entry.key}`}
              onClick={(event) => {
                event.preventDefault();
                void navigate(entry.path);
                onNavigate();
              }}
            />
          );
        })}
      </Menu>
    </nav>
  );
}
