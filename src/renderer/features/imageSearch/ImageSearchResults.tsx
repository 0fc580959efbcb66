import { HTMLTable, Intent, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageSearchResult } from '../../../shared/api/imageSearch';
import { useApi } from '../../core/bridge';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ErrorState } from '../../components/ErrorState';
import { OrderStatusTag } from '../../components/OrderStatusTag';
import { Thumb } from '../../components/Thumb';
import { DeadlineChip, orderQueries, ordersByIdsRequest, type ListedOrder } from '../orders';
import { foundOrders } from './foundOrders';

export interface ImageSearchResultsProps {
  /** What the search answered, best first. */
  readonly results: readonly ImageSearchResult[];
  readonly onOpen: (orderId: number) => void;
}

/**
 * The orders found, best first, as a compact order list: the rows come from the orders list's
 * own call (ids `$in`, so its scope and columns), each with the image that matched and how alike.
 */
export function ImageSearchResults({ results, onOpen }: ImageSearchResultsProps) {
  const { t } = useTranslation();
  const call = useApi();
  const user = useCurrentUser();
  const request = useMemo(
    () =>
      ordersByIdsRequest(
        results.map((r) => r.orderId),
        user,
      ),
    [results, user],
  );
  const orders = useQuery({ ...orderQueries.list(call, request), enabled: results.length > 0 });

  if (results.length === 0) {
    return (
      <NonIdealState icon="search" title={t('imageSearch.noMatchTitle')} description={t('imageSearch.noMatchHint')} />
    );
  }
  if (orders.isError) return <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />;
  if (!orders.data) return <NonIdealState icon={<Spinner size={32} />} />;

  const rows = foundOrders(results, orders.data.results);
  return (
    <>
      <p className="bo-image-search-count">{t('imageSearch.found', { count: rows.length })}</p>
      <HTMLTable compact interactive striped className="bo-image-search-table" data-testid="image-search-results">
        <thead>
          <tr>
            <th>{t('imageSearch.columns.image')}</th>
            <th>{t('imageSearch.columns.order')}</th>
            <th>{t('imageSearch.columns.status')}</th>
            <th>{t(user.isOutsource ? 'imageSearch.columns.deadline' : 'imageSearch.columns.customer')}</th>
            <th className="bo-num">{t('imageSearch.columns.score')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ result, order }) => (
            <OrderRow key={order.id} result={result} order={order} onOpen={onOpen} />
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}

interface OrderRowProps {
  readonly result: ImageSearchResult;
  readonly order: ListedOrder;
  readonly onOpen: (orderId: number) => void;
}

function OrderRow({ result, order, onOpen }: OrderRowProps) {
  const { t } = useTranslation();
  const percent = Math.round(result.score * 100);
  return (
    <tr
      tabIndex={0}
      aria-label={t('imageSearch.openOrder', { id: order.id })}
      onClick={() => onOpen(order.id)}
      onKeyDown={(e) => e.key === 'Enter' && onOpen(order.id)}
    >
      <td>
        <Thumb src={result.image} />
      </td>
      <td className="bo-image-search-order">
        <strong>#{order.id}</strong>
        {'name' in order && <span className="bo-clamp">{order.name}</span>}
      </td>
      <td>
        <OrderStatusTag status={order.status} />
      </td>
      <td className="bo-clamp">
        {'customer' in order ? (
          order.customer?.displayName
        ) : (
          <DeadlineChip deadline={order.deadline} status={order.status} />
        )}
      </td>
      <td className="bo-num">
        <Tag minimal intent={percent >= 90 ? Intent.SUCCESS : Intent.NONE}>
          {percent}%
        </Tag>
      </td>
    </tr>
  );
}
