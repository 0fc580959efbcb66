import { useState, type ReactNode } from 'react';
import { mayDo } from '../../shared/domain/resourceAccess';
import { getResource } from '../../shared/domain/resources';
import { useScreens } from '../core/screens';
import { useCurrentUser } from '../core/session/useCurrentUser';

/** The chart button's handler, when the list offers one, and the dialog while it is open. */
export interface ListAnalysis {
  readonly onAnalysis?: () => void;
  readonly dialog: ReactNode;
}

/**
 * The analysis of a list (spec section 2, generic list page): offered when a feature provides
 * one for the resource (`FeatureScreens.analyses`) and the user holds `analysis` on it, as the
 * server checks it; `enabled` false leaves it out (lists of deleted rows).
 */
export function useListAnalysis(resource: string, enabled = true): ListAnalysis {
  const { analyses } = useScreens();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const def = getResource(resource);
  const show = analyses[resource];
  if (!enabled || !show || !def || !mayDo(user, def, 'analysis')) return { dialog: null };
  return { onAnalysis: () => setOpen(true), dialog: open ? show(() => setOpen(false)) : null };
}
