import { BackupError } from './backup-error';
import { countRows, referencedObjectKeys, serverVersion } from './database-contents';
import type { FileStage } from './file-stage';
import {
  connectionFor,
  majorVersion,
  runTool,
  toolVersion,
  withPostgresClient,
} from './postgres-tools';

export type PostgresSnapshot = {
  postgresVersion: string;
  pgDumpVersion: string;
  tables: Record<string, number>;
  missing: string[];
};

/**
 * pg_dump (custom format) of the database into `dumpFile`, and the stored files it refers to.
 *
 * The snapshot is exported from a transaction of our own and handed to pg_dump (--snapshot), so
 * the row counts and the object keys read here are exactly what the dump holds. Files: every
 * object is linked before the snapshot, and any object the snapshot refers to that was uploaded
 * in between right after it. A document deleted while the dump runs keeps its file in the stage;
 * only a file both uploaded and deleted within the few milliseconds between the two steps could be
 * missed, and it would be reported as missing.
 */
export async function snapshotPostgres(
  databaseUrl: string,
  dumpFile: string,
  stage: FileStage | null,
): Promise<PostgresSnapshot> {
  return withPostgresClient(databaseUrl, async (run) => {
    const postgresVersion = await serverVersion(run);
    const serverMajor = majorVersion(postgresVersion);
    const dumpTool = await toolVersion('pg_dump', serverMajor);
    if (dumpTool.major < serverMajor)
      throw new BackupError(
        `pg_dump ${dumpTool.version} is older than the PostgreSQL server (${postgresVersion}): ` +
          `install the PostgreSQL ${serverMajor} client tools (or newer) and run this again.`,
      );

    await stage?.addAll();
    await run('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const [exported] = await run<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const tables = await countRows(run);
    const keys = await referencedObjectKeys(run, tables);
    const missing = stage ? await stage.addEach(keys) : [];

    const connection = connectionFor(databaseUrl);
    await runTool(
      'pg_dump',
      [
        '--format=custom',
        // The archive is compressed as a whole; compressing the dump too would only cost time.
        '--compress=0',
        `--snapshot=${exported?.snapshot ?? ''}`,
        `--file=${dumpFile}`,
        `--dbname=${connection.dbname}`,
      ],
      connection.env,
    );
    await run('COMMIT');
    return { postgresVersion, pgDumpVersion: dumpTool.version, tables, missing };
  });
}
