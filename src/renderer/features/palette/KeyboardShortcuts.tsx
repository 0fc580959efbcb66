import { useHotkeys, type HotkeyConfig } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visibleMenu } from '../../../shared/domain/menu';
import { useCurrentUser } from '../../core/session/useCurrentUser';
import { CommandPalette } from './CommandPalette';
import { goToTargets } from './goToKeys';
import { useGoToKeys } from './useGoToKeys';

/** The palette's key, Ctrl+K (⌘K on a Mac). */
export const PALETTE_COMBO = 'mod+k';

/**
 * The app-wide keyboard (issue 12), mounted once by the private shell: Ctrl/⌘+K opens the
 * command palette, `g` then a letter goes to a menu entry the user sees, and `?` opens
 * Blueprint's list of every shortcut registered at the moment, these and the page's own.
 */
export function KeyboardShortcuts() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const targets = useMemo(() => goToTargets(visibleMenu(user)), [user]);
  useGoToKeys(targets);

  const hotkeys = useMemo((): HotkeyConfig[] => {
    const anywhere = t('shortcuts.groups.anywhere');
    const goTo = t('shortcuts.groups.goTo');
    return [
      {
        combo: PALETTE_COMBO,
        global: true,
        group: anywhere,
        label: t('shortcuts.palette'),
        allowInInput: true,
        preventDefault: true,
        onKeyDown: () => setOpen((was) => !was),
      },
      // Listed only: Blueprint opens its dialog on `?` itself, and useGoToKeys follows the sequences.
      { combo: '?', global: true, group: anywhere, label: t('shortcuts.help'), disabled: true },
      ...targets.map((target): HotkeyConfig => ({
        combo: `g+${target.letter}`,
        global: true,
        group: goTo,
        label: t(`menu.${target.key}`),
        disabled: true,
      })),
    ];
  }, [t, targets]);
  useHotkeys(hotkeys);

  return <CommandPalette isOpen={open} onClose={() => setOpen(false)} />;
}
