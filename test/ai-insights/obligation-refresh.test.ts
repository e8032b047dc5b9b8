import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  obligationsOf,
  refreshObligations,
  type KeptObligations,
} from '@server/modules/ai-insights/snapshot/obligation-rows';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createTestApp, type TestApp } from '@test/harness/test-app';

/**
 * The kept obligations are brought up to date by reading every obligation's row version and
 * only the obligations that changed: these prove each kind of change is seen, and that what did
 * not change is the very object kept.
 */
const t: TestApp = await createTestApp();
afterAll(() => t.close());

let owner: TestUser;
let other: TestUser;
const ids: string[] = [];
let db: Database;

async function addObligation(user: TestUser, vendor: string, costCents: number) {
  const response = await user.client.post('/api/expenses', {
    category: 'other',
    vendor,
    costCents,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { expense: { id: string } }).expense.id;
}

beforeAll(async () => {
  db = t.database.db;
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  other = await newUser(t, { fullName: 'Oscar Other' });
  for (const [vendor, cost] of [
    ['Netflix', 1_599],
    ['Verizon', 8_000],
    ['Gym', 4_500],
  ] as const)
    ids.push(await addObligation(owner, vendor, cost));
  await addObligation(other, 'Not ours', 100);
});

const vendors = (kept: KeptObligations) => kept.list.map((obligation) => obligation.vendor);

describe('refreshObligations', () => {
  it('returns the kept copy itself when nothing changed, whatever changed elsewhere', async () => {
    const kept = await obligationsOf(db, [owner.id]);
    await addObligation(other, 'Also not ours', 200);
    expect(await refreshObligations(db, [owner.id], kept)).toBe(kept);
  });

  it('reads again only an edited obligation, and one whose amounts changed', async () => {
    const kept = await obligationsOf(db, [owner.id]);
    const response = await owner.client.put(`/api/expenses/${ids[1]}`, {
      category: 'other',
      vendor: 'Verizon Wireless',
      costCents: 9_000,
    });
    expect(response.status).toBe(200);
    const edited = await refreshObligations(db, [owner.id], kept);
    expect(vendors(edited)).toEqual(['Netflix', 'Verizon Wireless', 'Gym']);
    expect(edited.list[1]?.history.map((point) => point.amountCents)).toEqual([8_000, 9_000]);
    expect(edited.list[0]).toBe(kept.list[0]);
    expect(edited.list[2]).toBe(kept.list[2]);

    // An amount alone (a scanned bill), with no change to the obligation's row.
    await db.execute(
      sql`insert into obligation_amounts (obligation_id, user_id, amount_cents, source)
          values (${ids[2]}, ${owner.id}, 4700, 'bill_scan')`,
    );
    const scanned = await refreshObligations(db, [owner.id], edited);
    expect(scanned.list[2]?.history.map((point) => point.amountCents)).toEqual([4_500, 4_700]);
    expect(scanned.list[1]).toBe(edited.list[1]);
    // The same read again finds nothing new.
    expect(await refreshObligations(db, [owner.id], scanned)).toBe(scanned);
  });

  it('sees an obligation added and one deleted, in the list order', async () => {
    const kept = await obligationsOf(db, [owner.id]);
    const added = await addObligation(owner, 'Spotify', 1_199);
    expect((await owner.client.delete(`/api/expenses/${ids[0]}`)).ok).toBe(true);
    const refreshed = await refreshObligations(db, [owner.id], kept);
    expect(vendors(refreshed)).toEqual(['Verizon Wireless', 'Gym', 'Spotify']);
    expect(refreshed.list.map((obligation) => obligation.id).at(-1)).toBe(added);
    const whole = await obligationsOf(db, [owner.id]);
    expect(refreshed.list).toEqual(whole.list);
    expect(refreshed.versions).toEqual(whole.versions);
  });
});
