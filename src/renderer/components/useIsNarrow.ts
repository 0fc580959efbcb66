import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../shared/domain/constants';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True under the spec's 765 px mobile breakpoint, where lists show cards instead of a table. */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
}
