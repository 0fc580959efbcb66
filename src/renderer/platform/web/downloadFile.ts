import type { OpenFileInput, SavedFile } from '../../../shared/ipc/contract';
import type { NewFile } from '../../../shared/ipc/bridge';

/** Hands `blob` to the browser as a download named `fileName`; the browser picks where it lands. */
function download(blob: Blob, fileName: string): SavedFile {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return { saved: true };
}

/**
 * A file downloaded once it is written. Each part becomes a Blob as it comes: its bytes are
 * the browser's from then on (kept by the browser's process, on its disk when large), so the
 * page holds none of the file while the rest is written; the download is one Blob of them.
 */
export function downloadedFile({ fileName }: OpenFileInput): NewFile {
  let blobs: Blob[] = [];
  return {
    write(parts) {
      blobs.push(new Blob(parts));
      return Promise.resolve();
    },
    save() {
      const saved = download(new Blob(blobs), fileName);
      blobs = [];
      return Promise.resolve(saved);
    },
    discard() {
      blobs = [];
      return Promise.resolve();
    },
  };
}
