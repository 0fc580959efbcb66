import { describe, expect, it } from 'vitest';
import { readClipboardImage } from './readClipboardImage';

const item = (entries: Record<string, Blob>) => ({
  types: Object.keys(entries),
  getType: (type: string) => Promise.resolve(entries[type]),
});
const clipboardWith = (...items: ReturnType<typeof item>[]) => ({ read: () => Promise.resolve(items) }) as never;
const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

describe('readClipboardImage', () => {
  it('answers the PNG bytes, preferred over other image types', async () => {
    const jpeg = new Blob([new Uint8Array([255, 216])], { type: 'image/jpeg' });
    expect(
      await readClipboardImage(
        clipboardWith(item({ 'text/plain': new Blob(['x']) }), item({ 'image/jpeg': jpeg, 'image/png': png })),
      ),
    ).toEqual({
      type: 'image/png',
      data: new Uint8Array([137, 80, 78, 71]),
    });
  });

  it('answers another image type when there is no PNG', async () => {
    const jpeg = new Blob([new Uint8Array([255, 216])], { type: 'image/jpeg' });
    expect(await readClipboardImage(clipboardWith(item({ 'image/jpeg': jpeg })))).toEqual({
      type: 'image/jpeg',
      data: new Uint8Array([255, 216]),
    });
  });

  it('answers null when the clipboard holds no image', async () => {
    expect(await readClipboardImage(clipboardWith(item({ 'text/plain': new Blob(['hello']) })))).toBeNull();
    expect(await readClipboardImage(clipboardWith())).toBeNull();
  });
});
