import { UPLOAD_MAX_BYTES } from '../../../shared/domain/constants';
import { sniffImage, type ImageKind } from '../uploads/imageType';

/** How the import downloads one card attachment. */
export interface DownloadOptions {
  /** Whether a URL may be fetched (attachmentHosts.ts); checked again on every redirect. */
  readonly allowed: (url: URL) => boolean;
  readonly timeoutMs: number;
  /** A file must be smaller than this. @default UPLOAD_MAX_BYTES (5 MB) */
  readonly maxBytes?: number;
  readonly fetch?: typeof fetch;
}

export type Downloaded =
  | { readonly ok: true; readonly data: Uint8Array; readonly kind: ImageKind }
  | { readonly ok: false; readonly reason: string };

/** Redirects followed at most (Trello's download links redirect once, to their storage). */
const MAX_REDIRECTS = 3;

const refused = (reason: string): Downloaded => ({ ok: false, reason });

/** The body, read until it ends or passes `maxBytes` (null then). */
async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared >= maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total >= maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Downloads one image attachment: only from allowed hosts (redirects included), with the
 * cookie sent to the card's own link only (never to the storage a redirect leads to), under the
 * size limit and the timeout, and only when its bytes are a PNG, JPEG, GIF or WebP image.
 * Never throws: a failure is answered with its reason, for the card's result.
 */
export async function downloadImage(
  link: string,
  cookie: string | undefined,
  options: DownloadOptions,
): Promise<Downloaded> {
  const { allowed, timeoutMs, maxBytes = UPLOAD_MAX_BYTES, fetch: doFetch = fetch } = options;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return refused('its link is not a web address');
  }
  const origin = url.origin;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      if (!allowed(url)) return refused(`${url.host} is not an allowed attachment host`);
      const headers: Record<string, string> = { accept: 'image/*' };
      if (cookie && url.origin === origin) headers.cookie = cookie;
      const response = await doFetch(url, { headers, redirect: 'manual', signal });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        url = new URL(location, url);
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return refused(`the download answered HTTP ${response.status}`);
      }
      const data = await readLimited(response, maxBytes);
      if (!data) return refused(`it is over the ${Math.round(maxBytes / 1024 / 1024)} MB limit`);
      const kind = sniffImage(data);
      return kind ? { ok: true, data, kind } : refused('it is not a PNG, JPEG, GIF or WebP image');
    }
    return refused('its link redirects too many times');
  } catch (error) {
    if (signal.aborted) return refused(`the download took longer than ${timeoutMs / 1000} s`);
    return refused(`the download failed (${error instanceof Error ? error.message : String(error)})`);
  }
}
