import { useMemo } from 'react';
import type { PaymentClientType } from '../../../shared/domain/enums';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { useSelectedOptions } from '../../components/form/useReferenceOptions';

/** Where a payment's client is looked up: a designer among the designers, a customer among the customers. */
export const CLIENT_RESOURCE: Readonly<Record<PaymentClientType, string>> = {
  DESIGNER: 'designers',
  customer: 'customers',
};

/** Props of {@link PaymentClientName}. */
export interface PaymentClientNameProps {
  readonly typeClient: PaymentClientType;
  readonly clientId: number;
}

/** The name of the designer or customer a payment is for (`#id` when the viewer may not look them up). */
export function PaymentClientName({ typeClient, clientId }: PaymentClientNameProps) {
  const user = useCurrentUser();
  const ids = useMemo(() => [clientId], [clientId]);
  const own = typeClient === 'DESIGNER' && clientId === user.id;
  const [option] = useSelectedOptions(CLIENT_RESOURCE[typeClient], own ? [] : ids);
  return <strong>{own ? user.displayName : (option?.title ?? `#${clientId}`)}</strong>;
}
