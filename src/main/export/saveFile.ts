import type { SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SavedFile } from '../../shared/ipc/contract';

export interface SaveFileDeps {
  readonly showSaveDialog: (
    options: SaveDialogOptions,
  ) => Promise<Pick<SaveDialogReturnValue, 'canceled' | 'filePath'>>;
  /** Folder the dialog opens in (the user's Downloads). */
  readonly defaultFolder: string;
  readonly writeFile?: (filePath: string, data: Uint8Array) => Promise<void>;
}

/** Exports (Excel and others): asks where to save, then writes the bytes there. */
export async function saveFile(deps: SaveFileDeps, input: { fileName: string; data: Uint8Array }): Promise<SavedFile> {
  const { canceled, filePath } = await deps.showSaveDialog({
    defaultPath: path.join(deps.defaultFolder, input.fileName),
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  });
  if (canceled || !filePath) return { saved: false };
  await (deps.writeFile ?? writeFile)(filePath, input.data);
  return { saved: true, filePath };
}
