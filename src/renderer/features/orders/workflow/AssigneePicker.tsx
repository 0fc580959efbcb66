import { FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AssignResource } from '../../../../shared/domain/orderStatus';
import { ReferenceSelect } from '../../../components/form/ReferenceSelect';
import { DesignerSuggestions } from './DesignerSuggestions';

export interface AssigneePickerProps {
  readonly resource: AssignResource;
  readonly value: number | null;
  readonly onChange: (id: number | null) => void;
  /** Offer the recommend-designer helper for this order. */
  readonly suggestFor?: number;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Prefix of the input id, to keep ids unique when two pickers show. @default 'panel' */
  readonly idPrefix?: string;
  readonly className?: string;
}

/** Picks the user a step is assigned to, from the status's resource: 'Designer', 'Leader', 'Deliver' or 'Guarantee'. */
export function AssigneePicker(props: AssigneePickerProps) {
  const { resource, value, onChange, suggestFor, required, disabled, idPrefix = 'panel', className } = props;
  const { t } = useTranslation();
  const id = `${idPrefix}-assignee-${resource}`;
  return (
    <FormGroup
      className={className}
      label={t(`workflow.assignee.${resource}`)}
      labelFor={id}
      labelInfo={required ? '*' : undefined}
    >
      <ReferenceSelect id={id} fill resource={resource} value={value} onChange={onChange} disabled={disabled} />
      {suggestFor !== undefined && !disabled && <DesignerSuggestions orderId={suggestFor} onPick={onChange} />}
    </FormGroup>
  );
}
