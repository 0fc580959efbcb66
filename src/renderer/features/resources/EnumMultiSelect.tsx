import { MenuItem } from '@blueprintjs/core';
import { MultiSelect, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { useTranslation } from 'react-i18next';
import { useLabels } from './useLabels';

export interface EnumMultiSelectProps {
  readonly values: readonly string[];
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  readonly disabled?: boolean;
  readonly id?: string;
}

/** Picks several values of a fixed list (enum filters, order features). */
export function EnumMultiSelect({ values, value, onChange, disabled, id }: EnumMultiSelectProps) {
  const { t } = useTranslation();
  const { enumLabel } = useLabels();

  const matches: ItemPredicate<string> = (query, item) => enumLabel(item).toLowerCase().includes(query.toLowerCase());

  const renderItem: ItemRenderer<string> = (item, { handleClick, handleFocus, modifiers, ref }) =>
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
    <MultiSelect<string>
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
      placeholder={t('form.selectPlaceholder')}
      disabled={disabled}
      fill
      resetOnSelect
    />
  );
}
