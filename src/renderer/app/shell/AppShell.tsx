import { Classes } from '@blueprintjs/core';
import { Outlet, useLocation } from 'react-router';
import { ResourceModalHost } from '../../engine';
import { ImageSearchButton } from '../../features/imageSearch/index';
import { KeyboardShortcuts } from '../../features/palette/index';
import { AppErrorBoundary } from '../AppErrorBoundary';
import { LiveEvents } from '../../core/live/LiveEvents';
import { AppHeader } from './AppHeader';
import { Sidebar } from './Sidebar';
import { useSidebar } from './useSidebar';
import './shell.css';

/** The private layout: header on top, collapsible sidebar, the page beside it. */
export function AppShell() {
  const sidebar = useSidebar();
  const { pathname } = useLocation();
  const classes = ['bo-shell', sidebar.collapsed && 'is-collapsed', sidebar.narrow && 'is-narrow'];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <AppHeader sidebarCollapsed={sidebar.collapsed} onToggleSidebar={sidebar.toggle} />
      <div className="bo-body">
        <Sidebar collapsed={sidebar.collapsed} onNavigate={sidebar.closeIfNarrow} />
        {sidebar.narrow && !sidebar.collapsed && (
          <div className={`bo-sidebar-backdrop ${Classes.OVERLAY_BACKDROP}`} onClick={sidebar.toggle} aria-hidden />
        )}
        <main className="bo-content">
          <AppErrorBoundary resetKey={pathname}>
            <Outlet />
          </AppErrorBoundary>
        </main>
      </div>
      <ResourceModalHost />
      <ImageSearchButton />
      <KeyboardShortcuts />
      <LiveEvents />
    </div>
  );
}
