import { pathOfArgv, pathOfDeepLink } from '../../shared/ipc/appLinks';

export interface DeepLinkDeps {
  /** Shows the window at the app path (it may not be ready yet: see `ready`). */
  readonly open: (path: string) => void;
  readonly log?: (message: string) => void;
}

/**
 * `backoffice://orders/12` links, from the first start's arguments, a second instance's
 * (single-instance lock: Windows and Linux) or macOS's `open-url`. Each is checked with
 * `pathOfDeepLink` before anything is navigated; a link before the window is ready waits.
 */
export function createDeepLinks({ open, log }: DeepLinkDeps) {
  let ready = false;
  let waiting: string | null = null;
  const go = (path: string | null, source: string) => {
    if (!path) {
      log?.(`Refused a link from ${source}: not a record of this app.`);
      return false;
    }
    if (ready) open(path);
    else waiting = path;
    return true;
  };
  return {
    /** Arguments of the first start or of a second instance. */
    fromArgv(argv: readonly string[]): boolean {
      const hasLink = argv.some((arg) => arg.startsWith('backoffice:'));
      return hasLink ? go(pathOfArgv(argv), 'the command line') : false;
    },
    /** macOS's `open-url`. */
    fromUrl(url: string): boolean {
      return go(pathOfDeepLink(url), 'open-url');
    },
    /** The window has loaded: open the link that came first. */
    ready(): void {
      ready = true;
      if (waiting) open(waiting);
      waiting = null;
    },
  };
}
