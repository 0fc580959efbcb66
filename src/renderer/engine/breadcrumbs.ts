import { getResource } from '../../shared/domain/resources';

/** One crumb of a path: what it names and where it links. */
export interface Crumb {
  readonly kind: 'resource' | 'id' | 'word';
  readonly value: string;
  readonly href: string;
}

/** Breadcrumbs from a path (spec section 2): `/settings/niches` → Settings › Niches. `/auth` is skipped. */
export function crumbsOf(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  segments.forEach((segment, i) => {
    if (i === 0 && segment === 'auth') return;
    const value = decodeURIComponent(segment);
    const href = `/${segments.slice(0, i + 1).join('/')}`;
    const kind = /^\d+$/.test(value) ? 'id' : getResource(value) ? 'resource' : 'word';
    crumbs.push({ kind, value, href: kind === 'resource' ? `/${value}` : kind === 'id' ? `${href}/show` : href });
  });
  return crumbs;
}
