import { API_PREFIX } from '../../../shared/api/client';
import { SERVER_EVENT_NAMES, serverEventSchema } from '../../../shared/api/events';
import { notifySchema, type NotifyInput } from '../../../shared/ipc/appLinks';
import type { LiveEventHandlers } from '../../../shared/ipc/bridge';

/**
 * The browser's side of the live events: one EventSource on the session cookie, shared by
 * every subscriber, opened with the first and closed with the last (EventSource reconnects by
 * itself, sending Last-Event-ID); and notifications through the Notification API.
 */
export function createWebLiveEvents() {
  const subscribers = new Set<LiveEventHandlers>();
  const navigateListeners = new Set<(path: string) => void>();
  let source: EventSource | null = null;

  const open = () => {
    if (source || typeof EventSource === 'undefined') return;
    source = new EventSource(`${API_PREFIX}/events`, { withCredentials: true });
    source.addEventListener(SERVER_EVENT_NAMES.change, (message) => {
      const parsed = serverEventSchema.safeParse(safeJson((message as MessageEvent<string>).data));
      if (parsed.success) for (const s of subscribers) s.onChange(parsed.data);
    });
    source.addEventListener(SERVER_EVENT_NAMES.reset, () => subscribers.forEach((s) => s.onReset()));
    // The session ended: no reconnecting until someone signs in and subscribes again.
    source.addEventListener('end', () => close());
  };
  const close = () => {
    source?.close();
    source = null;
  };

  return {
    subscribe(handlers: LiveEventHandlers): () => void {
      subscribers.add(handlers);
      open();
      return () => {
        subscribers.delete(handlers);
        if (subscribers.size === 0) close();
      };
    },
    close,
    async notify(input: NotifyInput): Promise<void> {
      const checked = notifySchema.parse(input);
      if (typeof Notification === 'undefined') return;
      if (Notification.permission === 'default') await Notification.requestPermission();
      if (Notification.permission !== 'granted') return;
      const shown = new Notification(checked.title, { body: checked.body, tag: checked.path });
      shown.onclick = () => {
        window.focus();
        navigateListeners.forEach((listener) => listener(checked.path));
        shown.close();
      };
    },
    onNavigate(listener: (path: string) => void): () => void {
      navigateListeners.add(listener);
      return () => navigateListeners.delete(listener);
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
