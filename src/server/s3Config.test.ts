import { describe, expect, it } from 'vitest';
import { loadS3Config } from './s3Config';

const full = {
  S3_ENDPOINT: 'http://minio:9000/',
  S3_BUCKET: 'agency-uploads',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('loadS3Config', () => {
  it('is off without S3_ENDPOINT: uploads stay in the data folder', () => {
    expect(loadS3Config({})).toBeUndefined();
    expect(loadS3Config({ S3_ENDPOINT: '  ', S3_BUCKET: 'x' })).toBeUndefined();
  });

  it('reads the bucket and keys, with us-east-1 as the default region', () => {
    expect(loadS3Config(full)).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'agency-uploads',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(loadS3Config({ ...full, S3_REGION: 'ap-southeast-1' })?.region).toBe('ap-southeast-1');
  });

  it('names what is missing or malformed', () => {
    expect(() => loadS3Config({ ...full, S3_BUCKET: '' })).toThrow(/S3_BUCKET/);
    expect(() => loadS3Config({ ...full, S3_SECRET_ACCESS_KEY: undefined })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadS3Config({ ...full, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadS3Config({ ...full, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
  });
});
