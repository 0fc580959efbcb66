import { describe, expect, it, vi } from 'vitest';
import { createNotifier, type NativeNotification } from './notifier';

function fakeNotification() {
  const listeners = new Map<string, () => void>();
  const show = vi.fn();
  const notification: NativeNotification & { fire(event: string): void } = {
    on: (event: string, listener: () => void) => listeners.set(event, listener),
    show,
    fire: (event) => listeners.get(event)?.(),
  };
  return Object.assign(notification, { shown: show });
}

describe('main’s notifier', () => {
  it('shows a native notification whose click opens the order', async () => {
    const made = fakeNotification();
    const open = vi.fn();
    const create = vi.fn(() => made);
    const notifier = createNotifier({ isSupported: () => true, create, open });
    await notifier.notify({ title: 'Order handed to you', body: 'A-12 Logo', path: '/orders/12/edit' });
    expect(create).toHaveBeenCalledWith({ title: 'Order handed to you', body: 'A-12 Logo' });
    expect(made.shown).toHaveBeenCalled();
    expect(notifier.pending).toBe(1);
    made.fire('click');
    expect(open).toHaveBeenCalledWith('/orders/12/edit');
    expect(notifier.pending).toBe(0);
  });

  it('refuses a notification leading outside the app’s record pages, and shows nothing where unsupported', async () => {
    const create = vi.fn(fakeNotification);
    const notifier = createNotifier({ isSupported: () => true, create, open: vi.fn() });
    await expect(notifier.notify({ title: 'x', body: '', path: 'https://evil.example/' })).rejects.toThrow();
    expect(create).not.toHaveBeenCalled();
    const silent = createNotifier({ isSupported: () => false, create, open: vi.fn() });
    await silent.notify({ title: 'x', body: '', path: '/orders/1/edit' });
    expect(create).not.toHaveBeenCalled();
  });
});
