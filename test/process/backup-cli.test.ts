import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNido, type CommandResult } from '@test/harness/nido-command';
import { archiveEntries } from '@test/harness/backup';
import { keyFingerprint } from '@server/platform/crypto/key-fingerprint';
import type { TBackupManifest } from '@server/backup/manifest';

let scratch: string;
let dataDir: string;

/** The real command, on the embedded database (no DATABASE_URL), with no server running. */
const nido = runNido;

let plain: Promise<{ archive: string; result: CommandResult }> | undefined;
/** A backup without keys, made once and shared by the tests that read it. */
function plainBackup() {
  plain ??= (async () => {
    const archive = path.join(scratch, 'plain.tgz');
    return { archive, result: await nido({ DATA_DIR: dataDir }, 'backup', archive) };
  })();
  return plain;
}

function manifestOf(entries: { name: string; bytes: Buffer }[]): TBackupManifest {
  return JSON.parse(entries[0]?.bytes.toString() ?? '{}') as TBackupManifest;
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'nido-backup-cli-'));
  dataDir = path.join(scratch, 'data');
  const demo = await nido({ DATA_DIR: dataDir }, 'demo', '40');
  expect(demo.code, demo.stderr).toBe(0);
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Each step starts the command (and PGlite) in a process of its own: seconds, not milliseconds.
describe('nido backup and restore', { timeout: 90_000 }, () => {
  it('backs up without the keys by default, owner-readable, and says what a restore needs', async () => {
    const { archive, result } = await plainBackup();
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Backup written to ${archive}`);
    expect(result.stdout).toContain('made by the data folder (no server was running); checked.');
    expect(result.stdout).toContain('Keys: not included.');
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    const entries = await archiveEntries(archive);
    expect(entries.map((entry) => entry.name)).not.toContain('keys/secrets.json');
    expect(entries.at(-1)?.name).toBe('checksums.json');
    const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as {
      authSecret: string;
      encryptionKey: string;
    };
    const manifest = manifestOf(entries);
    expect(manifest.keys).toEqual({
      encryptionKeyFingerprint: keyFingerprint(Buffer.from(secrets.encryptionKey, 'base64')),
      authSecretFingerprint: keyFingerprint(secrets.authSecret),
      included: false,
    });
    expect(manifest.database.tables['public.expenses']).toBe(40);
    for (const entry of entries) {
      expect(entry.bytes.includes(secrets.encryptionKey), entry.name).toBe(false);
      expect(entry.bytes.includes(secrets.authSecret), entry.name).toBe(false);
    }

    const restoredDir = path.join(scratch, 'restored-plain');
    const restored = await nido({ DATA_DIR: restoredDir }, 'restore', archive);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('checked against the backup');
    expect(restored.stdout).toContain(
      `Keys: not in this backup. Before starting Nido, put back the secrets.json this data had into ${restoredDir}`,
    );
    expect(existsSync(path.join(restoredDir, 'secrets.json'))).toBe(false);
  });

  it('includes the keys only when asked, with a warning, and restores them', async () => {
    const archive = path.join(scratch, 'with-keys.tgz');
    const result = await nido({ DATA_DIR: dataDir }, 'backup', archive, '--include-keys');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe(
      'Warning: this backup contains the encryption keys. Anyone who has the file can read all ' +
        'of the data: keep it as safe as the keys themselves.\n',
    );
    const entries = await archiveEntries(archive);
    const secrets = readFileSync(path.join(dataDir, 'secrets.json'), 'utf8');
    const keys = entries.find((entry) => entry.name === 'keys/secrets.json');
    expect(JSON.parse(keys?.bytes.toString() ?? '{}')).toEqual(JSON.parse(secrets));
    expect(manifestOf(entries).keys.included).toBe(true);

    const restoredDir = path.join(scratch, 'restored-keys');
    const restored = await nido({ DATA_DIR: restoredDir }, 'restore', archive);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(
      `Keys: restored to ${path.join(restoredDir, 'secrets.json')}.`,
    );
    expect(JSON.parse(readFileSync(path.join(restoredDir, 'secrets.json'), 'utf8'))).toEqual(
      JSON.parse(secrets),
    );
    expect(statSync(path.join(restoredDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('refuses to restore into a data folder that is not empty, in one line', async () => {
    const { archive } = await plainBackup();
    const result = await nido({ DATA_DIR: dataDir }, 'restore', archive);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    // secrets.json alone would not count: keys may be put back before a restore.
    expect(result.stderr).toBe(
      `${dataDir} is not empty (it holds db, files, mail): restore only into an empty folder. ` +
        'Set DATA_DIR to a new folder, or move this one away first.\n',
    );
  });

  it('refuses a damaged archive in one line and leaves the folder empty', async () => {
    const bytes = readFileSync((await plainBackup()).archive);
    const cut = path.join(scratch, 'cut.tgz');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.9)));
    const flipped = Buffer.from(bytes);
    const middle = Math.floor(bytes.length / 3);
    flipped[middle] = (flipped[middle] ?? 0) ^ 0x5a;
    const changed = path.join(scratch, 'changed.tgz');
    writeFileSync(changed, flipped);

    for (const archive of [cut, changed]) {
      const target = path.join(scratch, `target-${path.basename(archive)}`);
      const result = await nido({ DATA_DIR: target }, 'restore', archive);
      expect(result.code, archive).toBe(1);
      expect(result.stderr).toMatch(
        new RegExp(
          `^${archive.replaceAll('.', '\\.')} is not a complete Nido backup: it is damaged or was cut short \\([^\\n]+\\)\\.\\n$`,
        ),
      );
      expect(existsSync(target) ? readdirSync(target) : []).toEqual([]);
    }
  });

  it('never overwrites a file', async () => {
    const existing = path.join(scratch, 'existing.tgz');
    writeFileSync(existing, 'keep me');
    const result = await nido({ DATA_DIR: dataDir }, 'backup', existing);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${existing} already exists: give the backup a new name.\n`);
    expect(readFileSync(existing, 'utf8')).toBe('keep me');
  });
});
