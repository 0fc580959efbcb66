import { Button, Card, H5, HTMLTable, Intent, NonIdealState, ProgressBar, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { allFields } from '../../../shared/domain/resources';
import { packagesResource } from '../../../shared/domain/registry/businessResources';
import { useResources } from '../../core/bridge';
import { resourceQueries } from '../../core/resourceQueries';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { ErrorState } from '../../components/ErrorState';
import { toText } from '../../components/form/toText';
import { CellValue } from '../../components/labels/CellValue';
import { useLabels } from '../../components/labels/useLabels';
import { PageHeader } from '../../components/PageHeader';
import { resourceAbilities, useModalNavigation, useRefTitles } from '../../engine';
import { RelatedOrders } from '../customers';
import { usedShare } from './packageUsage';
import './packages.css';

const FIELDS = allFields(packagesResource);
/** Form fields the page shows elsewhere: the name in its title, the order count in the used-orders figure. */
const SHOWN_ELSEWHERE = new Set(['name', 'orderCount']);
/** The package's fields beside the used-orders figure, in the form's order, then when it was made. */
const SHOWN = [...packagesResource.form.filter((name) => !SHOWN_ELSEWHERE.has(name)), 'createdAt'];
const COLUMNS = SHOWN.map((name) => ({ name, field: FIELDS[name] }));

/**
 * `/packages/{id}/show` (spec section 2): the package's fields, its orders used of its order
 * count (counted by the server as orders take the package), and the list of its orders.
 */
export function PackageShowPage() {
  const { t, resourceLabel, fieldLabel } = useLabels();
  const resources = useResources();
  const user = useCurrentUser();
  const modal = useModalNavigation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const result = useQuery({ ...resourceQueries.one(resources, 'packages', id), enabled: valid });
  const rows = useMemo(() => (result.data ? [result.data] : []), [result.data]);
  const titleOf = useRefTitles(COLUMNS, rows);
  const abilities = useMemo(() => resourceAbilities(user, packagesResource), [user]);

  if (!valid) return <NonIdealState icon="search" title={t('errors.notFound.title')} />;
  if (result.isPending) return <Spinner className="bo-list-spinner" />;
  if (result.isError) return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  const pkg = result.data;
  const name = toText(pkg.name);
  const used = Number(pkg.orderUsed ?? 0);
  const count = Number(pkg.orderCount ?? 0);
  const share = usedShare(used, count);

  return (
    <div className="bo-package-page" data-testid="package-page">
      <PageHeader
        breadcrumbs={[{ text: resourceLabel('packages'), to: '/packages' }, { text: name }, { text: t('list.show') }]}
        title={name}
        actions={
          abilities.update &&
          pkg.isDelete !== true && (
            <Button
              icon="edit"
              intent={Intent.PRIMARY}
              text={t('list.edit')}
              onClick={() => modal.openEdit('packages', id)}
            />
          )
        }
      />
      <div className="bo-package-top">
        <Card compact className="bo-package-usage" data-testid="package-usage">
          <H5>{t('packages.ordersUsed')}</H5>
          <div className="bo-package-used" data-testid="package-order-used">
            {t('packages.usedOf', { used, count })}
          </div>
          {share !== null && (
            <ProgressBar
              aria-label={t('packages.ordersUsed')}
              value={share}
              stripes={false}
              animate={false}
              intent={used >= count ? Intent.WARNING : Intent.PRIMARY}
            />
          )}
        </Card>
        <Card compact className="bo-package-fields">
          <HTMLTable compact className="bo-show-table">
            <tbody>
              {COLUMNS.map(({ name: field, field: def }) => (
                <tr key={field}>
                  <th scope="row">{fieldLabel(field, 'packages')}</th>
                  <td>
                    <CellValue field={def} value={pkg[field]} titleOf={titleOf} />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      </div>
      <H5>{t('packages.orders')}</H5>
      <RelatedOrders filter={{ packageId: id }} testId="package-orders" />
    </div>
  );
}
