import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../labels/useLabels';

export interface EnumMultiSelectProps<V extends string> {
  readonly values: readonly V[];
  readonly value: readonly V[];
  readonly onChange: (value: V[]) => void;
  readonly disabled?: boolean;
  readonly id?: string;
  /** Text of a value. @default its enum label (`fields.enum.*`, order statuses) */
  readonly labelOf?: (value: V) => string;
  /** Shown while nothing is picked. @default 'form.selectPlaceholder' */
  readonly placeholder?: string;
}

/** Picks several values of a fixed list (enum filters, order features). */
export function EnumMultiSelect<V extends string>(props: EnumMultiSelectProps<V>) {
  const { values, value, onChange, disabled, id, placeholder } = props;
  const { t } = useTranslation();
  const { enumLabel: defaultLabel } = useLabels();
  const enumLabel = props.labelOf ?? defaultLabel;

  const matches: ItemPredicate<V> = (query, item) => enumLabel(item).toLowerCase().includes(query.toLowerCase());

  const renderItem: ItemRenderer<V> = (item, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={item}
        ref={ref}
        active={modifiers.active}
        text={enumLabel(item)}
        icon={value.includes(item) ? 'tick' : 'blank'}
        onClick={handleClick}
        onFocus={handleFocus}
        roleStructure="listoption"
      />
    ) : null;

  return (
    <MultiSelect<V>
      items={[...values]}
      selectedItems={[...value]}
      itemRenderer={renderItem}
      itemPredicate={matches}
      tagRenderer={enumLabel}
      onItemSelect={(item) => onChange(value.includes(item) ? value.filter((v) => v !== item) : [...value, item])}
      onRemove={(item) => onChange(value.filter((v) => v !== item))}
      onClear={value.length > 0 ? () => onChange([]) : undefined}
      noResults={<MenuItem disabled text={t('list.noResults')} roleStructure="listoption" />}
      popoverProps={{ minimal: true }}
      tagInputProps={{ inputProps: { id } }}
      placeholder={placeholder ?? t('form.selectPlaceholder')}
      disabled={disabled}
      fill
      resetOnSelect
    />
  );
}
