import { Card, Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SELECT_PAGE_SIZE } from '../../../../shared/domain/constants';
import { formatDateTime } from '../../../../shared/domain/format';
import { useApi } from '../../../core/bridge';
import { ErrorState } from '../../../components/ErrorState';
import { resourceKeys } from '../../../core/resourceQueries';
import { ImageThumbs } from '../ImageThumbs';

/**
 * Old products (spec section 2): products whose catalogs contain all of the order's, newest
 * first. Shown only when the order has catalogs.
 */
export function OldProductsTab({ catalogIds }: { readonly catalogIds: readonly number[] }) {
  const { t } = useTranslation();
  const call = useApi();
  const products = useQuery({
    queryKey: [...resourceKeys.all('products'), 'withCatalogs', catalogIds],
    queryFn: () =>
      call('GET /products', {
        query: {
          filter: JSON.stringify({ productCatalogIds: { $all: catalogIds } }),
          orderBy: '-createdAt',
          limit: SELECT_PAGE_SIZE,
        },
      }),
  });
  if (products.isPending) return <Spinner size={24} />;
  if (products.isError) return <ErrorState error={products.error} onRetry={() => void products.refetch()} />;
  if (products.data.results.length === 0) return <NonIdealState icon="box" title={t('orders.noOldProducts')} />;
  return (
    <div className="bo-product-grid" data-testid="old-products">
      {products.data.results.map((p) => (
        <Card key={p.id} compact className="bo-product-card">
          <ImageThumbs urls={p.productImages ?? []} />
          <div className="bo-clamp">{p.name}</div>
          <div className={Classes.TEXT_MUTED}>{formatDateTime(p.createdAt)}</div>
        </Card>
      ))}
    </div>
  );
}
