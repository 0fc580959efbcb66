/**
 * The keyboard (issue 12), public face: the shell's shortcuts and command palette, and the
 * `?` dialog listing them, for the app's BlueprintProvider.
 */
export { KeyboardShortcuts } from './KeyboardShortcuts';
export { renderShortcutsDialog } from './ShortcutsDialog';
