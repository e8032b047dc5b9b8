import { z } from 'zod';

/** Bumped when a reader of the previous version could not restore the archive correctly. */
export const BACKUP_FORMAT_VERSION = 1;

/**
 * The entries of an archive, in the order they are written. `manifest.json` comes first so that a
 * reader learns what it holds before the bulk; `checksums.json` comes last and lists every other
 * entry, so an archive that was cut short is recognised even when it happens to end at an entry
 * boundary.
 */
export const ENTRY = {
  manifest: 'manifest.json',
  pgliteDatabase: 'database/pglite-data.tar',
  postgresDatabase: 'database/postgres.dump',
  filesPrefix: 'files/',
  keys: 'keys/secrets.json',
  checksums: 'checksums.json',
} as const;

export const ZBackupManifest = z.object({
  format: z.literal('nido-backup'),
  formatVersion: z.number().int().positive(),
  nidoVersion: z.string(),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The server's `server_version` (PGlite's embedded PostgreSQL, or the PostgreSQL server). */
    postgresVersion: z.string(),
    /** The pg_dump that wrote a PostgreSQL dump: pg_restore must be at least this major version. */
    pgDumpVersion: z.string().optional(),
    /** Rows per table (`schema.table`) in the snapshot; restore checks it got the same. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  files: z.object({
    storage: z.enum(['local', 's3']),
    /** false when the objects live in an S3 bucket: the bucket is backed up by the provider. */
    included: z.boolean(),
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** Objects the database refers to that did not exist when the backup was made. */
    missing: z.array(z.string()),
  }),
  keys: z.object({
    /** keyFingerprint() of the 32-byte encryption key; null when no key was configured. */
    encryptionKeyFingerprint: z.string().nullable(),
    authSecretFingerprint: z.string().nullable(),
    included: z.boolean(),
  }),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;

export const ZChecksums = z.object({
  entries: z.record(z.string(), z.object({ size: z.number().int(), sha256: z.string() })),
});
export type TChecksums = z.infer<typeof ZChecksums>;

/** The keys as `DATA_DIR/secrets.json` holds them. */
export const ZStoredKeys = z.object({
  authSecret: z.string().min(32),
  encryptionKey: z.string().min(40),
});
export type TStoredKeys = z.infer<typeof ZStoredKeys>;
