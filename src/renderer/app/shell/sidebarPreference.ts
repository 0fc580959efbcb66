/** localStorage key of the sidebar's collapsed state on wide screens. */
export const SIDEBAR_STORAGE_KEY = 'sidebarCollapsed';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readSidebarCollapsed(store: Store | undefined): boolean {
  try {
    return store?.getItem(SIDEBAR_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function saveSidebarCollapsed(store: Store | undefined, collapsed: boolean): void {
  try {
    store?.setItem(SIDEBAR_STORAGE_KEY, String(collapsed));
  } catch {
    // Kept for this session only.
  }
}
