/** Query parameter of /login that carries the page to return to after sign-in. */
export const REDIRECT_PARAM = 'redirect';

interface PathParts {
  readonly pathname: string;
  readonly search?: string;
  readonly hash?: string;
}

/** The /login URL that brings the user back to `from` once signed in. */
export function loginPathFor(from: PathParts): string {
  const target = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  if (!isSafeTarget(target) || target === '/') return '/login';
  return `/login?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/** Where to go after sign-in: the kept in-app path, or the dashboard for anything else. */
export function redirectTargetFrom(search: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  return target && isSafeTarget(target) ? target : '/';
}

/** Only same-app absolute paths: no scheme, no protocol-relative `//host`, no auth pages. */
function isSafeTarget(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return false;
  return !/^\/(login|register|invite|forgot-password|reset-password|error\/)/.test(target);
}
