import {
  Classes,
  Dialog,
  DialogBody,
  Hotkey,
  Hotkeys,
  type HotkeyConfig,
  type HotkeysProviderProps,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Props of {@link ShortcutsDialog}. */
export interface ShortcutsDialogProps {
  readonly isOpen: boolean;
  readonly hotkeys: readonly HotkeyConfig[];
  readonly onClose: () => void;
}

/**
 * Blueprint's `?` dialog (its HotkeysDialog, with a translated title) listing the app's
 * shortcuts, which are all global. Local hotkeys are left out: the only ones are Blueprint
 * Table2's 'Copy selected table cells', idle here since the lists select no cells, and
 * untranslated. The list scrolls on a short window, so it takes focus to be scrolled with keys.
 */
export function ShortcutsDialog({ isOpen, hotkeys, onClose }: ShortcutsDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('shortcuts.title')} className={Classes.HOTKEY_DIALOG}>
      <DialogBody tabIndex={0}>
        <Hotkeys>
          {hotkeys
            .filter((hotkey) => hotkey.global === true)
            .map((hotkey, index) => (
              <Hotkey key={index} {...hotkey} />
            ))}
        </Hotkeys>
      </DialogBody>
    </Dialog>
  );
}

/** The app's BlueprintProvider renders the `?` dialog with this. */
export const renderShortcutsDialog: NonNullable<HotkeysProviderProps['renderDialog']> = (
  state,
  { handleDialogClose },
) => <ShortcutsDialog isOpen={state.isDialogOpen} hotkeys={state.hotkeys} onClose={handleDialogClose} />;
