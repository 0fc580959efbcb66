import { z } from 'zod';

/** An S3-compatible bucket the uploads live in (AWS S3, MinIO, Cloudflare R2, Backblaze B2...). */
export interface S3Config {
  /** Base URL of the service, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

const text = z.string().trim().min(1);

const s3EnvSchema = z.object({
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }),
  S3_BUCKET: text.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'),
  S3_REGION: text.default('us-east-1'),
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
});

/**
 * The S3 settings from the environment: none without S3_ENDPOINT (uploads then stay in the
 * data folder); with it, the bucket and both keys are required.
 */
export function loadS3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_ENDPOINT?.trim()) return undefined;
  const parsed = s3EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
  };
}
