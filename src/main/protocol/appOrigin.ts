/** The privileged scheme the renderer is served from; `app://bundle/` is its root. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'bundle';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/`;

/**
 * Origin of a URL as `scheme://host[:port]`, or null when it cannot be parsed. Node's URL
 * reports `null` as the origin of custom schemes, so the app scheme is rebuilt by hand.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.origin;
  if (parsed.protocol === `${APP_SCHEME}:` && parsed.host) return `${APP_SCHEME}://${parsed.host}`;
  return null;
}

/** Origins the app trusts: its own scheme, plus the dev server while developing. */
export function trustedOrigins(devServerUrl: string | undefined): readonly string[] {
  const devOrigin = devServerUrl ? originOf(devServerUrl) : null;
  return devOrigin ? [APP_ORIGIN, devOrigin] : [APP_ORIGIN];
}

export function isTrustedUrl(url: string, origins: readonly string[]): boolean {
  const origin = originOf(url);
  return origin !== null && origins.includes(origin);
}
