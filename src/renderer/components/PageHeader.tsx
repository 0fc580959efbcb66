import { Breadcrumbs, Classes, H3, type BreadcrumbProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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

function renderCrumb({ text, href }: BreadcrumbProps) {
  return href ? (
    <Link className={Classes.BREADCRUMB} to={href}>
      {text}
    </Link>
  ) : (
    <span className={Classes.BREADCRUMB}>{text}</span>
  );
}

/** Page title with its breadcrumb trail and actions, at the top of every private page. */
export function PageHeader({ title, breadcrumbs, actions }: PageHeaderProps) {
  return (
    <header className="bo-page-header">
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumbs
          items={breadcrumbs.map((c) => ({ text: c.text, href: c.to }))}
          breadcrumbRenderer={renderCrumb}
          currentBreadcrumbRenderer={({ text }) => <span className={Classes.BREADCRUMB_CURRENT}>{text}</span>}
        />
      )}
      <div className="bo-page-header-row">
        <H3 className="bo-page-title">{title}</H3>
        {actions && <div className="bo-page-actions">{actions}</div>}
      </div>
    </header>
  );
}
