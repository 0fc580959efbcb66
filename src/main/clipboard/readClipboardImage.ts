import type { Clipboard } from 'electron';
import type { ClipboardImage } from '../../shared/ipc/contract';

/** The first image on the clipboard (PNG preferred) with its bytes, or null when it holds none. */
export async function readClipboardImage(clipboard: Pick<Clipboard, 'read'>): Promise<ClipboardImage | null> {
  for (const item of await clipboard.read()) {
    const type = item.types.find((t) => t === 'image/png') ?? item.types.find((t) => t.startsWith('image/'));
    if (!type) continue;
    const blob = await item.getType(type);
    if (blob instanceof Blob) return { type, data: new Uint8Array(await blob.arrayBuffer()) };
  }
  return null;
}
