/** Which versions compare shows first, and the versions a pick may offer. */

/** The newest version and the one before it (versions come newest first); null with fewer than two. */
export function defaultPair<T extends { readonly version: number }>(versions: readonly T[]): [number, number] | null {
  const numbers = versions.map((v) => v.version).sort((a, b) => b - a);
  const [newest, before] = numbers;
  return newest !== undefined && before !== undefined ? [before, newest] : null;
}

/**
 * The pair after the user picked `picked` on one `side` (0 the earlier, 1 the later): when it
 * equals the other side, the other side takes the version it left, so two different versions stay compared.
 */
export function pickVersion(pair: readonly [number, number], side: 0 | 1, picked: number): [number, number] {
  const next: [number, number] = [pair[0], pair[1]];
  const other = side === 0 ? 1 : 0;
  if (next[other] === picked) next[other] = next[side];
  next[side] = picked;
  return next;
}
