import { copyFile, link, lstat, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { assertValidObjectKey } from '../platform/storage/object-key';
import { removeAbandonedStages } from './abandoned-stages';

const STAGE_PREFIX = '.backup-';

/**
 * The stored files of a backup, frozen at one moment: each object is hard-linked into a folder of
 * the backup's own (same file system, so a link is instant and costs no space). Local storage
 * replaces an object by renaming a new file over it and deletes by unlinking, so neither touches a
 * linked copy: the archive can then be written at leisure while the server keeps serving, and a
 * document deleted meanwhile still has its file in the backup.
 */
export class FileStage {
  private readonly staged = new Map<string, number>();

  private constructor(
    private readonly filesRoot: string,
    readonly dir: string,
  ) {}

  /** A stage in `dataDir` (beside `files/`, on the same file system). */
  static async create(dataDir: string): Promise<FileStage> {
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    await removeAbandonedStages(dataDir, STAGE_PREFIX);
    const dir = await mkdtemp(path.join(dataDir, `${STAGE_PREFIX}${process.pid}-`));
    return new FileStage(path.join(dataDir, 'files'), dir);
  }

  /** Links every object in storage now. */
  async addAll(): Promise<void> {
    let entries;
    try {
      entries = await readdir(this.filesRoot, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path
        .relative(this.filesRoot, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/');
      // An upload in progress is written to `<key>.<random>.partial` and renamed when complete.
      if (isObjectKey(key) && !key.endsWith('.partial')) await this.add(key);
    }
  }

  /** Links one object; false when storage does not have it. */
  async add(key: string): Promise<boolean> {
    if (this.staged.has(key)) return true;
    assertValidObjectKey(key);
    const source = path.join(this.filesRoot, key);
    const target = path.join(this.dir, key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return false;
      // `files/` on another file system, or one without hard links: a copy is the fallback.
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error;
      try {
        await copyFile(source, target, constants.COPYFILE_FICLONE);
      } catch (copyError) {
        if ((copyError as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw copyError;
      }
    }
    this.staged.set(key, (await lstat(target)).size);
    return true;
  }

  /** Links each of `keys` not staged yet; returns those storage does not have. */
  async addEach(keys: Iterable<string>): Promise<string[]> {
    const missing: string[] = [];
    for (const key of keys) if (!(await this.add(key))) missing.push(key);
    return missing;
  }

  /** The staged objects, sorted by key. */
  entries(): { key: string; size: number; path: string }[] {
    return [...this.staged]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, size]) => ({ key, size, path: path.join(this.dir, key) }));
  }

  async dispose(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }
}

function isObjectKey(key: string): boolean {
  try {
    assertValidObjectKey(key);
    return true;
  } catch {
    return false;
  }
}
