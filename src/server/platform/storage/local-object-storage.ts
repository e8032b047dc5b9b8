import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertValidObjectKey, InvalidObjectKeyError } from './object-key';
import { ObjectNotFoundError, type ObjectStorage } from './object-storage';

/**
 * Objects as files under one folder (DATA_DIR/files), readable by the server's user only. A
 * write goes to a temporary file that is flushed and then renamed over the target, so a crash
 * or a failed upload never leaves a half-written document under a real key.
 */
export class LocalObjectStorage implements ObjectStorage {
  readonly kind = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  // A file has no content type to keep: the documents table records it.
  async put(key: string, body: Buffer | Readable, _contentType: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    // Same folder as the target, so the rename stays on one file system and is atomic.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
    const file = await open(temporary, 'wx', 0o600);
    try {
      if (Buffer.isBuffer(body)) await file.writeFile(body);
      else for await (const chunk of body as AsyncIterable<Uint8Array>) await file.write(chunk);
      await file.sync();
      await file.close();
      await rename(temporary, target);
    } catch (error) {
      await file.close().catch(() => undefined);
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  private pathOf(key: string): string {
    assertValidObjectKey(key);
    const resolved = path.resolve(this.root, key);
    // Belt and braces: the key check already rules this out.
    if (!resolved.startsWith(this.root + path.sep))
      throw new InvalidObjectKeyError('Invalid storage key');
    return resolved;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
