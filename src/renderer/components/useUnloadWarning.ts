import { useEffect } from 'react';

/**
 * Spec section 8: while a form shows an image, leaving the page (closing the window or tab,
 * reloading) asks first. The browser shows its own question; the desktop app's main process
 * answers `will-prevent-unload` with a native one (main/window/confirmUnload.ts).
 */
export function useUnloadWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium (and so some Electron versions) still look at returnValue.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
