import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiCaller } from '../../../shared/api/apiCaller';
import { mayDo } from '../../../shared/domain/resourceAccess';
import { getResource, RESOURCES, type ResourceDef } from '../../../shared/domain/resources';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { buildActivityLog, type ActivityEntry } from './activityLog';

/** Entries read per source: the newest ones. */
const PER_SOURCE = 50;

const newest = (filter: object, includes: string) => ({
  filter: JSON.stringify(filter),
  includes,
  orderBy: '-createdAt',
  limit: PER_SOURCE,
});

/** Everything a customer's log reads: only what the viewer may list, the rest left empty. */
async function loadSources(call: ApiCaller, customerId: number, may: (resource: string) => boolean) {
  const none = { results: [] };
  const [audit, packages, orders, reviews, logged] = await Promise.all([
    may('auditEvents')
      ? call('GET /auditEvents', { query: newest({ resource: 'customers', recordId: customerId }, 'user') })
      : none,
    may('packages') ? call('GET /packages', { query: newest({ customerId }, 'dealer') }) : none,
    may('orders') ? call('GET /orders', { query: newest({ customerId }, 'sale') }) : none,
    may('customerComments') ? call('GET /customerComments', { query: newest({ customerId }, 'reviewer') }) : none,
    may('customers')
      ? call('GET /customers/:id/activities', { params: { id: customerId }, query: { limit: PER_SOURCE } })
      : none,
  ]);
  const orderIds = orders.results.map((o) => o.id);
  const attendedIds = [...new Set(orders.results.flatMap((o) => o.productsId ?? []))];
  const [attended, created, notes] = await Promise.all([
    may('products') && attendedIds.length > 0
      ? call('GET /products', { query: newest({ id: { $in: attendedIds } }, 'creator') })
      : none,
    may('products') && orderIds.length > 0
      ? call('GET /products', { query: newest({ orderId: { $in: orderIds } }, 'creator') })
      : none,
    may('comments') && orderIds.length > 0
      ? call('GET /comments', { query: newest({ orderId: { $in: orderIds } }, 'reviewer') })
      : none,
  ]);
  return buildActivityLog({
    audit: audit.results,
    packages: packages.results,
    orders: orders.results,
    attendedProducts: attended.results,
    createdProducts: created.results,
    // Reviews are the comments kind; what staff wrote on the orders is the call log.
    orderNotes: notes.results.filter((c) => c.customerId === null && c.rate === null),
    reviews: reviews.results,
    logged: logged.results,
  });
}

/** A customer's activity log (spec section 2), rebuilt when any of its sources changes. */
export function useCustomerActivity(customerId: number) {
  const call = useApi();
  const user = useCurrentUser();
  const may = useMemo(() => {
    const allowed = new Set(
      ['auditEvents', 'packages', 'orders', 'customerComments', 'products', 'comments'].filter((name) =>
        mayDo(user, getResource(name) as ResourceDef, 'get'),
      ),
    );
    // The logged activities are read with the customer itself.
    if (mayDo(user, RESOURCES.customers, 'getOne')) allowed.add('customers');
    return (resource: string) => allowed.has(resource);
  }, [user]);
  return useQuery<ActivityEntry[]>({
    queryKey: [...resourceKeys.all('customers'), 'activity', customerId],
    queryFn: () => loadSources(call, customerId, may),
  });
}
