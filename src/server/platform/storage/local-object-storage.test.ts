import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalObjectStorage } from './local-object-storage';
import { InvalidObjectKeyError } from './object-key';
import { ObjectNotFoundError } from './object-storage';

let folder: string;
let storage: LocalObjectStorage;
beforeEach(() => {
  folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'nido-files-')), 'files');
  storage = new LocalObjectStorage(folder);
});
afterEach(() => rmSync(path.dirname(folder), { recursive: true, force: true }));

describe('LocalObjectStorage', () => {
  it('round-trips a buffer into a file readable only by its owner, creating folders', async () => {
    await storage.put('user-1/2024/1.pdf', Buffer.from('%PDF-1.4 hello'), 'application/pdf');
    const file = path.join(folder, 'user-1', '2024', '1.pdf');
    expect(readFileSync(file, 'utf8')).toBe('%PDF-1.4 hello');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect((await storage.get('user-1/2024/1.pdf')).toString()).toBe('%PDF-1.4 hello');
    expect(await storage.exists('user-1/2024/1.pdf')).toBe(true);
  });

  it('writes a stream and replaces an existing object', async () => {
    await storage.put('u/a.png', Buffer.from('old'), 'image/png');
    await storage.put('u/a.png', Readable.from([Buffer.from('ne'), Buffer.from('w')]), 'image/png');
    expect((await storage.get('u/a.png')).toString()).toBe('new');
    expect(readdirSync(path.join(folder, 'u'))).toEqual(['a.png']);
  });

  it('leaves neither the object nor a temporary file behind when the body fails', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('partial');
        await Promise.resolve();
        throw new Error('client went away');
      })(),
    );
    await expect(storage.put('u/b.pdf', failing, 'application/pdf')).rejects.toThrow('went away');
    expect(readdirSync(path.join(folder, 'u'))).toEqual([]);
    expect(await storage.exists('u/b.pdf')).toBe(false);
  });

  it('deletes the file, and deleting twice is fine', async () => {
    await storage.put('u/c.pdf', Buffer.from('x'), 'application/pdf');
    await storage.delete('u/c.pdf');
    expect(existsSync(path.join(folder, 'u', 'c.pdf'))).toBe(false);
    expect(await storage.exists('u/c.pdf')).toBe(false);
    await expect(storage.delete('u/c.pdf')).resolves.toBeUndefined();
  });

  it('reports a missing object', async () => {
    await expect(storage.get('u/none.pdf')).rejects.toThrow(ObjectNotFoundError);
    await expect(storage.get('u/none.pdf/deeper')).rejects.toThrow(ObjectNotFoundError);
  });

  it('refuses keys that could leave its folder, before touching the disk', async () => {
    const outside = path.join(path.dirname(folder), 'secrets.json');
    for (const key of ['../secrets.json', 'u/../../secrets.json', outside, '/etc/passwd', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        InvalidObjectKeyError,
      );
      await expect(storage.get(key)).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidObjectKeyError);
    }
    expect(existsSync(outside)).toBe(false);
    expect(existsSync(folder)).toBe(false);
  });
});
