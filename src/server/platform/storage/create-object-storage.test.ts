import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../env';
import { createObjectStorage, readS3Settings } from './create-object-storage';

const S3_ENV = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'nido',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-data-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

describe('createObjectStorage', () => {
  it('keeps encrypted files under DATA_DIR/files when S3 is not configured', async () => {
    const storage = createObjectStorage({ dataDir, encryptionKey: randomBytes(32), env: {} });
    expect(storage.kind).toBe('local');
    await storage.put('u/1.pdf', Buffer.from('%PDF-1.4 plain words'), 'application/pdf');
    const onDisk = readFileSync(path.join(dataDir, 'files', 'u', '1.pdf'));
    expect(onDisk.includes(Buffer.from('plain words'))).toBe(false);
    expect((await storage.get('u/1.pdf')).toString()).toBe('%PDF-1.4 plain words');
  });

  it('uses S3 when the endpoint, bucket and credentials are set', () => {
    const storage = createObjectStorage({ dataDir, encryptionKey: randomBytes(32), env: S3_ENV });
    expect(storage.kind).toBe('s3');
  });
});

describe('readS3Settings', () => {
  it('defaults the region to us-east-1 and treats empty variables as unset', () => {
    expect(readS3Settings(S3_ENV)).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'nido',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(readS3Settings({ ...S3_ENV, S3_REGION: 'eu-west-3' })?.region).toBe('eu-west-3');
    expect(readS3Settings({ S3_ENDPOINT: '', S3_BUCKET: '' })).toBeUndefined();
  });

  it('stops the start when only part of the S3 settings is given', () => {
    expect(() => readS3Settings({ S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'b' })).toThrow(
      ConfigError,
    );
    expect(() => readS3Settings({ ...S3_ENV, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'S3_SECRET_ACCESS_KEY: must be set too',
    );
  });

  it('wants an http(s) endpoint and never echoes the secret', () => {
    const attempt = () => readS3Settings({ ...S3_ENV, S3_ENDPOINT: 'minio:9000' });
    expect(attempt).toThrow('S3_ENDPOINT: must be an http:// or https:// URL');
    expect(attempt).not.toThrow(/secret/);
  });
});
