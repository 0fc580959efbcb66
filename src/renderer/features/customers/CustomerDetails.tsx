import { Card, Classes, H5, HTMLTable } from '@blueprintjs/core';
import { useMemo } from 'react';
import { allFields } from '../../../shared/domain/resources';
import { customersResource } from '../../../shared/domain/registry/peopleResources';
import type { Row } from '../../components/form/formValues';
import { CellValue } from '../../components/labels/CellValue';
import { useLabels } from '../../components/labels/useLabels';
import { useRefTitles } from '../../engine';

const FIELDS = allFields(customersResource);

/** The About label: who the customer is and where they stand with the agency. */
const ABOUT = [
  'code',
  'company',
  'gender',
  'birthday',
  'national',
  'contactOwner',
  'channelId',
  'dealPipelineId',
  'customerSegmentationId',
  'serviceTypeIds',
  'isActive',
  'timeWorking',
  'createdAt',
  'lastTimeOrder',
  'totalSpent',
  'feedback',
  'note',
] as const;

/** The Contact label: how to reach them. */
const CONTACT = ['email', 'phoneNumber', 'address', 'facebookLink', 'fbId'] as const;

const columnsOf = (names: readonly string[]) => names.map((name) => ({ name, field: FIELDS[name] }));

/** Props of {@link CustomerDetails}. */
export interface CustomerDetailsProps {
  readonly customer: Row;
}

/** The detail labels About and Contact of a customer's page (spec section 2). */
export function CustomerDetails({ customer }: CustomerDetailsProps) {
  const { t, fieldLabel } = useLabels();
  const about = useMemo(() => columnsOf(ABOUT), []);
  const contact = useMemo(() => columnsOf(CONTACT), []);
  const rows = useMemo(() => [customer], [customer]);
  const titleOf = useRefTitles(about, rows);

  const section = (
    title: string,
    testId: string,
    columns: readonly { name: string; field: (typeof FIELDS)[string] }[],
  ) => (
    <Card compact className="bo-customer-section" data-testid={testId}>
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
      {section(t('customers.about'), 'customer-about', about)}
      {section(t('customers.contact'), 'customer-contact', contact)}
    </div>
  );
}
