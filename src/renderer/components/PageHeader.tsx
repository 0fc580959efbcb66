import { H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { BreadcrumbTrail } from './BreadcrumbTrail';

/** One step of the breadcrumb trail; steps with `to` are links. */
export interface Crumb {
  readonly text: string;
  readonly to?: string;
}

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  readonly title: ReactNode;
  readonly breadcrumbs?: readonly Crumb[];
  /** Buttons shown at the right of the title. */
  readonly actions?: ReactNode;
}

/** Page title with its breadcrumb trail and actions, at the top of every private page. */
export function PageHeader({ title, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <header className="bo-page-header">
      {breadcrumbs && breadcrumbs.length > 0 && <BreadcrumbTrail steps={breadcrumbs} />}
      <div className="bo-page-header-row">
        <H3 className="bo-page-title">{title}</H3>
        {actions && <div className="bo-page-actions">{actions}</div>}
      </div>
    </header>
  );
}
