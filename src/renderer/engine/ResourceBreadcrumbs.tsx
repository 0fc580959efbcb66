import { useLocation } from 'react-router';
import { crumbsOf } from './breadcrumbs';
import { BreadcrumbTrail, type TrailStep } from '../components/BreadcrumbTrail';
import { useLabels } from '../components/labels/useLabels';

export interface ResourceBreadcrumbsProps {
  /** Text of the last crumb when it is an id (the row's title). */
  readonly title?: string;
}

/** Breadcrumbs from the current path (spec section 2). */
export function ResourceBreadcrumbs({ title }: ResourceBreadcrumbsProps) {
  const { t, resourceLabel } = useLabels();
  const { pathname } = useLocation();
  const crumbs = crumbsOf(pathname);
  const steps: TrailStep[] = crumbs.map((crumb) => {
    const text =
      crumb.kind === 'resource'
        ? resourceLabel(crumb.value)
        : crumb.kind === 'id'
          ? (title ?? `#${crumb.value}`)
          : t(`list.crumbs.${crumb.value}`, { defaultValue: crumb.value });
    return { text, to: crumb.href };
  });
  return <BreadcrumbTrail steps={[{ icon: 'home', to: '/', label: t('menu.dashboard') }, ...steps]} />;
}
