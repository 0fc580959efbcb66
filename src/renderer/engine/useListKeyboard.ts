import { useHotkeys, type HotkeyConfig } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListResult } from '../../shared/api/listQuery';
import { isKeyboardBusy } from '../components/keyboard';
import { idsOfRows, rememberListIds } from './listMemory';

/** What {@link useListKeyboard} works with. */
export interface ListKeyboard {
  readonly resource: string;
  /** The page's answer: its rows' ids are remembered for the record pages' next and previous. */
  readonly data: ListResult<unknown> | undefined;
  /** The page's own list, not one inside another page's tabs: only it takes `/` and `n`. */
  readonly main: boolean;
  /** The list page's element, holding its search box. */
  readonly container: RefObject<HTMLElement | null>;
  /** Opens the create form; absent when the user may not create. */
  readonly onCreate?: () => void;
}

/**
 * A list's keyboard (issue 12): remembers the ids of the rows it shows, in order, and on a page's
 * own list `/` focuses the search box and `n` opens the create form where the user may create,
 * both listed by `?`.
 */
export function useListKeyboard({ resource, data, main, container, onCreate }: ListKeyboard): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (data) rememberListIds(window.sessionStorage, resource, idsOfRows(data.results));
  }, [resource, data]);

  // The latest create callback, so a new arrow from the page's render does not re-register the keys.
  const create = useRef(onCreate);
  useEffect(() => {
    create.current = onCreate;
  }, [onCreate]);
  const mayCreate = onCreate !== undefined;

  const hotkeys = useMemo((): HotkeyConfig[] => {
    if (!main) return [];
    const group = t('shortcuts.groups.list');
    const search: HotkeyConfig = {
      combo: '/',
      global: true,
      group,
      label: t('shortcuts.focusSearch'),
      onKeyDown: (event) => {
        const input = container.current?.querySelector<HTMLInputElement>('.bo-list-search input');
        if (!input || isKeyboardBusy(event.target)) return;
        event.preventDefault();
        input.focus();
        input.select();
      },
    };
    const createKey: HotkeyConfig = {
      combo: 'n',
      global: true,
      group,
      label: t('shortcuts.create'),
      onKeyDown: (event) => {
        if (isKeyboardBusy(event.target)) return;
        event.preventDefault();
        create.current?.();
      },
    };
    return mayCreate ? [search, createKey] : [search];
  }, [main, mayCreate, container, t]);
  useHotkeys(hotkeys, { showDialogKeyCombo: false });
}
