import { describe, expect, it, vi } from 'vitest';
import { createDeepLinks } from './deepLinks';

describe('deep links', () => {
  it('opens a second instance’s link in the running window', () => {
    const open = vi.fn();
    const links = createDeepLinks({ open });
    links.ready();
    expect(links.fromArgv(['/opt/back-office', '--flag', 'backoffice://orders/42'])).toBe(true);
    expect(open).toHaveBeenCalledWith('/orders/42/edit');
  });

  it('keeps the first start’s link until the window is ready', () => {
    const open = vi.fn();
    const links = createDeepLinks({ open });
    links.fromUrl('backoffice://customers/3');
    expect(open).not.toHaveBeenCalled();
    links.ready();
    expect(open).toHaveBeenCalledWith('/customers/3/edit');
  });

  it('refuses a malformed or foreign link and navigates nowhere', () => {
    const open = vi.fn();
    const log = vi.fn();
    const links = createDeepLinks({ open, log });
    links.ready();
    expect(links.fromUrl('backoffice://settings/1')).toBe(false);
    expect(links.fromArgv(['app', 'backoffice://orders/1?next=https://evil.example'])).toBe(false);
    expect(links.fromUrl('javascript:alert(1)')).toBe(false);
    expect(links.fromArgv(['app', '--inspect'])).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(3);
  });
});
