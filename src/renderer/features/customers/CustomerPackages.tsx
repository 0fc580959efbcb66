import { Classes, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { allFields } from '../../../shared/domain/resources';
import { packagesResource } from '../../../shared/domain/registry/businessResources';
import { formatDateTime, formatMoney } from '../../../shared/domain/format';
import { useApi } from '../../core/bridge';
import { resourceKeys } from '../../core/resourceQueries';
import { ErrorState } from '../../components/ErrorState';
import { CellValue } from '../../components/labels/CellValue';
import { useLabels } from '../../components/labels/useLabels';

const FIELDS = allFields(packagesResource);

/** Props of {@link CustomerPackages}. */
export interface CustomerPackagesProps {
  readonly customerId: number;
}

/** The packages tab of a customer's page: each package with its orders used of its order count. */
export function CustomerPackages({ customerId }: CustomerPackagesProps) {
  const { t, fieldLabel, language } = useLabels();
  const call = useApi();
  const query = { filter: JSON.stringify({ customerId }), orderBy: '-createdAt', limit: 100 };
  const result = useQuery({
    queryKey: [...resourceKeys.all('packages'), 'ofCustomer', customerId],
    queryFn: () => call('GET /packages', { query }),
  });
  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  if (!result.data) return <Spinner size={24} />;
  const packages = result.data.results;
  if (packages.length === 0) return <NonIdealState icon="box" title={t('customers.noPackages')} />;
  return (
    <div className="bo-related-scroll" data-testid="customer-packages">
      <HTMLTable compact striped className="bo-related-table">
        <thead>
          <tr>
            <th>{fieldLabel('name', 'packages')}</th>
            <th>{fieldLabel('orderUsed', 'packages')}</th>
            <th className="bo-money">{fieldLabel('price', 'packages')}</th>
            <th>{fieldLabel('finishDate', 'packages')}</th>
            <th>{fieldLabel('status', 'packages')}</th>
            <th>{fieldLabel('paymentStatus', 'packages')}</th>
          </tr>
        </thead>
        <tbody>
          {packages.map((p) => (
            <tr key={p.id} data-testid="customer-package">
              <td>
                <Link to={`/packages/${p.id}/show`}>{p.name}</Link>
              </td>
              <td>
                {t('packages.usedOf', { used: p.orderUsed ?? 0, count: p.orderCount ?? 0 })}
                {p.isDelete && <span className={Classes.TEXT_MUTED}> · {t('fields.isDelete')}</span>}
              </td>
              <td className="bo-money">{formatMoney(p.price, language)}</td>
              <td>{formatDateTime(p.finishDate)}</td>
              <td>
                <CellValue field={FIELDS.status} value={p.status} />
              </td>
              <td>
                <CellValue field={FIELDS.paymentStatus} value={p.paymentStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
