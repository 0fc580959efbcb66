import { MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceOptionRenderer } from './referenceOptionRenderer';
import { useReferenceOptions, useSelectedOptions, type RefOption } from './useReferenceOptions';

export interface ReferenceMultiSelectProps {
  readonly resource: string;
  readonly value: readonly number[];
  readonly onChange: (value: number[]) => void;
  readonly disabled?: boolean;
  readonly id?: string;
}

/** Picks several rows of another resource (refs fields, and ref filters of a list). */
export function ReferenceMultiSelect({ resource, value, onChange, disabled, id }: ReferenceMultiSelectProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const { options, isFetching, settled } = useReferenceOptions(resource, query, open);
  const selected = useSelectedOptions(resource, value);

  const toggle = (option: RefOption) =>
    onChange(value.includes(option.id) ? value.filter((v) => v !== option.id) : [...value, option.id]);

  const renderOption = referenceOptionRenderer(value);

  return (
    <MultiSelect<RefOption>
      items={options}
      selectedItems={selected}
      itemRenderer={renderOption}
      itemsEqual="id"
      tagRenderer={(option) => option.title}
      query={query}
      onQueryChange={setQuery}
      onItemSelect={toggle}
      onRemove={(option) => onChange(value.filter((v) => v !== option.id))}
      onClear={value.length > 0 ? () => onChange([]) : undefined}
      noResults={
        <MenuItem disabled text={isFetching ? t('list.loading') : t('list.noResults')} roleStructure="listoption" />
      }
      popoverProps={{ minimal: true, onOpening: () => setOpen(true), onClosed: () => setOpen(false) }}
      menuProps={{ 'aria-busy': !settled }}
      tagInputProps={{ inputProps: { id } }}
      placeholder={t('form.selectPlaceholder')}
      disabled={disabled}
      fill
      resetOnSelect
    />
  );
}
