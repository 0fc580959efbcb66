import { notifySchema, type NotifyInput } from '../../shared/ipc/appLinks';

/** The part of Electron's Notification main uses (a fake in tests). */
export interface NativeNotification {
  on(event: 'click' | 'close', listener: () => void): unknown;
  show(): void;
}

export interface NotifierDeps {
  readonly isSupported: () => boolean;
  readonly create: (options: { title: string; body: string }) => NativeNotification;
  /** Brings the window forward at this app path. */
  readonly open: (path: string) => void;
}

/**
 * Native notifications from main: the renderer asks through `app:notify` (checked again here),
 * and a click opens the record's page in the window.
 */
export function createNotifier({ isSupported, create, open }: NotifierDeps) {
  // Electron drops a notification's click handler once the object is collected: keep each until it closes.
  const shown = new Set<NativeNotification>();
  return {
    notify(input: NotifyInput): Promise<null> {
      const checked = notifySchema.safeParse(input);
      if (!checked.success) return Promise.reject(new Error(`Refused a notification: ${checked.error.message}`));
      const { title, body, path } = checked.data;
      if (!isSupported()) return Promise.resolve(null);
      const notification = create({ title, body });
      shown.add(notification);
      notification.on('click', () => {
        shown.delete(notification);
        open(path);
      });
      notification.on('close', () => shown.delete(notification));
      notification.show();
      return Promise.resolve(null);
    },
    get pending(): number {
      return shown.size;
    },
  };
}
