import { Breadcrumbs, type BreadcrumbProps } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router';
import { crumbsOf } from './breadcrumbs';
import { useLabels } from '../components/labels/useLabels';

export interface ResourceBreadcrumbsProps {
  /** Text of the last crumb when it is an id (the row's title). */
  readonly title?: string;
}

/** Breadcrumbs from the current path (spec section 2). */
export function ResourceBreadcrumbs({ title }: ResourceBreadcrumbsProps) {
  const { t, resourceLabel } = useLabels();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const crumbs = crumbsOf(pathname);
  const items: BreadcrumbProps[] = crumbs.map((crumb, i) => {
    const last = i === crumbs.length - 1;
    const text =
      crumb.kind === 'resource'
        ? resourceLabel(crumb.value)
        : crumb.kind === 'id'
          ? (title ?? `#${crumb.value}`)
          : t(`list.crumbs.${crumb.value}`, { defaultValue: crumb.value });
    return {
      text,
      current: last,
      href: last ? undefined : crumb.href,
      onClick: last
        ? undefined
        : (e) => {
            e.preventDefault();
            void navigate(crumb.href);
          },
    };
  });
  return (
    <Breadcrumbs
      items={[
        {
          icon: 'home',
          href: '/',
          onClick: (e) => {
            e.preventDefault();
            void navigate('/');
          },
        },
        ...items,
      ]}
    />
  );
}
