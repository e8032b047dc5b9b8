import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { projectPath } from '../project-path';
import { listenForAccessChanges, type AccessChangeFeed } from './access-change-feed';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded engine itself (PGlite only): backups copy its files inside its own lock. */
  pglite?: PGlite;
  /**
   * Every change of a user's access, as it commits (PGlite only: its one session is this
   * process's alone). Absent on PostgreSQL, where other app nodes change it too.
   */
  accessChanges?: AccessChangeFeed;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = projectPath('src/server/db/migrations');

/**
 * PGlite in `dataDir` (or in memory when `dataDir` is null), the embedded default. `startFrom` is
 * a copy of a database's files (`dumpDataDir`) to start from instead of an empty database.
 */
export async function openPglite(
  dataDir: string | null,
  startFrom?: Blob,
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ ...(dataDir && { dataDir }), loadDataDir: startFrom });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    accessChanges: await listenForAccessChanges(client),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

/** Connections per process; admission control (http/admission-control.ts) admits as many requests. */
export const POOL_SIZE = 10;
/**
 * The longest a query waits for a pooled connection, or for a new one to open. Admission control
 * keeps requests within the pool, so this is the backstop (exempt routes, a slow or unreachable
 * server): long enough to open a TLS connection to a busy managed database, short enough that
 * nothing waits unboundedly here; past it the query fails and the request answers 500.
 */
export const POOL_CONNECTION_TIMEOUT_MS = 5_000;

/**
 * PostgreSQL through node-postgres, used when DATABASE_URL is set. An idle connection the server
 * ends (a restart, a failover, a dropped test database) is discarded by the pool and the next
 * query opens a new one; without a listener its error would crash the process.
 */
export function openPostgres(
  connectionString: string,
  onIdleError: (error: Error) => void = () => undefined,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: POOL_CONNECTION_TIMEOUT_MS,
  });
  pool.on('error', onIdleError);
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
