import { Classes, ControlGroup, HTMLSelect, InputGroup, TagInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../../shared/domain/fields';
import { EnumMultiSelect } from './EnumMultiSelect';
import type { FilterInputKind } from '../../../shared/domain/fieldQuery';
import { joinRange, splitRange } from './filterRange';
import { ReferenceMultiSelect } from './ReferenceMultiSelect';

/** The column a filter input edits: its field and how the list filters it (a list column fits). */
export interface FilterColumn {
  readonly field: FieldDef;
  readonly filter: FilterInputKind | null;
}

export interface FilterInputProps {
  readonly column: FilterColumn;
  /** Raw URL values of the field's filter. */
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  readonly id?: string;
}

function TextFilter({ values, onChange, id }: Omit<FilterInputProps, 'column'>) {
  const { t } = useTranslation();
  const [text, setText] = useState(values[0] ?? '');
  const commit = () => {
    if (text.trim() !== (values[0] ?? '')) onChange([text.trim()]);
  };
  return (
    <InputGroup
      id={id}
      leftIcon="search"
      placeholder={t('list.containsPlaceholder')}
      value={text}
      onValueChange={setText}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

function RangeFilter({ values, onChange, id, type }: Omit<FilterInputProps, 'column'> & { type: 'date' | 'number' }) {
  const { t } = useTranslation();
  const [from, to] = splitRange(values[0]);
  const set = (nextFrom: string, nextTo: string) => onChange([joinRange(nextFrom, nextTo)]);
  return (
    <ControlGroup fill className="bo-range">
      <input
        id={id}
        type={type}
        className={Classes.INPUT}
        aria-label={t('list.from')}
        placeholder={t('list.from')}
        value={from}
        onChange={(e) => set(e.target.value, to)}
      />
      <input
        type={type}
        className={Classes.INPUT}
        aria-label={t('list.to')}
        placeholder={t('list.to')}
        value={to}
        onChange={(e) => set(from, e.target.value)}
      />
    </ControlGroup>
  );
}

/** The input that filters one column, by its filter kind (spec section 2: filter panel and column filters). */
export function FilterInput({ column, values, onChange, id }: FilterInputProps) {
  const { t } = useTranslation();
  const { field } = column;
  const ids = values.map(Number).filter(Number.isInteger);
  switch (column.filter) {
    case 'in':
    case 'all':
      if (field.to)
        return (
          <ReferenceMultiSelect id={id} resource={field.to} value={ids} onChange={(v) => onChange(v.map(String))} />
        );
      if (field.values) return <EnumMultiSelect id={id} values={field.values} value={values} onChange={onChange} />;
      return <TagInput inputProps={{ id }} values={[...values]} onChange={(v) => onChange(v.map(String))} addOnBlur />;
    case 'boolean':
      return (
        <HTMLSelect
          id={id}
          fill
          value={values[0] ?? ''}
          onChange={(e) => onChange([e.target.value])}
          options={[
            { value: '', label: t('list.any') },
            { value: 'true', label: t('list.yes') },
            { value: 'false', label: t('list.no') },
          ]}
        />
      );
    case 'dateRange':
      return <RangeFilter id={id} type="date" values={values} onChange={onChange} />;
    case 'numberRange':
      return <RangeFilter id={id} type="number" values={values} onChange={onChange} />;
    case 'like':
      return <TextFilter key={values[0] ?? ''} id={id} values={values} onChange={onChange} />;
    default:
      return null;
  }
}
