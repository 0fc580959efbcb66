import { Card, H5, HTMLTable } from '@blueprintjs/core';
import { formatDateTime } from '../../../../shared/domain/format';
import { useLabels } from '../../../components/labels/useLabels';
import type { OrderDetail } from '../orderQueries';

/** What outsourced users see of an order (spec section 2): catalog, niche, platform, requirement, finished date. */
export function OutsourceAboutCard({ order }: { readonly order: OrderDetail }) {
  const { t, fieldLabel } = useLabels();
  const rows: [string, string][] = [
    [fieldLabel('productCatalogIds'), (order.productCatalogs ?? []).map((c) => c.name).join(', ')],
    [fieldLabel('nicheId'), order.niche?.name ?? ''],
    [fieldLabel('platformId'), order.platform?.name ?? ''],
    [fieldLabel('orderRequirementId'), order.orderRequirement?.name ?? ''],
    [fieldLabel('finishedDate'), formatDateTime(order.finishedDate)],
  ];
  return (
    <Card compact data-testid="outsource-about">
      <H5>{t('orders.about')}</H5>
      <HTMLTable compact className="bo-kv">
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th>{label}</th>
              <td>{value || '—'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
