import { Menu, MenuDivider, MenuItem, Spinner, type IconName } from '@blueprintjs/core';
import { Omnibar, type ItemListRendererProps, type ItemRenderer } from '@blueprintjs/select';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAX_SEARCH_LENGTH } from '../../../shared/api/listQuery';
import { sectionsOf, type PaletteItem } from './paletteItems';
import { usePaletteSearch } from './usePaletteSearch';
import './palette.css';

/** Props of {@link CommandPalette}. */
export interface CommandPaletteProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

const renderItem: ItemRenderer<PaletteItem> = (item, { handleClick, handleFocus, modifiers, ref }) => (
  <MenuItem
    key={item.key}
    ref={ref}
    icon={item.icon as IconName}
    text={item.text}
    label={item.label}
    active={modifiers.active}
    disabled={modifiers.disabled}
    onClick={handleClick}
    onFocus={handleFocus}
    data-testid={`palette-${item.key}`}
  />
);

/**
 * The command palette (issue 12): Blueprint's Omnibar over the screens the user may open and the
 * orders, customers and users the search finds, under a header per group. Arrows move, Enter
 * opens the entry's page, Escape closes.
 */
export function CommandPalette({ isOpen, onClose }: CommandPaletteProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const { items, searching } = usePaletteSearch(typed);

  const close = useCallback(() => {
    setTyped('');
    onClose();
  }, [onClose]);
  const open = useCallback(
    (item: PaletteItem) => {
      close();
      void navigate(item.path);
    },
    [close, navigate],
  );

  const renderList = ({
    filteredItems,
    renderItem: render,
    itemsParentRef,
    menuProps,
  }: ItemListRendererProps<PaletteItem>) => {
    const status = searching ? (
      <MenuItem disabled icon={<Spinner size={16} />} text={t('palette.searching')} data-testid="palette-searching" />
    ) : (
      filteredItems.length === 0 && <MenuItem disabled text={t('palette.noResults')} data-testid="palette-empty" />
    );
    return (
      <Menu ulRef={itemsParentRef} {...menuProps} aria-label={t('palette.title')}>
        {sectionsOf(filteredItems).map((section) => [
          <MenuDivider key={`group-${section.group}`} title={t(`palette.groups.${section.group}`)} />,
          ...section.entries.map(({ item, index }) => render(item, index)),
        ])}
        {status}
      </Menu>
    );
  };

  return (
    <Omnibar<PaletteItem>
      isOpen={isOpen}
      items={items}
      itemsEqual="key"
      query={typed}
      onQueryChange={setTyped}
      itemRenderer={renderItem}
      itemListRenderer={renderList}
      onItemSelect={open}
      onClose={close}
      resetOnSelect
      className="bo-palette"
      inputProps={{
        placeholder: t('palette.placeholder'),
        'aria-label': t('palette.title'),
        maxLength: MAX_SEARCH_LENGTH,
      }}
    />
  );
}
