import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_TABLE, isOrderStatus } from '../../../shared/domain/orderStatus';

/** Turns `dealPipelineId` into `Deal pipeline`, the fallback when a field has no translation. */
export function humanize(name: string): string {
  const words = name
    .replace(/Ids?$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

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
