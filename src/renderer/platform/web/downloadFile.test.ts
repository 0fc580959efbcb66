import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadedFile } from './downloadFile';

/** The page's document and URL as a browser gives them, enough for a download. */
function browser() {
  const links: { href: string; download: string; clicked: boolean }[] = [];
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('document', {
    createElement: () => {
      const link = {
        href: '',
        download: '',
        style: {},
        clicked: false,
        click: () => (link.clicked = true),
        remove: () => undefined,
      };
      links.push(link);
      return link;
    },
    body: { append: () => undefined },
  });
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return { links, blobs };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('downloadedFile', () => {
  it('downloads one Blob of every part written, in order, under its name', async () => {
    const { links, blobs } = browser();
    const file = downloadedFile({ fileName: 'orders.xlsx' });
    await file.write([new Uint8Array([1, 2])]);
    await file.write([new Uint8Array([3]), new Uint8Array([4])]);
    expect(await file.save()).toEqual({ saved: true });
    expect(links).toEqual([expect.objectContaining({ download: 'orders.xlsx', clicked: true })]);
    const blob = blobs.get(links[0].href)!;
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([1, 2, 3, 4]);
  });

  it('downloads nothing of a discarded file', async () => {
    const { links } = browser();
    const file = downloadedFile({ fileName: 'orders.xlsx' });
    await file.write([new Uint8Array([1])]);
    await file.discard();
    expect(links).toEqual([]);
  });
});
