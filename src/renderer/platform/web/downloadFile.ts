import type { SavedFile, SaveFileInput } from '../../../shared/ipc/contract';

/** Hands the bytes to the browser as a download; the browser picks where it lands. */
export function downloadFile(input: SaveFileInput): SavedFile {
  // The parts are the browser's own from here (a large Blob leaves the page's memory).
  const blob = new Blob(input.parts);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = input.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return { saved: true };
}
