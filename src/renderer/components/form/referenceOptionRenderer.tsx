import { MenuItem } from '@blueprintjs/core';
import type { ItemRenderer } from '@blueprintjs/select';
import type { RefOption } from './useReferenceOptions';

/**
 * Renders one option of a reference picker: its title and `#id`, plus a tick or a blank
 * when `selectedIds` is given (multi-select).
 */
export const referenceOptionRenderer =
  (selectedIds?: readonly number[]): ItemRenderer<RefOption> =>
  (option, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={option.id}
        ref={ref}
        active={modifiers.active}
        text={option.title}
        label={`#${option.id}`}
        icon={selectedIds ? (selectedIds.includes(option.id) ? 'tick' : 'blank') : undefined}
        onClick={handleClick}
        onFocus={handleFocus}
        roleStructure="listoption"
      />
    ) : null;
