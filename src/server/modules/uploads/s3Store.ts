import { AwsClient } from 'aws4fetch';
import type { ImageKind } from './imageType';
import { newUploadPath, storeKey, type FileStore } from './fileStore';
import type { S3Config } from '../../s3Config';

/** How long a presigned upload URL is valid (spec section 7: 600 s). */
export const SIGNED_URL_SECONDS = 600;

/** One object as the bucket answers it. */
export interface S3Object {
  readonly body: Uint8Array;
  readonly contentType: string;
}

/**
 * Uploads in an S3-compatible bucket, addressed path-style (`<endpoint>/<bucket>/<yyyy>/<mm>/<name>`),
 * every request signed with AWS Signature V4 by aws4fetch. The public paths stay
 * `/uploads/...`: the server streams the objects (uploadsStatic.ts), so records,
 * validation and the client's CSP are the same whichever store holds the files.
 */
export class S3Store implements FileStore {
  private readonly aws: AwsClient;

  constructor(private readonly config: S3Config) {
    this.aws = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: 's3',
      region: config.region,
    });
  }

  async save(data: Uint8Array, kind: ImageKind, now = new Date()): Promise<string> {
    const publicPath = newUploadPath(kind, now);
    await this.put(publicPath, data, kind.mime);
    return publicPath;
  }

  async put(publicPath: string, data: Uint8Array, mime: string): Promise<void> {
    const res = await this.aws.fetch(this.url(publicPath), {
      method: 'PUT',
      body: data,
      headers: { 'content-type': mime },
    });
    await this.expect(res, 'store', publicPath);
  }

  async read(publicPath: string): Promise<Uint8Array | null> {
    return (await this.get(publicPath))?.body ?? null;
  }

  /** The object with its stored content type, or null when there is none. */
  async get(publicPath: string): Promise<S3Object | null> {
    const res = await this.aws.fetch(this.url(publicPath));
    if (res.status === 404) return null;
    await this.expect(res, 'read', publicPath);
    return {
      body: new Uint8Array(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async remove(publicPath: string): Promise<void> {
    const res = await this.aws.fetch(this.url(publicPath), { method: 'DELETE' });
    if (res.status !== 404) await this.expect(res, 'delete', publicPath);
  }

  /**
   * A URL the client PUTs the file to directly, valid SIGNED_URL_SECONDS; the content type is
   * signed, so the bucket stores what was declared.
   */
  async presignPut(publicPath: string, mime: string): Promise<string> {
    const url = new URL(this.url(publicPath));
    url.searchParams.set('X-Amz-Expires', String(SIGNED_URL_SECONDS));
    const signed = await this.aws.sign(url.toString(), {
      method: 'PUT',
      headers: { 'content-type': mime },
      aws: { signQuery: true, allHeaders: true },
    });
    return signed.url;
  }

  private url(publicPath: string): string {
    const key = storeKey(publicPath).split('/').map(encodeURIComponent).join('/');
    return `${this.config.endpoint}/${this.config.bucket}/${key}`;
  }

  private async expect(res: Response, action: string, publicPath: string): Promise<void> {
    if (res.ok) return;
    const detail = (await res.text().catch(() => '')).slice(0, 200);
    throw new Error(`S3 could not ${action} ${publicPath}: ${res.status} ${detail}`);
  }
}
