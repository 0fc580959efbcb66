import type { SavedFile } from '../../../shared/ipc/contract';

/** Hands the bytes to the browser as a download; the browser picks where it lands. */
export function downloadFile(input: { fileName: string; data: Uint8Array }): SavedFile {
  const blob = new Blob([input.data.slice()]);
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
