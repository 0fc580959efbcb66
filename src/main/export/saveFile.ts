import type { SaveDialogOptions, SaveDialogReturnValue, Shell } from 'electron';
import path from 'node:path';
import { ApiError } from '../../shared/api/errors';
import type { SavedFile, SaveFileInput } from '../../shared/ipc/contract';
import { writeFileAtomic } from '../fs/writeFileAtomic';

export interface SaveFileDeps {
  readonly showSaveDialog: (
    options: SaveDialogOptions,
  ) => Promise<Pick<SaveDialogReturnValue, 'canceled' | 'filePath'>>;
  /** Folder the dialog opens in (the user's Downloads). */
  readonly defaultFolder: string;
  /** Writes the whole file, its parts in order, or leaves none. @default a temporary file beside it, renamed over */
  readonly writeFile?: (filePath: string, parts: readonly Uint8Array[]) => Promise<void>;
}

/** An export's file is the user's own document: readable by them as any file they save. */
const FILE_MODE = 0o644;

const reasonOf = (err: unknown) =>
  err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : 'write failed';

/**
 * Exports (Excel and others): asks where to save, then writes the bytes there, part by part. The file
 * appears whole or not at all: the bytes go to a temporary file beside it, renamed over the
 * target once written, and removed when anything fails. A failure is an `ApiError` naming the
 * file and the reason, so the renderer can say what went wrong.
 */
export async function saveFile(deps: SaveFileDeps, input: SaveFileInput): Promise<SavedFile> {
  const { canceled, filePath } = await deps.showSaveDialog({
    defaultPath: path.join(deps.defaultFolder, input.fileName),
    filters: path.extname(input.fileName) === '.xlsx' ? [{ name: 'Excel', extensions: ['xlsx'] }] : [],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  });
  if (canceled || !filePath) return { saved: false };
  const write =
    deps.writeFile ?? ((file: string, parts: readonly Uint8Array[]) => writeFileAtomic(file, parts, FILE_MODE));
  try {
    await write(filePath, input.parts);
  } catch (err) {
    throw new ApiError({
      kind: 'http',
      statusCode: 500,
      message: `Could not save ${path.basename(filePath)} (${reasonOf(err)}).`,
    });
  }
  return { saved: true, filePath };
}

/**
 * Shows a saved file in the OS file manager. Only files this session saved are shown: the
 * renderer names a path, and main does not reveal paths it did not write itself.
 */
export function createSavedFiles(shell: Pick<Shell, 'showItemInFolder'>) {
  const saved = new Set<string>();
  return {
    remember(result: SavedFile): SavedFile {
      if (result.saved && result.filePath) saved.add(result.filePath);
      return result;
    },
    showInFolder(filePath: string): Promise<null> {
      if (!saved.has(filePath)) {
        return Promise.reject(new ApiError({ kind: 'http', statusCode: 403, message: 'Not a file this app saved.' }));
      }
      shell.showItemInFolder(filePath);
      return Promise.resolve(null);
    },
  };
}
