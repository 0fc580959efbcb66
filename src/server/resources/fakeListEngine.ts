import type { AuthUser } from '../plugins/auth';
import type { ListParams, ScopedListOptions } from './index';

/**
 * A stand-in for the resource engine's `listJsonOf`, for the unit tests of services that list
 * through it: it answers an empty page and keeps the options each call passed (the scope and
 * condition the service added), which is what those tests look at.
 */
export function fakeListEngine() {
  const asked: ScopedListOptions[] = [];
  const engine = {
    listJsonOf: (_user: AuthUser, _resource: string, _params: ListParams, options: ScopedListOptions = {}) => {
      asked.push(options);
      return Promise.resolve({ results: [], total: 0 });
    },
  };
  return { asked, engine };
}
