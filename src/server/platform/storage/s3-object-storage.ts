import type * as S3 from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { buffer as collect } from 'node:stream/consumers';
import { assertValidObjectKey } from './object-key';
import { ObjectNotFoundError, type ObjectStorage } from './object-storage';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Ceph…). */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = 's3';
  private connection: Promise<{ sdk: typeof S3; client: S3.S3Client }> | undefined;

  constructor(private readonly settings: S3Settings) {}

  /**
   * The AWS SDK is loaded on first use rather than imported: it costs about 25 MB and 100 ms at
   * start, which installs keeping their files on local disk should not pay.
   */
  private connect() {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: this.settings.endpoint,
        region: this.settings.region,
        credentials: {
          accessKeyId: this.settings.accessKeyId,
          secretAccessKey: this.settings.secretAccessKey,
        },
        // Path-style URLs (endpoint/bucket/key) work on every S3-compatible server;
        // virtual-host style needs wildcard DNS that self-hosted MinIO and friends usually lack.
        forcePathStyle: true,
        // The newer SDK adds CRC checksums (aws-chunked bodies for streams) to every request,
        // which several S3-compatible servers reject; ask for them only where S3 requires them.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.connection;
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    assertValidObjectKey(key);
    // PutObject must know the length up front; a stream of unknown length would need a
    // multipart upload, which objects capped at 10 MB do not justify.
    const bytes = Buffer.isBuffer(body) ? body : await collect(body);
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Buffer> {
    assertValidObjectKey(key);
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(
        new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }),
      );
      if (!answer.Body) throw new Error('The storage server sent no body');
      const bytes = await answer.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    const { sdk, client } = await this.connect();
    // S3 answers 204 whether or not the object existed.
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    assertValidObjectKey(key);
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** Closes the client's pooled connections (tests, shutdown). */
  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    if (connection) (await connection).client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return (
    failure?.name === 'NoSuchKey' ||
    failure?.name === 'NotFound' ||
    failure?.$metadata?.httpStatusCode === 404
  );
}
