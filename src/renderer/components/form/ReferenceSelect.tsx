import { Alignment, Button, ControlGroup, MenuItem } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceOptionRenderer } from './referenceOptionRenderer';
import { useReferenceOptions, useSelectedOptions, type RefOption } from './useReferenceOptions';

export interface ReferenceSelectProps {
  /** Resource the id points at. */
  readonly resource: string;
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
  readonly disabled?: boolean;
  readonly fill?: boolean;
  readonly id?: string;
}

const renderOption = referenceOptionRenderer();

/** Picks one row of another resource, searching it as the user types (spec section 7 lookup selectors). */
export function ReferenceSelect({ resource, value, onChange, disabled, fill, id }: ReferenceSelectProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const { options, isFetching } = useReferenceOptions(resource, query, open);
  const selectedIds = useMemo(() => (value === null ? [] : [value]), [value]);
  const [selected] = useSelectedOptions(resource, selectedIds);
  return (
    <ControlGroup fill={fill}>
      <Select<RefOption>
        items={options}
        itemRenderer={renderOption}
        itemsEqual="id"
        activeItem={selected ?? null}
        query={query}
        onQueryChange={setQuery}
        onItemSelect={(option) => onChange(option.id)}
        noResults={
          <MenuItem disabled text={isFetching ? t('list.loading') : t('list.noResults')} roleStructure="listoption" />
        }
        popoverProps={{ minimal: true, onOpening: () => setOpen(true), onClosed: () => setOpen(false) }}
        inputProps={{ placeholder: t('list.searchPlaceholder') }}
        disabled={disabled}
        fill={fill}
      >
        <Button
          id={id}
          fill={fill}
          alignText={Alignment.START}
          ellipsizeText
          disabled={disabled}
          text={selected?.title ?? t('form.selectPlaceholder')}
          endIcon="caret-down"
        />
      </Select>
      {value !== null && !disabled && (
        <Button icon="cross" aria-label={t('list.clear')} title={t('list.clear')} onClick={() => onChange(null)} />
      )}
    </ControlGroup>
  );
}
