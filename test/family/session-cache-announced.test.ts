import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '@server/db/client';
import { accessVersions } from '@server/db/schema';
import type { AccessChangeFeed, AccessChangeListener } from '@server/db/access-change-feed';
import { createSessionCache, type ResolvedSession } from '@server/auth/session-cache';
import type { Actor } from '@server/auth/actor';
import type { TestApp } from '@test/harness/test-app';
import { newUser } from '@test/harness/accounts';
import { createFamilyTestApp, newConnectedMember } from '@test/harness/family';
import { PGLITE_SNAPSHOT_ENV } from '@test/harness/test-database';

// The embedded database announces every change of an access counter as it commits (migration
// 0019), and its session cache trusts those announcements instead of reading the counter on
// every request (auth/session-cache.ts). Always on PGlite, also when the rest of the suite runs
// on PostgreSQL, so that the embedded default is covered wherever the tests run.
let database: DatabaseHandle;
let t: TestApp;
beforeAll(async () => {
  const snapshot = process.env[PGLITE_SNAPSHOT_ENV];
  database = await openPglite(null, snapshot ? new Blob([readFileSync(snapshot)]) : undefined);
  await database.migrate();
  t = await createFamilyTestApp({ database });
});
afterAll(() => t.close());

/** How many statements reading an access counter `run` sends to the embedded database. */
async function accessReadsDuring(run: () => Promise<void>): Promise<number> {
  const client = database.pglite!;
  const original = client.query.bind(client);
  let count = 0;
  client.query = ((query: string, ...rest: unknown[]) => {
    if (query.includes('access_versions')) count += 1;
    return (original as (...args: unknown[]) => unknown)(query, ...rest);
  }) as typeof client.query;
  try {
    await run();
  } finally {
    client.query = original;
  }
  return count;
}

async function counterOf(userId: string): Promise<number> {
  const [row] = await database.db
    .select({ version: accessVersions.version })
    .from(accessVersions)
    .where(eq(accessVersions.userId, userId));
  return row?.version ?? 0;
}

describe('access changes on the embedded database', () => {
  it('are announced as they commit, with the new counter', async () => {
    const user = await newUser(t);
    const heard: Array<[string, number]> = [];
    const stop = database.accessChanges!.subscribe((userId, version) =>
      heard.push([userId, version]),
    );
    try {
      await database.db.execute(
        sql`update profiles set full_name = 'Renamed Person' where id = ${user.id}`,
      );
      // No waiting: the notice has been handled before the update's caller goes on.
      expect(heard).toEqual([[user.id, await counterOf(user.id)]]);
    } finally {
      stop();
    }
  });

  it('let a cached request go without reading the counter, and still refuse a revoked member at once', async () => {
    const owner = await newUser(t);
    const member = await newConnectedMember(t, owner, 'guest');
    const list = `/api/expenses?owners=${owner.id}`;
    expect((await member.client.get(list)).status).toBe(200);

    const reads = await accessReadsDuring(async () => {
      expect((await member.client.get(list)).status).toBe(200);
      expect((await member.client.get(list)).status).toBe(200);
    });
    expect(reads).toBe(0);

    expect((await owner.client.delete(`/api/family/members/${member.id}`)).status).toBe(200);
    expect((await member.client.get(list)).status).toBe(404);
  });
});

/** A feed the test announces on itself. */
function fakeFeed() {
  const listeners = new Set<AccessChangeListener>();
  const feed: AccessChangeFeed = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const announce = (userId: string, version: number) => {
    for (const listener of listeners) listener(userId, version);
  };
  return { feed, announce };
}

function sessionOf(userId: string): ResolvedSession {
  const actor = { userId, email: 'someone@example.com', grants: [] } as unknown as Actor;
  return { actor, lastActiveAt: Date.now(), expiresAt: Date.now() + 60_000 };
}

describe('the session cache, told of changes', () => {
  it('retires a copy when a newer counter is announced, before or after it was kept', async () => {
    const { feed, announce } = fakeFeed();
    const cache = createSessionCache(database.db, { changes: feed });
    const [early, late] = [randomUUID(), randomUUID()];

    // A change commits after the counter was read but before the resolved session is kept.
    const earlyStamp = await cache.stamp(early);
    announce(early, earlyStamp.version + 1);
    cache.keep('early', sessionOf(early), earlyStamp);
    expect(await cache.find('early')).toBeNull();

    // The same change, announced once the copy is in use.
    cache.keep('late', sessionOf(late), await cache.stamp(late));
    expect(await cache.find('late')).not.toBeNull();
    announce(late, 1);
    expect(await cache.find('late')).toBeNull();
  });

  it('keeps using a copy, without reading the counter, while nothing newer is announced', async () => {
    const { feed, announce } = fakeFeed();
    const cache = createSessionCache(database.db, { changes: feed });
    const userId = randomUUID();
    cache.keep('cookie', sessionOf(userId), await cache.stamp(userId));
    announce(userId, 0);
    announce(randomUUID(), 7);
    const reads = await accessReadsDuring(async () => {
      expect(await cache.find('cookie')).not.toBeNull();
    });
    expect(reads).toBe(0);
  });

  it('checks a copy against the database once announced counters had to be forgotten', async () => {
    const { feed, announce } = fakeFeed();
    const cache = createSessionCache(database.db, { changes: feed });
    const [unchanged, changed] = [randomUUID(), randomUUID()];
    cache.keep('unchanged', sessionOf(unchanged), await cache.stamp(unchanged));
    cache.keep('changed', sessionOf(changed), await cache.stamp(changed));
    // Its announcement is among those pushed out by ten thousand other users' changes.
    announce(changed, 1);
    for (let i = 0; i <= 10_000; i += 1) announce(randomUUID(), 1);
    await database.db.execute(
      sql`insert into access_versions (user_id, version) values (${changed}, 1)`,
    );

    const reads = await accessReadsDuring(async () => {
      expect(await cache.find('unchanged')).not.toBeNull();
      expect(await cache.find('changed')).toBeNull();
    });
    expect(reads).toBe(2);
  });

  it('reads the counter on every use when nothing announces changes (PostgreSQL)', async () => {
    const cache = createSessionCache(database.db);
    const userId = randomUUID();
    cache.keep('cookie', sessionOf(userId), await cache.stamp(userId));
    const reads = await accessReadsDuring(async () => {
      expect(await cache.find('cookie')).not.toBeNull();
    });
    expect(reads).toBe(1);
    await database.db.execute(
      sql`insert into access_versions (user_id, version) values (${userId}, 1)`,
    );
    expect(await cache.find('cookie')).toBeNull();
  });
});
