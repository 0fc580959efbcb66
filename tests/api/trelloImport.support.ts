import type { FastifyInstance } from 'fastify';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import sharp from 'sharp';
import { API } from './harness';

/** Helpers of trelloImport.test.ts: the attachment server and the import's multipart request. */

/** The cookie the attachment server wants for `/private/*`. */
export const TRELLO_COOKIE = 'dsc=abc123; token=s3cret';

/** A small image of one colour. */
export const solidImage = (color: string, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width: 24, height: 16, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();

export interface AttachmentServer {
  readonly origin: string;
  /** The same server under another origin (localhost): where `/redirect/*` leads. */
  readonly otherOrigin: string;
  /** The headers of every request, by path. */
  readonly seen: Map<string, IncomingHttpHeaders[]>;
  close(): Promise<void>;
}

/**
 * A local stand-in for Trello's attachment hosts: `/private/*` wants the cookie, `/public/*`
 * does not, `/redirect/*` sends to `/public/*` on the other origin, `/escape/*` to a host not allowed, `/big.png` is over 5 MB, `/text.png` is no
 * image, `/slow.png` never answers, `/missing.png` is a 404.
 */
export async function startAttachmentServer(): Promise<AttachmentServer> {
  const images: Record<string, Buffer> = {
    red: await solidImage('#d33'),
    blue: await solidImage('#33d', 'jpeg'),
    green: await solidImage('#3d3'),
  };
  const seen = new Map<string, IncomingHttpHeaders[]>();
  const otherOrigin = () => `http://localhost:${port}`;
  const hanging = new Set<ServerResponse>();
  let port = 0;
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    seen.set(path, [...(seen.get(path) ?? []), request.headers]);
    const [, area, name = ''] = path.split('/');
    const image = images[name.replace(/\.\w+$/, '')];
    if (area === 'private' && image) {
      if (request.headers.cookie !== TRELLO_COOKIE) return response.writeHead(401).end('sign in');
      return response.writeHead(200, { 'content-type': 'image/png' }).end(image);
    }
    if (area === 'public' && image) return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(image);
    if (area === 'escape')
      return response.writeHead(302, { location: `http://127.0.0.2:${port}/public/${name}` }).end();
    if (area === 'redirect') return response.writeHead(302, { location: `${otherOrigin()}/public/${name}` }).end();
    if (path === '/big.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(images.red.subarray(0, 16));
      return response.end(Buffer.alloc(6 * 1024 * 1024));
    }
    if (path === '/text.png') return response.writeHead(200, { 'content-type': 'image/png' }).end('not an image');
    if (path === '/slow.png') {
      hanging.add(response);
      return undefined;
    }
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    otherOrigin: otherOrigin(),
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ImportFile {
  readonly name: string;
  readonly data: Buffer | string;
}

/** The multipart body of an import, as the browser's FormData sends it. */
export async function importForm(file: ImportFile | null, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file)
    form.append('file', new Blob([new Uint8Array(Buffer.from(file.data))], { type: 'application/json' }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

/** POST /orders/trello-upload. */
export async function postImport(
  app: FastifyInstance,
  token: string | null,
  file: ImportFile | null,
  fields: Record<string, string>,
) {
  const { payload, contentType } = await importForm(file, fields);
  return app.inject({
    method: 'POST',
    url: `${API}/orders/trello-upload`,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A board export as an upload. */
export const boardFile = (board: unknown, name = 'board.json'): ImportFile => ({ name, data: JSON.stringify(board) });
