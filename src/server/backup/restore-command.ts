import path from 'node:path';
import { loadConfig } from '../env';
import { shortFingerprint } from '../platform/crypto/key-fingerprint';
import { readS3Settings } from '../platform/storage/create-object-storage';
import { BackupError } from './backup-error';
import { secretsFile } from './keys-in-place';
import { restoreBackup } from './restore-backup';
import { formatBytes, formatCount } from './report-format';

/** `nido restore FILE`: into an empty DATA_DIR, or the empty database in DATABASE_URL. */
export async function restoreCommand(args: string[]): Promise<void> {
  if (args.length !== 1 || args[0]?.startsWith('-'))
    throw new BackupError('Usage: nido restore FILE');
  const config = loadConfig();
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0] ?? '');
  const report = await restoreBackup({
    archive,
    config,
    storageKind: readS3Settings() ? 's3' : 'local',
  });
  const { manifest } = report;
  const rows = Object.values(manifest.database.tables).reduce((sum, count) => sum + count, 0);
  const into = config.databaseUrl ? 'the database in DATABASE_URL' : config.dataDir;
  const lines = [
    `Restored ${archive} (made ${manifest.createdAt} by Nido ${manifest.nidoVersion}) into ${into}.`,
    `  Database: ${formatCount(rows, 'row')} in ${formatCount(Object.keys(manifest.database.tables).length, 'table')}, checked against the backup.`,
    manifest.files.included
      ? `  Files: ${formatCount(manifest.files.count, 'stored file')} (${formatBytes(manifest.files.bytes)}) in ${path.join(config.dataDir, 'files')}.`
      : '  Files: not in this backup; they are in the S3 bucket. Set the same S3_* variables (and restore the bucket with your provider if it was lost).',
  ];
  const warnings: string[] = [];
  const fingerprint = manifest.keys.encryptionKeyFingerprint;
  const shown = fingerprint ? ` (fingerprint ${shortFingerprint(fingerprint)})` : '';
  if (report.keysRestored) lines.push(`  Keys: restored to ${secretsFile(config.dataDir)}.`);
  if (report.keys.encryption === 'absent' || report.keys.auth === 'absent')
    lines.push(
      `  Keys: not in this backup. Before starting Nido, put back the secrets.json this data had ` +
        `into ${config.dataDir}, or set AUTH_SECRET and ENCRYPTION_KEY: the data was sealed with ` +
        `the encryption key${shown}, and nothing else opens it.`,
    );
  else if (report.keys.encryption === 'match' && report.keys.auth === 'match')
    lines.push('  Keys: the keys in place are the ones this backup was made with.');
  if (report.keys.encryption === 'mismatch')
    warnings.push(
      `Warning: the encryption key in place (ENCRYPTION_KEY or secrets.json) is not the one this ` +
        `backup was made with${shown}: its encrypted data will not open. Put back the right key ` +
        'before starting Nido.',
    );
  if (report.keys.auth === 'mismatch')
    warnings.push(
      'Warning: the auth secret in place (AUTH_SECRET or secrets.json) is not the one this backup ' +
        'was made with: sessions and two-factor sign-in will not work until it is put back.',
    );
  if (manifest.files.missing.length > 0)
    warnings.push(
      `Warning: ${formatCount(manifest.files.missing.length, 'document')} had no stored file ` +
        'when the backup was made; they will not open.',
    );
  process.stdout.write(`${lines.join('\n')}\n`);
  if (warnings.length > 0) process.stderr.write(`${warnings.join('\n')}\n`);
}
