import {
  Button,
  ButtonGroup,
  ButtonVariant,
  KeyComboTag,
  Tooltip,
  useHotkeys,
  type HotkeyConfig,
} from '@blueprintjs/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isKeyboardBusy } from '../components/keyboard';
import { neighbourPath, neighboursOf, rememberedListIds } from './listMemory';

/** The keys that move to the previous and next record of the list the page was reached from. */
export const RECORD_KEYS = { previous: 'alt+up', next: 'alt+down' } as const;

/** Props of {@link RecordPager}. */
export interface RecordPagerProps {
  readonly resource: string;
  /** The record the page shows; its path segment is replaced by the neighbour's. */
  readonly id: number;
}

/**
 * Previous and next record of the list the page was reached from (issue 12), as two buttons and
 * as Alt+↑ and Alt+↓, listed by `?`. At an edge of the list's page the way on is disabled; a
 * record the last list did not show (opened from a link or the palette) shows no pager.
 */
export function RecordPager({ resource, id }: RecordPagerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const neighbours = useMemo(
    () => neighboursOf(rememberedListIds(window.sessionStorage, resource), id),
    [resource, id],
  );
  const go = useCallback(
    (target: number | null) => {
      if (target !== null) void navigate({ pathname: neighbourPath(pathname, id, target), search });
    },
    [navigate, pathname, search, id],
  );

  const hotkeys = useMemo((): HotkeyConfig[] => {
    if (!neighbours.listed) return [];
    const key = (combo: string, label: string, target: number | null): HotkeyConfig => ({
      combo,
      global: true,
      group: t('shortcuts.groups.record'),
      label,
      disabled: target === null,
      onKeyDown: (event) => {
        if (isKeyboardBusy(event.target)) return;
        event.preventDefault();
        go(target);
      },
    });
    return [
      key(RECORD_KEYS.previous, t('shortcuts.previous'), neighbours.previous),
      key(RECORD_KEYS.next, t('shortcuts.next'), neighbours.next),
    ];
  }, [neighbours, go, t]);
  useHotkeys(hotkeys, { showDialogKeyCombo: false });

  if (!neighbours.listed) return null;
  const button = (which: 'previous' | 'next', target: number | null) => (
    <Tooltip
      content={
        <span className="bo-record-pager-tip">
          {t(`shortcuts.${which}`)} <KeyComboTag combo={RECORD_KEYS[which]} />
        </span>
      }
      placement="bottom"
    >
      <Button
        icon={which === 'previous' ? 'chevron-up' : 'chevron-down'}
        aria-label={t(`shortcuts.${which}`)}
        disabled={target === null}
        data-testid={`record-${which}`}
        onClick={() => go(target)}
      />
    </Tooltip>
  );
  return (
    <ButtonGroup variant={ButtonVariant.OUTLINED} className="bo-record-pager" data-testid="record-pager">
      {button('previous', neighbours.previous)}
      {button('next', neighbours.next)}
    </ButtonGroup>
  );
}
