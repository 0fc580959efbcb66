import { InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ORDER_FEATURES, type OrderFeature } from '../../../../shared/domain/orderStatus';
import { EnumMultiSelect } from '../../../components/form/EnumMultiSelect';
import { useLabels } from '../../../components/labels/useLabels';
import { OrderFormField, OrderReferenceField } from './OrderFormControls';
import { ThumbnailField } from './ThumbnailField';

/** What an order is: set on the create form, corrected on the details form (never by outsourced users). */
export interface OrderIdentity {
  readonly thumbnail: string;
  readonly name: string;
  readonly orderFeature: readonly OrderFeature[];
  readonly orderRequirementId: number | null;
}

/** Props of {@link OrderIdentityFields}. */
export interface OrderIdentityFieldsProps {
  /** Prefix of the inputs' ids (`order`, `details`). */
  readonly idPrefix: string;
  readonly values: OrderIdentity;
  /** i18n keys of the fields' errors. */
  readonly errors: Partial<Record<keyof OrderIdentity, string>>;
  readonly disabled: boolean;
  /** A field changed: its new value. */
  readonly onChange: (change: Partial<OrderIdentity>) => void;
  /** The stored requirement's name, shown before its options load. */
  readonly requirementTitle?: string;
  /** Fields beside the thumbnail, under the name (the create form's customer and catalog). */
  readonly children?: ReactNode;
  /** Fields between the column beside the thumbnail and the features (the create form's sale and dealer). */
  readonly between?: ReactNode;
}

/** The order's thumbnail, name, features and requirement, as both order forms lay them out. */
export function OrderIdentityFields(props: OrderIdentityFieldsProps) {
  const { idPrefix, values, errors, disabled, onChange, requirementTitle, children, between } = props;
  const { fieldLabel } = useLabels();
  return (
    <>
      <ThumbnailField
        value={values.thumbnail}
        onChange={(v) => onChange({ thumbnail: v })}
        label={fieldLabel('thumbnail')}
        error={errors.thumbnail}
        disabled={disabled}
      />
      <div>
        <OrderFormField id={`${idPrefix}-name`} label={fieldLabel('name')} error={errors.name} required>
          <InputGroup
            id={`${idPrefix}-name`}
            value={values.name}
            disabled={disabled}
            onValueChange={(v) => onChange({ name: v })}
          />
        </OrderFormField>
        {children}
      </div>
      {between}
      <OrderFormField id={`${idPrefix}-orderFeature`} label={fieldLabel('orderFeature')} error={errors.orderFeature}>
        <EnumMultiSelect
          id={`${idPrefix}-orderFeature`}
          values={ORDER_FEATURES}
          value={values.orderFeature}
          disabled={disabled}
          onChange={(v) => onChange({ orderFeature: v })}
        />
      </OrderFormField>
      <OrderReferenceField
        id={`${idPrefix}-orderRequirementId`}
        name="orderRequirementId"
        resource="orderRequirements"
        title={requirementTitle}
        value={values.orderRequirementId}
        disabled={disabled}
        onChange={(v) => onChange({ orderRequirementId: v })}
      />
    </>
  );
}
