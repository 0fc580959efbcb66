/**
 * The permission matrix's state, kept apart from React so it can be tested: the map the
 * server holds (`saved`) and the one on screen (`draft`). Ticks change only the draft; OK
 * saves it, Cancel puts the saved map back, Clear empties the draft, and a map the server
 * answers (after OK, or "set default by role", which the server applies) becomes both.
 */

/** A permission map: resource (or `orderFlow`) to its action keys. */
export type Grants = Readonly<Record<string, readonly string[]>>;

export interface MatrixState {
  readonly saved: Grants;
  readonly draft: Grants;
}

/** Drops empty groups and repeated keys, keeping each group's keys in catalogue order when given. */
export function normalizeGrants(
  map: Grants,
  order?: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [resource, actions] of Object.entries(map)) {
    const unique = [...new Set(actions)];
    const known = order?.[resource];
    const sorted = known
      ? [...known.filter((a) => unique.includes(a)), ...unique.filter((a) => !known.includes(a))]
      : unique;
    if (sorted.length > 0) out[resource] = sorted;
  }
  return out;
}

/** The state of a map just read from (or saved to) the server: nothing held. */
export function loadMatrix(map: Grants | null | undefined): MatrixState {
  const saved = normalizeGrants(map ?? {});
  return { saved, draft: saved };
}

export function isGranted(map: Grants, resource: string, action: string): boolean {
  return map[resource]?.includes(action) === true;
}

/** Ticks (`on`) or unticks some keys of one group in the draft. */
export function setGrants(state: MatrixState, resource: string, actions: readonly string[], on: boolean): MatrixState {
  const current = state.draft[resource] ?? [];
  const next = on ? [...new Set([...current, ...actions])] : current.filter((a) => !actions.includes(a));
  const draft: Record<string, readonly string[]> = { ...state.draft, [resource]: next };
  if (next.length === 0) delete draft[resource];
  return { ...state, draft };
}

/** Flips one key of one group in the draft. */
export function toggleGrant(state: MatrixState, resource: string, action: string): MatrixState {
  return setGrants(state, resource, [action], !isGranted(state.draft, resource, action));
}

/** Empties the draft; nothing is saved until OK. */
export function clearMatrix(state: MatrixState): MatrixState {
  return { ...state, draft: {} };
}

/** Cancel: the draft becomes the saved map again. */
export function cancelMatrix(state: MatrixState): MatrixState {
  return { ...state, draft: state.saved };
}

function sameGrants(a: Grants, b: Grants): boolean {
  const left = normalizeGrants(a);
  const right = normalizeGrants(b);
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    const x = left[key] ?? [];
    const y = right[key] ?? [];
    if (x.length !== y.length || x.some((a) => !y.includes(a))) return false;
  }
  return true;
}

/** True when the screen holds a change not saved yet. */
export function isDirty(state: MatrixState): boolean {
  return !sameGrants(state.saved, state.draft);
}

/** How many keys the draft adds and removes against the saved map (the confirmation's words). */
export function countChanges(state: MatrixState): { readonly added: number; readonly removed: number } {
  let added = 0;
  let removed = 0;
  const keys = new Set([...Object.keys(state.saved), ...Object.keys(state.draft)]);
  for (const key of keys) {
    const before = state.saved[key] ?? [];
    const after = state.draft[key] ?? [];
    added += after.filter((a) => !before.includes(a)).length;
    removed += before.filter((a) => !after.includes(a)).length;
  }
  return { added, removed };
}
