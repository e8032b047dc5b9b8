import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { extract as tarExtract } from 'tar-stream';
import { openPglite, openPostgres, type DatabaseHandle } from '@server/db/client';
import { listTables, quoteIdentifier, type RunQuery } from '@server/backup/database-contents';
import { adminQuery, databaseUrl } from './test-database';

/** A throwaway PostgreSQL database on the server named by DATABASE_URL. */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const baseUrl = process.env.DATABASE_URL ?? '';
  const name = `nido_backup_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
  return {
    url: databaseUrl(baseUrl, name),
    drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

export type SourceDatabase = {
  handle: DatabaseHandle;
  /** The PostgreSQL URL (pg_dump needs it), or null for PGlite. */
  url: string | null;
  close(): Promise<void>;
};

/**
 * A migrated database for a backup's source, as the server runs it: PGlite in a folder on disk, or
 * (when DATABASE_URL is set) a new PostgreSQL database.
 */
export async function createSourceDatabase(): Promise<SourceDatabase> {
  if (process.env.DATABASE_URL) {
    const database = await createEmptyPostgresDatabase();
    const handle = openPostgres(database.url);
    await handle.migrate();
    return {
      handle: { ...handle, close: async () => {} },
      url: database.url,
      close: async () => {
        await handle.close();
        await database.drop();
      },
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'nido-backup-source-'));
  const handle = await openPglite(path.join(dir, 'db'));
  await handle.migrate();
  let closed = false;
  return {
    handle: {
      ...handle,
      close: async () => {
        if (!closed) await handle.close();
        closed = true;
      },
    },
    url: null,
    close: async () => {
      if (!closed) await handle.close();
      closed = true;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export function runOn(handle: DatabaseHandle): RunQuery {
  return async <T>(text: string) => {
    // node-postgres and PGlite both answer with `rows`; drizzle types the two differently.
    const result: unknown = await handle.db.execute(sql.raw(text));
    return (result as { rows: T[] }).rows;
  };
}

/** Every row of every table (the migrations table included), as JSON text, in order. */
export async function allRows(run: RunQuery): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const { schema, name } of await listTables(run)) {
    const rows = await run<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM ${quoteIdentifier(schema)}.${quoteIdentifier(name)} t ORDER BY 1`,
    );
    result[`${schema}.${name}`] = rows.map((row) => row.row);
  }
  return result;
}

/** Every file under a folder, keyed by its path relative to it (with `/`). */
export async function filesUnder(root: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries.filter((found) => found.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(root, full).split(path.sep).join('/'), await readFile(full));
  }
  return files;
}

/** The entries of a backup archive, in order, with their bytes. */
export async function archiveEntries(file: string): Promise<{ name: string; bytes: Buffer }[]> {
  const extract = tarExtract();
  createReadStream(file).pipe(createGunzip()).pipe(extract);
  const entries: { name: string; bytes: Buffer }[] = [];
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    entries.push({ name: entry.header.name, bytes: Buffer.concat(chunks) });
  }
  return entries;
}
