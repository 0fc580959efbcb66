import { can, canList, isManager, type Principal } from '../permissions';

/**
 * Whose working registers and salaries a user may read, decided once for the server and the
 * screens (spec section 6): their own, or anyone's with the resource's `get`. Outsourced
 * users keep no registers and open none.
 */
export function mayReadRegistersOf(user: Principal, userId: number): boolean {
  if (user.isOutsource) return false;
  return userId === user.id || can(user, 'workingRegisters', 'get');
}

/** A user's own salary months (`GET /salaryHistories/me`), or anyone's with `salaryHistories.get`. */
export function mayReadSalariesOf(user: Principal, userId: number): boolean {
  return userId === user.id || canList(user, 'salaryHistories');
}

/**
 * Registering working time for someone else takes what planning the week takes: reading
 * everyone's registers (`get`) as well as creating them. Anyone with `create` registers
 * their own.
 */
export function mayRegisterFor(user: Principal, userId: number): boolean {
  return userId === user.id || mayPlanRegisters(user);
}

/** Plans others' weeks: a manager, or `get` and `create` on working registers. */
export function mayPlanRegisters(user: Principal): boolean {
  return isManager(user) || (can(user, 'workingRegisters', 'get') && can(user, 'workingRegisters', 'create'));
}
