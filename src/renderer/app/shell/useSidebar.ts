import { useState } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/domain/constants';
import { readSidebarCollapsed, saveSidebarCollapsed } from './sidebarPreference';
import { useMediaQuery } from './useMediaQuery';

export interface SidebarState {
  readonly collapsed: boolean;
  /** Under 765 px the sidebar opens over the page instead of beside it. */
  readonly narrow: boolean;
  readonly toggle: () => void;
  /** Folds the sidebar back after a pick on a narrow screen. */
  readonly closeIfNarrow: () => void;
}

/**
 * Collapsed state of the sidebar: the wide-screen choice is kept in localStorage; under
 * 765 px (spec section 9) it starts folded and opens only until the next pick.
 */
export function useSidebar(): SidebarState {
  const narrow = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const [stored, setStored] = useState(() => readSidebarCollapsed(window.localStorage));
  const [openOnNarrow, setOpenOnNarrow] = useState(false);

  return {
    collapsed: narrow ? !openOnNarrow : stored,
    narrow,
    toggle: () => {
      if (narrow) {
        setOpenOnNarrow((open) => !open);
        return;
      }
      saveSidebarCollapsed(window.localStorage, !stored);
      setStored(!stored);
    },
    closeIfNarrow: () => {
      if (narrow) setOpenOnNarrow(false);
    },
  };
}
