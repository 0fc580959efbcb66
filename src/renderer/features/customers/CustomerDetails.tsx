import { Card, Classes, H5, HTMLTable } from '@blueprintjs/core';
import { useMemo } from 'react';
import { allFields } from '../../../shared/domain/resources';
import { customersResource } from '../../../shared/domain/registry/peopleResources';
import type { Row } from '../../components/form/formValues';
import { CellValue } from '../../components/labels/CellValue';
import { useLabels } from '../../components/labels/useLabels';
import { useRefTitles } from '../../engine';

const FIELDS = allFields(customersResource);
/** The registry's detail sections: About (who the customer is), Contact (how to reach them). */
const SECTIONS = customersResource.detail;

const columnsOf = (names: readonly string[]) => names.map((name) => ({ name, field: FIELDS[name] }));

/** Props of {@link CustomerDetails}. */
export interface CustomerDetailsProps {
  readonly customer: Row;
}

/** The detail labels of a customer's page (spec section 2), as the registry groups them: About and Contact. */
export function CustomerDetails({ customer }: CustomerDetailsProps) {
  const { t, fieldLabel } = useLabels();
  const sections = useMemo(
    () => Object.entries(SECTIONS).map(([name, fields]) => [name, columnsOf(fields)] as const),
    [],
  );
  const rows = useMemo(() => [customer], [customer]);
  const titleOf = useRefTitles(
    useMemo(() => sections.flatMap(([, columns]) => columns), [sections]),
    rows,
  );

  const section = (
    title: string,
    testId: string,
    columns: readonly { name: string; field: (typeof FIELDS)[string] }[],
  ) => (
    <Card compact key={testId} className="bo-customer-section" data-testid={testId}>
      <H5>{title}</H5>
      <HTMLTable compact className="bo-show-table">
        <tbody>
          {columns.map(({ name, field }) => (
            <tr key={name}>
              <th scope="row">{fieldLabel(name, 'customers')}</th>
              <td>
                {customer[name] === null || customer[name] === undefined || customer[name] === '' ? (
                  <span className={Classes.TEXT_DISABLED}>—</span>
                ) : (
                  <CellValue field={field} value={customer[name]} titleOf={titleOf} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );

  return (
    <div className="bo-customer-details">
      {sections.map(([name, columns]) => section(t(`customers.${name}`), `customer-${name}`, columns))}
    </div>
  );
}
