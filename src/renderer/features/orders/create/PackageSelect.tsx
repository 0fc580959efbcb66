import { HTMLSelect } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SELECT_PAGE_SIZE } from '../../../../shared/domain/constants';
import { useApi } from '../../../core/bridge';
import { resourceKeys } from '../../../core/resourceQueries';

export interface PackageSelectProps {
  readonly id: string;
  readonly customerId: number | null;
  readonly value: number | null;
  readonly onChange: (id: number | null) => void;
  readonly disabled?: boolean;
}

/** The customer's packages; the list reloads when the customer changes (spec section 2). */
export function PackageSelect({ id, customerId, value, onChange, disabled }: PackageSelectProps) {
  const { t } = useTranslation();
  const call = useApi();
  const packages = useQuery({
    queryKey: [...resourceKeys.all('packages'), 'ofCustomer', customerId],
    queryFn: () =>
      call('GET /packages', {
        query: { filter: JSON.stringify({ customerId }), limit: SELECT_PAGE_SIZE, orderBy: '-createdAt' },
      }),
    enabled: customerId !== null,
  });
  const options = (packages.data?.results ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <HTMLSelect
      id={id}
      fill
      value={value === null ? '' : String(value)}
      disabled={disabled || customerId === null}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      options={[
        { value: '', label: customerId === null ? t('orders.pickCustomerFirst') : t('form.selectPlaceholder') },
        ...options,
      ]}
    />
  );
}
