import type { ClipboardImage } from '../../../shared/ipc/contract';

/** The first image on the clipboard, or null when there is none or the browser refuses. */
export async function readClipboardImage(): Promise<ClipboardImage | null> {
  if (!navigator.clipboard?.read) return null;
  let items: ClipboardItems;
  try {
    items = await navigator.clipboard.read();
  } catch {
    return null;
  }
  for (const item of items) {
    const type = item.types.find((t) => t.startsWith('image/'));
    if (!type) continue;
    const blob = await item.getType(type);
    return { type, data: new Uint8Array(await blob.arrayBuffer()) };
  }
  return null;
}
