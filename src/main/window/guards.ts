import { isTrustedUrl } from '../protocol/appOrigin';

/** Permissions a page of the app may be granted: reading and writing the clipboard. */
const GRANTED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-read', 'clipboard-sanitized-write']);

/** A navigation may only stay inside the app's own origin. */
export function isNavigationAllowed(url: string, origins: readonly string[]): boolean {
  return isTrustedUrl(url, origins);
}

/** `window.open` and target=_blank: web links go to the OS browser, the rest is denied. */
export function windowOpenAction(url: string): 'open-external' | 'deny' {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? 'open-external' : 'deny';
  } catch {
    return 'deny';
  }
}

export function isPermissionAllowed(permission: string, requestingUrl: string, origins: readonly string[]): boolean {
  return GRANTED_PERMISSIONS.has(permission) && isTrustedUrl(requestingUrl, origins);
}
