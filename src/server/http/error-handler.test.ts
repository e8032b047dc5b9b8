import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle } from 'drizzle-orm/pglite';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { DiskSpaceStatus } from '../platform/disk-space/disk-space-status';
import { OUT_OF_DISK_SPACE_MESSAGE } from '../platform/disk-space/out-of-disk-space';
import type { AppEnv } from './context';
import { diskSpaceWatch } from './disk-space-watch';
import { handleError } from './error-handler';
import { requestContext } from './request-context';

/** The embedded database's disk_full as drizzle hands it on, values and all. */
function diskFull(severity: 'ERROR' | 'PANIC'): DrizzleQueryError {
  const cause = Object.assign(
    new Error('could not extend file "base/5/16390": No space left on device'),
    {
      code: '53100',
      severity,
      query: 'insert into "expenses" ("vendor", "description") values ($1, $2)',
      params: ['Ann Lee Dentistry', 'crown, tooth 14'],
    },
  );
  return new DrizzleQueryError(cause.query, cause.params, cause);
}

/** PGlite starts in a second or two; several at once on a busy 2-core machine take longer. */
const PGLITE_START_MS = 60_000;

let client: PGlite;
const lines: string[] = [];
let status: DiskSpaceStatus;
let app: Hono<AppEnv>;

beforeAll(async () => {
  client = await PGlite.create();
  const db = drizzle({ client });
  await db.execute(sql`create table notes (id serial primary key, body text)`);
  status = new DiskSpaceStatus();
  app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(
    '*',
    requestContext(createLogger({ logLevel: 'info' }, { write: (l: string) => lines.push(l) })),
  );
  app.use('*', diskSpaceWatch(status));
  app.post('/api/upload', async () => {
    await writeFile('/dev/full', 'Ann Lee passport scan');
    return new Response(null, { status: 201 });
  });
  app.post('/api/full', () => Promise.reject(diskFull('ERROR')));
  app.post('/api/panic', () => Promise.reject(diskFull('PANIC')));
  app.post('/api/fine', (c) => c.json({ ok: true }, 201));
  app.post('/api/nul', async (c) => {
    await db.execute(sql`insert into notes (body) values (${'Ann Lee\u0000 crown, tooth 14'})`);
    return c.json({ ok: true }, 201);
  });
  app.post('/api/broken', async (c) => {
    await db.execute(sql`insert into missing_table (body) values (${'crown, tooth 14'})`);
    return c.json({ ok: true }, 201);
  });
}, PGLITE_START_MS);
afterAll(() => client.close());

const post = (path: string) => app.request(path, { method: 'POST' });
const logSince = (start: number) => lines.slice(start).join('');

describe('handleError', () => {
  it('answers a file write on a full disk with 507 and says the server is out of disk space', async () => {
    const start = lines.length;
    const response = await post('/api/upload');
    expect(response.status).toBe(507);
    expect(await response.json()).toMatchObject({
      error: { code: 'INSUFFICIENT_STORAGE', message: OUT_OF_DISK_SPACE_MESSAGE },
    });
    expect(logSince(start)).toContain('out of disk space');
  });

  it("answers the database's disk_full with 507, marks the database full, and logs no values", async () => {
    const start = lines.length;
    const response = await post('/api/full');
    expect(response.status).toBe(507);
    expect(status.report()).toMatchObject({ status: 'full', areas: ['database'] });
    const logged = logSince(start);
    expect(logged).toContain('53100');
    expect(logged).toContain('insert into expenses');
    for (const value of ['Ann Lee', 'crown', 'Dentistry']) expect(logged).not.toContain(value);

    // A write that goes through shows that the database takes writes again.
    expect((await post('/api/fine')).status).toBe(201);
    expect(status.report()).toEqual({ status: 'ok' });
  });

  it('answers text the database cannot store with 400, whichever field let it through', async () => {
    const start = lines.length;
    const response = await post('/api/nul');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(logSince(start)).toContain('22021');
    expect(logSince(start)).not.toContain('crown');
  });

  it('logs any other failed statement by its code, without its values', async () => {
    const start = lines.length;
    expect((await post('/api/broken')).status).toBe(500);
    const logged = logSince(start);
    expect(logged).toContain('42P01');
    expect(logged).not.toContain('crown');
  });

  it('once the embedded database has stopped for lack of space, answers every API request at once', async () => {
    expect((await post('/api/panic')).status).toBe(507);
    expect(status.report()).toMatchObject({ databaseStopped: true });
    const next = await post('/api/fine');
    expect(next.status).toBe(507);
    expect(status.isDatabaseStopped).toBe(true);
  });
});
