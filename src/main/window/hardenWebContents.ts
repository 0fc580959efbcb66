import type { Session, Shell, WebContents } from 'electron';
import { isNavigationAllowed, isPermissionAllowed, windowOpenAction } from './guards';

/**
 * Applies the navigation, window-open and webview guards to one page: it may only move
 * inside the app's origins, web links open in the OS browser, and nothing else opens.
 */
export function hardenWebContents(
  contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>,
  shell: Pick<Shell, 'openExternal'>,
  origins: readonly string[],
): void {
  contents.on('will-navigate', (event) => {
    if (!isNavigationAllowed(event.url, origins)) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    if (!isNavigationAllowed(event.url, origins)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (windowOpenAction(url) === 'open-external') {
      shell.openExternal(url).catch((err: unknown) => console.error('Could not open an external link:', err));
    }
    return { action: 'deny' };
  });
}

/** Grants only clipboard access, and only to the app's own pages. */
export function hardenSession(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
  origins: readonly string[],
): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionAllowed(permission, details.requestingUrl, origins));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionAllowed(permission, requestingOrigin, origins),
  );
}
