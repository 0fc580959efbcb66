/** How much of a package its orders use, from 0 to 1; null for a package without an order count. */
export function usedShare(used: number, count: number): number | null {
  return count > 0 ? Math.min(1, used / count) : null;
}
