import { Button, Classes, ControlGroup, Icon, MenuItem } from '@blueprintjs/core';
import { Select } from '@blueprintjs/select';
import { useMemo, useState, type ButtonHTMLAttributes } from 'react';
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

/**
 * Picks one row of another resource, searching it as the user types (spec section 7 lookup selectors).
 *
 * Select's target element carries `aria-expanded` and `aria-haspopup`; when it is the usual
 * wrapper `div` around a Button those are not allowed on it (axe-core `aria-allowed-attr`) and
 * the button says nothing of its list. So the target is the button itself (`targetTagName`),
 * drawn with Blueprint's button classes.
 */
export function ReferenceSelect({ resource, value, onChange, disabled, fill, id }: ReferenceSelectProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // The highlighted option, which the arrows move and Enter picks: the chosen row when the list opens.
  const [active, setActive] = useState<RefOption | null>(null);
  const { options, isFetching, settled } = useReferenceOptions(resource, query, open);
  const selectedIds = useMemo(() => (value === null ? [] : [value]), [value]);
  const [selected] = useSelectedOptions(resource, selectedIds);
  const target: ButtonHTMLAttributes<HTMLButtonElement> = {
    type: 'button',
    id,
    disabled,
    className: [Classes.BUTTON, Classes.ALIGN_LEFT, disabled ? Classes.DISABLED : '', fill ? Classes.FILL : ''].join(
      ' ',
    ),
  };
  return (
    <ControlGroup fill={fill}>
      <Select<RefOption>
        items={options}
        itemRenderer={renderOption}
        itemsEqual="id"
        activeItem={active}
        onActiveItemChange={setActive}
        query={query}
        onQueryChange={setQuery}
        onItemSelect={(option) => onChange(option.id)}
        noResults={
          <MenuItem disabled text={isFetching ? t('list.loading') : t('list.noResults')} roleStructure="listoption" />
        }
        popoverProps={{
          minimal: true,
          targetTagName: 'button',
          onOpening: () => {
            setActive(selected ?? null);
            setOpen(true);
          },
          onClosed: () => setOpen(false),
        }}
        popoverTargetProps={target}
        // Until the choices are those of the text typed, a screen reader hears the list is updating.
        menuProps={{ 'aria-busy': !settled }}
        inputProps={{ placeholder: t('list.searchPlaceholder') }}
        disabled={disabled}
        fill={fill}
      >
        <span className={`${Classes.BUTTON_TEXT} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>
          {selected?.title ?? t('form.selectPlaceholder')}
        </span>
        <Icon icon="caret-down" />
      </Select>
      {value !== null && !disabled && (
        <Button icon="cross" aria-label={t('list.clear')} title={t('list.clear')} onClick={() => onChange(null)} />
      )}
    </ControlGroup>
  );
}
