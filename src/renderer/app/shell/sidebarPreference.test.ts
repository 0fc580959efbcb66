import { describe, expect, it } from 'vitest';
import { readSidebarCollapsed, saveSidebarCollapsed, SIDEBAR_STORAGE_KEY } from './sidebarPreference';

describe('sidebar preference', () => {
  it('round-trips the collapsed state', () => {
    const data = new Map<string, string>();
    const store = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    expect(readSidebarCollapsed(store)).toBe(false);
    saveSidebarCollapsed(store, true);
    expect(data.get(SIDEBAR_STORAGE_KEY)).toBe('true');
    expect(readSidebarCollapsed(store)).toBe(true);
  });

  it('treats a refusing storage as expanded', () => {
    const broken = {
      getItem: (): string | null => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readSidebarCollapsed(broken)).toBe(false);
    expect(() => saveSidebarCollapsed(broken, true)).not.toThrow();
  });
});
