/**
 * A request body without its empty values (null, undefined, empty lists): spec section 5
 * drops empty values before sending. Only optional fields are ever empty where it is used.
 */
export function withoutEmpty<T extends object>(body: T): T {
  return Object.fromEntries(
    Object.entries(body).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}
