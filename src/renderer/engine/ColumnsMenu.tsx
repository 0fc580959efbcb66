import { Button, ButtonVariant, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useLabels } from '../components/labels/useLabels';

/** One column the chooser offers: its id (a field name, or an added column's id) and its header. */
export interface ColumnChoice {
  readonly id: string;
  readonly label: string;
}

/** Props of {@link ColumnsMenu}. */
export interface ColumnsMenuProps {
  readonly columns: readonly ColumnChoice[];
  /** The ids hidden now. */
  readonly hidden: readonly string[];
  /**
   * Changes the hidden ids, from the latest ones: two quick clicks each hide their column even
   * when the second comes before the list has drawn the first (listState.ts).
   */
  readonly onChange: (update: (latest: readonly string[]) => string[]) => void;
}

/**
 * The list header's column chooser: each column ticked when shown; a click shows or hides it,
 * and the last shown column stays. The choice lives in the list's URL (`?hide=`), so reload,
 * back and a saved view keep it.
 */
export function ColumnsMenu({ columns, hidden, onChange }: ColumnsMenuProps) {
  const { t } = useLabels();
  const shown = columns.filter((c) => !hidden.includes(c.id));
  const toggle = (id: string) =>
    onChange((latest) => {
      if (latest.includes(id)) return latest.filter((h) => h !== id);
      const next = [...latest, id];
      return columns.every((c) => next.includes(c.id)) ? [...latest] : next; // the last shown column stays
    });
  const content = (
    <div className="bo-columns-chooser">
      <Menu role="listbox" aria-label={t('list.columns')} aria-multiselectable className="bo-columns-menu">
        {columns.map((column) => {
          const visible = !hidden.includes(column.id);
          return (
            <MenuItem
              key={column.id}
              roleStructure="listoption"
              selected={visible}
              text={column.label}
              disabled={visible && shown.length === 1}
              shouldDismissPopover={false}
              onClick={() => toggle(column.id)}
            />
          );
        })}
      </Menu>
      <Button
        variant={ButtonVariant.MINIMAL}
        icon="eye-open"
        text={t('list.showAllColumns')}
        disabled={hidden.length === 0}
        onClick={() => onChange(() => [])}
        fill
        alignText="start"
      />
    </div>
  );
  return (
    <Popover content={content} placement="bottom-end">
      <Button
        icon="column-layout"
        text={hidden.length > 0 ? t('list.columnsHidden', { count: hidden.length }) : t('list.columns')}
        data-testid="list-columns"
        endIcon="caret-down"
      />
    </Popover>
  );
}
