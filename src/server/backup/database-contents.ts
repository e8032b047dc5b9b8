/**
 * Runs one SQL statement and returns its rows. Both engines are read through this in a backup:
 * PGlite inside its own transaction, PostgreSQL inside the transaction whose snapshot pg_dump uses.
 */
export type RunQuery = <T>(text: string) => Promise<T[]>;

/** Every table Nido's data lives in: all user schemas (public, and drizzle for the migrations). */
const TABLES = `
  SELECT table_schema AS schema, table_name AS name
  FROM information_schema.tables
  WHERE table_type = 'BASE TABLE'
    AND table_schema NOT IN ('pg_catalog', 'information_schema')
    AND table_schema NOT LIKE 'pg\\_%'
  ORDER BY 1, 2`;

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function listTables(run: RunQuery): Promise<{ schema: string; name: string }[]> {
  return run<{ schema: string; name: string }>(TABLES);
}

/** Rows per table, keyed `schema.table`: recorded in the manifest and checked after a restore. */
export async function countRows(run: RunQuery): Promise<Record<string, number>> {
  const tables = await listTables(run);
  if (tables.length === 0) return {};
  const counts = await run<{ name: string; rows: string }>(
    tables
      .map(
        ({ schema, name }) =>
          `SELECT '${`${schema}.${name}`.replaceAll("'", "''")}' AS name, count(*)::text AS rows ` +
          `FROM ${quoteIdentifier(schema)}.${quoteIdentifier(name)}`,
      )
      .join(' UNION ALL '),
  );
  return Object.fromEntries(counts.map((row) => [row.name, Number(row.rows)]));
}

/**
 * The stored objects the database refers to. Every table that keeps an object key is listed here,
 * so that a backup can check it holds each of them.
 */
export async function referencedObjectKeys(
  run: RunQuery,
  tables: Record<string, number>,
): Promise<string[]> {
  // A database the migrations have not reached yet holds no documents.
  if (!('public.documents' in tables)) return [];
  const rows = await run<{ key: string }>('SELECT object_key AS key FROM documents');
  return rows.map((row) => row.key);
}

export async function serverVersion(run: RunQuery): Promise<string> {
  const [row] = await run<{ version: string }>(
    "SELECT current_setting('server_version') AS version",
  );
  return row?.version ?? 'unknown';
}
