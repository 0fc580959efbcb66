import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { humanize } from '../../../shared/domain/humanize';
import { ORDER_STATUS_TABLE, isOrderStatus } from '../../../shared/domain/orderStatus';

/** Translated names of resources, fields and enum values (`resources.*`, `fields.*`). */
export function useLabels() {
  const { t, i18n } = useTranslation();
  const resourceLabel = useCallback(
    (resource: string) => t(`resources.${resource}`, { defaultValue: humanize(resource) }),
    [t],
  );
  // A resource may name a field its own way (`fieldsBy.users.isDelete` is 'Locked', spec section 3).
  const fieldLabel = useCallback(
    (field: string, resource?: string) =>
      t(resource ? [`fieldsBy.${resource}.${field}`, `fields.${field}`] : `fields.${field}`, {
        defaultValue: humanize(field),
      }),
    [t],
  );
  const enumLabel = useCallback(
    (value: string) =>
      isOrderStatus(value)
        ? t(`orderStatus.${value}`, { defaultValue: ORDER_STATUS_TABLE[value].label })
        : t(`fields.enum.${value}`, { defaultValue: value }),
    [t],
  );
  const language = i18n.language === 'vi' ? 'vi' : 'en';
  return useMemo(
    () => ({ t, language, resourceLabel, fieldLabel, enumLabel }) as const,
    [t, language, resourceLabel, fieldLabel, enumLabel],
  );
}
