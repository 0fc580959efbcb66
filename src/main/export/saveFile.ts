import type { SaveDialogOptions, SaveDialogReturnValue, Shell } from 'electron';
import { randomUUID } from 'node:crypto';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { ApiError } from '../../shared/api/errors';
import {
  MAX_SAVE_BYTES,
  type CloseFileInput,
  type OpenedFile,
  type OpenFileInput,
  type SavedFile,
  type WriteFileInput,
} from '../../shared/ipc/contract';
import { tempPathOf } from '../fs/writeFileAtomic';

export interface FileSavesDeps {
  readonly showSaveDialog: (
    options: SaveDialogOptions,
  ) => Promise<Pick<SaveDialogReturnValue, 'canceled' | 'filePath'>>;
  /** Folder the dialog opens in (the user's Downloads). */
  readonly defaultFolder: string;
  /** The most written to one file. @default {@link MAX_SAVE_BYTES} */
  readonly maxBytes?: number;
  /** Opens the temporary file, never one already there. @default a new file, mode 0644 */
  readonly openTemp?: (file: string) => Promise<TempFile>;
}

/** What a file's writing needs of its open temporary file. */
export type TempFile = Pick<FileHandle, 'write' | 'close'>;

/** An export's file is the user's own document: readable by them as any file they save. */
const FILE_MODE = 0o644;
/** Files written at once: an export at a time, with room for a second window's. */
export const MAX_OPEN_FILES = 4;

interface OpenFile {
  readonly filePath: string;
  readonly temp: string;
  readonly handle: TempFile;
  bytes: number;
  /** The writes and the close, one after another, whatever the renderer sends at once. */
  queue: Promise<unknown>;
}

const reasonOf = (err: unknown) =>
  err instanceof Error && 'code' in err && typeof err.code === 'string' ? err.code : 'write failed';

const sizeOf = (n: number) => (n >= 2 ** 20 ? `${n / 2 ** 20} MB` : `${n} bytes`);

const failure = (statusCode: number, message: string) => new ApiError({ kind: 'http', statusCode, message });

/** The error of a file the disk refused, naming it and the reason. */
const couldNotSave = (filePath: string, err: unknown) =>
  failure(500, `Could not save ${path.basename(filePath)} (${reasonOf(err)}).`);

/** Writes all of `bytes`: a file handle's write may take fewer than it is given. */
async function writeAll(handle: TempFile, bytes: Uint8Array): Promise<void> {
  for (let at = 0; at < bytes.byteLength;) {
    const { bytesWritten } = await handle.write(bytes, at);
    at += bytesWritten;
  }
}

/**
 * The files main writes for the renderer as an export makes them (`file:open`, `file:write`,
 * `file:close`). Opening asks where with the native save dialog, so a cancelled dialog costs
 * no export; the parts then go to a temporary file beside the chosen place as they come, and
 * only a kept file is renamed over it: the file appears whole or not at all. A file is named
 * by an id main made, at most {@link MAX_SAVE_BYTES} are written to it, and a failure is an
 * `ApiError` naming the file and the reason, after which nothing of it is left.
 */
export function createFileSaves(deps: FileSavesDeps) {
  const files = new Map<string, OpenFile>();
  const maxBytes = deps.maxBytes ?? MAX_SAVE_BYTES;
  const openTemp = deps.openTemp ?? ((file: string) => open(file, 'wx', FILE_MODE));

  const unknownFile = () => failure(404, 'No such file is being written.');

  /** Closes and removes the temporary file; the file is forgotten. */
  const drop = async (id: string, file: OpenFile): Promise<void> => {
    files.delete(id);
    await file.handle.close().catch(() => undefined);
    await rm(file.temp, { force: true });
  };

  /** Runs `step` after the file's earlier steps; a failure drops the file and says why. */
  const queued = <T>(id: string, step: (file: OpenFile) => Promise<T>): Promise<T> => {
    const file = files.get(id);
    if (!file) return Promise.reject(unknownFile());
    const run = file.queue.then(async () => {
      if (files.get(id) !== file) throw unknownFile();
      try {
        return await step(file);
      } catch (err) {
        await drop(id, file);
        throw err instanceof ApiError ? err : couldNotSave(file.filePath, err);
      }
    });
    file.queue = run.catch(() => undefined);
    return run;
  };

  return {
    async open(input: OpenFileInput): Promise<OpenedFile | null> {
      if (files.size >= MAX_OPEN_FILES) throw failure(429, 'Too many files are being saved at once.');
      const { canceled, filePath } = await deps.showSaveDialog({
        defaultPath: path.join(deps.defaultFolder, input.fileName),
        filters: path.extname(input.fileName) === '.xlsx' ? [{ name: 'Excel', extensions: ['xlsx'] }] : [],
        properties: ['createDirectory', 'showOverwriteConfirmation'],
      });
      if (canceled || !filePath) return null;
      const temp = tempPathOf(filePath);
      let handle: TempFile;
      try {
        handle = await openTemp(temp);
      } catch (err) {
        throw couldNotSave(filePath, err);
      }
      const id = randomUUID();
      files.set(id, { filePath, temp, handle, bytes: 0, queue: Promise.resolve() });
      return { id };
    },

    write({ id, parts }: WriteFileInput): Promise<null> {
      return queued(id, async (file) => {
        const size = parts.reduce((sum, part) => sum + part.byteLength, 0);
        if (file.bytes + size > maxBytes) {
          throw failure(413, `${path.basename(file.filePath)} would pass the ${sizeOf(maxBytes)} a file may hold.`);
        }
        for (const part of parts) await writeAll(file.handle, part);
        file.bytes += size;
        return null;
      });
    },

    close({ id, keep }: CloseFileInput): Promise<SavedFile> {
      return queued(id, async (file) => {
        if (!keep) {
          await drop(id, file);
          return { saved: false };
        }
        await file.handle.close();
        await rename(file.temp, file.filePath);
        files.delete(id);
        return { saved: true, filePath: file.filePath };
      });
    },

    /** Drops every file still open: the window that wrote them closed, or the app quits. */
    async discardAll(): Promise<void> {
      await Promise.all([...files].map(([id, file]) => drop(id, file)));
    },
  };
}

export type FileSaves = ReturnType<typeof createFileSaves>;

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
