import type { Row } from '../../components/form/formValues';
import { RecordDetails } from '../../engine';

/** Props of {@link CustomerDetails}. */
export interface CustomerDetailsProps {
  readonly customer: Row;
}

/** The detail labels of a customer's page (spec section 2), as the registry groups them: About and Contact. */
export function CustomerDetails({ customer }: CustomerDetailsProps) {
  return <RecordDetails resource="customers" row={customer} />;
}
