import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
  closeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '@test/harness/documents';
import { startServer, type ServerProcess } from '@test/harness/server-process';
import { runNido } from '@test/harness/nido-command';

// Issue 35, item 11: the real server on the embedded database, its DATA_DIR on a small tmpfs
// that is then filled up. A document upload and new obligations must be told that the server is
// out of disk space, /api/health must say so until writes succeed again, and the log must hold
// nothing of what was being saved. Mounting needs root; elsewhere this test is skipped and
// test/system/out-of-disk-space.test.ts (in process, a disk that answers ENOSPC) still runs.

/** Room for the embedded database (about 41 MB with its 16 MB write-ahead log) and a little more. */
const DISK_SIZE = '128m';
const PASSWORD = 'Correct-Horse-42';
const EMAIL = 'ann.lee@example.com';
/** Words of what is being saved, none of which may reach the log. */
const CONTENTS = ['Ann Lee', 'Quillfeather', 'crown-on-tooth-14', 'passport-of-ann', EMAIL];

let root: string;
let disk: string;
let mounted = false;
let skipReason = '';
let server: ServerProcess | undefined;
let cookie = '';

function mount(): void {
  if (process.getuid?.() !== 0) {
    skipReason = 'mounting a tmpfs needs root';
    return;
  }
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_SIZE}`, 'tmpfs', disk], {
      stdio: 'pipe',
    });
    mounted = true;
  } catch (error) {
    skipReason = `mount -t tmpfs failed: ${(error as Error).message.split('\n')[0]}`;
  }
}

function unmount(): void {
  if (!mounted) return;
  try {
    execFileSync('umount', [disk], { stdio: 'pipe' });
  } catch {
    // Still busy (a process that did not end): detach it; the kernel frees it when unused.
    execFileSync('umount', ['-l', disk], { stdio: 'pipe' });
  }
}

/** Writes zeros until the disk refuses, in large pieces then small ones: nothing is left. */
function fillUp(file: string): void {
  const fd = openSync(file, 'w');
  try {
    for (const size of [1024 * 1024, 4096, 512]) {
      const chunk = Buffer.alloc(size);
      for (;;) {
        try {
          writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw error;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

async function api(route: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (cookie) headers.set('Cookie', cookie);
  if (init.method && init.method !== 'GET') headers.set('Origin', server!.url);
  return fetch(`${server!.url}${route}`, { ...init, headers });
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** The verification link's token in the newest mail of the local mailbox. */
function mailedToken(dataDir: string): string {
  const folder = path.join(dataDir, 'mail');
  const newest = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .at(-1)!;
  const { text } = JSON.parse(readFileSync(path.join(folder, newest), 'utf8')) as { text: string };
  return new URL(text.match(/https?:\/\/\S*token=\S+/)![0]).searchParams.get('token')!;
}

function upload(name: string): Promise<Response> {
  const form = new FormData();
  form.set('details', JSON.stringify({ name, tags: ['identity'] }));
  form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), `${name}.png`);
  return api('/api/documents', { method: 'POST', body: form });
}

function createObligation(n: number): Promise<Response> {
  return api(
    '/api/expenses',
    json({
      category: 'other',
      vendor: `Quillfeather Dental ${n}`,
      costCents: 12_000 + n,
      // Long enough that a few rows fill a page and the table must grow on disk.
      description: `crown-on-tooth-14 for Ann Lee, visit ${n}: ${'x'.repeat(900)}`,
    }),
  );
}

type Health = {
  status: string;
  disk: { status: string; areas?: string[]; message?: string; databaseStopped?: boolean };
};

async function health(): Promise<{ status: number; body: Health }> {
  const response = await fetch(`${server!.url}/api/health`);
  return { status: response.status, body: (await response.json()) as Health };
}

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'nido-disk-full-'));
  disk = path.join(root, 'disk');
  mkdirSync(disk);
  mount();
});

afterAll(async () => {
  await server?.stop();
  unmount();
  rmSync(root, { recursive: true, force: true });
});

describe('a full disk under a running server', () => {
  it('is said to the person, reported by health, kept out of the log, and recovered from', async (context) => {
    if (!mounted) {
      const note = `the full-disk process test cannot run here: ${skipReason}`;
      process.stderr.write(`SKIPPED: ${note}\n`);
      context.skip(note);
    }
    const dataDir = path.join(disk, 'data');
    server = await startServer(
      { DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      { fromSource: true, timeoutMs: 60_000 },
    );

    // An account, signed in, with one obligation saved while there is room.
    const signUp = await api(
      '/api/auth/sign-up',
      json({ fullName: 'Ann Lee', email: EMAIL, password: PASSWORD, acceptedTerms: true }),
    );
    expect(signUp.status).toBe(201);
    expect(
      (await api('/api/auth/verify-email', json({ token: mailedToken(dataDir) }))).status,
    ).toBe(200);
    const signIn = await api('/api/auth/sign-in', json({ email: EMAIL, password: PASSWORD }));
    expect(signIn.status).toBe(200);
    cookie = signIn.headers
      .getSetCookie()
      .map((each) => each.split(';')[0])
      .join('; ');
    expect((await createObligation(0)).status).toBe(201);

    const filler = path.join(disk, 'filler');
    fillUp(filler);

    // The upload: the file cannot be written.
    const uploaded = await upload('passport-of-ann');
    expect(uploaded.status).toBe(507);
    const refusal = (await uploaded.json()) as { error: { code: string; message: string } };
    expect(refusal.error.code).toBe('INSUFFICIENT_STORAGE');
    expect(refusal.error.message).toMatch(/^The server is out of disk space/);

    // New obligations: the first few may fit in pages the table already has.
    const answers: number[] = [];
    for (let n = 1; n <= 60 && answers.at(-1) !== 507; n += 1)
      answers.push((await createObligation(n)).status);
    expect(answers.at(-1)).toBe(507);
    expect(answers.filter((status) => status !== 201 && status !== 507)).toEqual([]);

    const full = await health();
    expect(full.status).toBe(503);
    expect(full.body).toMatchObject({
      status: 'degraded',
      disk: { status: 'full', databaseStopped: false },
    });
    expect(full.body.disk.areas).toEqual(['database', 'files']);
    expect(full.body.disk.message).toMatch(/^The server is out of disk space/);

    const log = server.output();
    expect(log).toContain('out of disk space');
    expect(log).toContain('53100');
    for (const contents of [...CONTENTS, 'params', 'Failed query'])
      expect(log).not.toContain(contents);

    // A backup asked for now is refused in one line before its checkpoint could stop the
    // database, and leaves nothing behind.
    const backup = await runNido(
      { DATA_DIR: dataDir, DATABASE_URL: '' },
      'backup',
      path.join(root, 'nido-backup.tgz'),
    );
    expect(backup.code).toBe(1);
    expect(backup.stderr.trim()).toMatch(/^The data folder's disk is nearly full/);
    expect(backup.stderr.trim().split('\n')).toHaveLength(1);
    expect(readdirSync(root).filter((name) => name.includes('nido-backup'))).toEqual([]);

    // Space is freed: the next writes go through and health recovers by itself.
    rmSync(filler);
    expect((await upload('passport-of-ann')).status).toBe(201);
    expect((await createObligation(99)).status).toBe(201);
    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'ok', disk: { status: 'ok' } },
    });
  });
});
