import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ZAnomalies,
  ZPortfolioInsights,
  ZRecommendations,
  type TAiRequest,
} from '@shared/ai-insights/ai-schemas';
import { obligationAmounts } from '@server/db/schema';
import {
  createSnapshotCache,
  type SnapshotReader,
} from '@server/modules/ai-insights/snapshot/snapshot-cache';
import { PART_NAMES, type PartName } from '@server/modules/ai-insights/snapshot/snapshot-parts';
import { emptySnapshot } from '@server/modules/ai-insights/snapshot/snapshot-fixture';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newGuest } from '@test/harness/family';

/**
 * The assistant keeps a household's snapshot, part by part, while the per-table counters of the
 * tables each part reads are unchanged. These prove that every kind of write the snapshot reads
 * is seen by the very next request, including the tables migration 0015 added to the counter,
 * and how the cache itself behaves.
 */
const t: TestApp = await createFamilyTestApp();
afterAll(() => t.close());

let owner: TestUser;
let accountId = '';
let geicoId = '';

function ask(request: TAiRequest) {
  return owner.client.post('/api/ai-financial-assistant', request);
}

beforeAll(async () => {
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  const bill = await owner.client.post('/api/expenses', {
    category: 'auto',
    vendor: 'Geico',
    costCents: 12_000,
  });
  geicoId = ((await bill.json()) as { expense: { id: string } }).expense.id;
  const account = await owner.client.post('/api/investments', {
    type: 'brokerage',
    institutionName: 'Fidelity',
    accountName: 'Joint',
    designation: 'none',
    beneficiaries: [],
  });
  accountId = ((await account.json()) as { investment: { id: string } }).investment.id;
});

async function addHolding(symbol: string, priceMicros: number): Promise<void> {
  const response = await owner.client.post(`/api/investments/${accountId}/holdings`, {
    symbol,
    name: symbol,
    assetClass: 'etf',
    quantity: 10,
    priceMicros,
  });
  expect(response.status).toBe(201);
}

describe('the kept snapshot, through the app', () => {
  it('answers from a new holding at once', async () => {
    await addHolding('VTI', 250_000_000);
    const before = ZPortfolioInsights.parse(
      await (await ask({ action: 'analyze_portfolio' })).json(),
    );
    expect(before.totalValue).toBe(2500);
    await addHolding('BND', 70_000_000);
    const after = ZPortfolioInsights.parse(
      await (await ask({ action: 'analyze_portfolio' })).json(),
    );
    expect(after).toMatchObject({ totalValue: 3200, investmentCount: 2 });
  });

  it('sees a scanned bill added to the amount history alone (migration 0015)', async () => {
    const first = ZAnomalies.parse(await (await ask({ action: 'detect_anomalies' })).json());
    expect(first.anomalies).toEqual([]);
    // Only obligation_amounts changes, as when a bill is saved to an obligation whose cost stays.
    await t.database.db.insert(obligationAmounts).values({
      obligationId: geicoId,
      userId: owner.id,
      amountCents: 18_000,
      source: 'bill_scan',
      periodStart: new Date().toISOString().slice(0, 10),
    });
    const second = ZAnomalies.parse(await (await ask({ action: 'detect_anomalies' })).json());
    expect(second.anomalies.map((anomaly) => anomaly.rule)).toEqual(['price_change']);
  });

  it('sees a child named on a new kids obligation in the estate tips at once', async () => {
    const rules = async () =>
      ZRecommendations.parse(await (await ask({ action: 'get_recommendations' })).json()).tips.map(
        (tip) => tip.rule,
      );
    expect(await rules()).not.toContain('children-without-guardian');
    const added = await owner.client.post('/api/expenses', {
      category: 'kids',
      vendor: 'Little Stars Daycare',
      entityName: 'Emma',
      costCents: 90_000,
    });
    expect(added.status).toBe(201);
    expect(await rules()).toContain('children-without-guardian');
  });

  it('sees a trusted contact added (migration 0015)', async () => {
    const rules = async () =>
      ZRecommendations.parse(await (await ask({ action: 'get_recommendations' })).json()).tips.map(
        (tip) => tip.rule,
      );
    expect(await rules()).toContain('no-trusted-contacts');
    const guest = await newGuest(t, owner, 'Gabe Guest');
    const added = await owner.client.post('/api/triggering-event/contacts', {
      contactUserId: guest.id,
    });
    expect(added.status).toBe(201);
    const after = await rules();
    expect(after).not.toContain('no-trusted-contacts');
    expect(after).toContain('single-trusted-contact');
  });
});

describe('createSnapshotCache', () => {
  const OWNER = '00000000-0000-4000-8000-0000000000aa';
  const OTHER = '00000000-0000-4000-8000-0000000000bb';
  const TODAY = '2026-11-26';

  /** A reader that records which parts each build read, and fails when told to. */
  function counting() {
    const reads: PartName[][] = [];
    let failing = false;
    const reader: SnapshotReader = {
      readParts(names, kept) {
        if (failing) return Promise.reject(new Error('database went away'));
        reads.push([...names].sort());
        const { obligations, loans, investments, documents, advisors, people, instrumentDetails } =
          emptySnapshot(TODAY, OWNER);
        const read = {
          obligations: { list: obligations, versions: new Map<string, string>() },
          income: [],
          loans,
          investments,
          documents,
          advisors,
          people,
          instrumentDetails,
          triggering: [],
          guidebookHeadings: [],
          children: new Map<string, readonly string[]>(),
          estate: emptySnapshot(TODAY, OWNER).estate,
        };
        return Promise.resolve({ ...kept, ...read });
      },
      assemble: () => emptySnapshot(TODAY, OWNER),
    };
    return {
      reader,
      reads,
      fail: (value: boolean) => {
        failing = value;
      },
    };
  }

  async function bump(ownerId: string, table: string): Promise<void> {
    await t.database.db.execute(
      sql`insert into household_table_versions (owner_id, table_name, version)
          values (${ownerId}, ${table}, 1)
          on conflict (owner_id, table_name)
          do update set version = household_table_versions.version + 1`,
    );
  }

  it('reads once while the counters, the day and the reader are unchanged, and derives once', async () => {
    const cache = createSnapshotCache({ db: t.database.db });
    const source = counting();
    const first = await cache.get('reader', [OWNER], TODAY, source.reader);
    const second = await cache.get('reader', [OWNER], TODAY, source.reader);
    expect(source.reads).toEqual([[...PART_NAMES].sort()]);
    let computed = 0;
    const derive = () => (computed += 1);
    first.derive('tips', derive);
    second.derive('tips', derive);
    expect(computed).toBe(1);

    await cache.get('another reader', [OWNER], TODAY, source.reader);
    await cache.get('reader', [OWNER], '2026-11-27', source.reader);
    expect(source.reads).toHaveLength(3);
    expect(source.reads[2]).toEqual([...PART_NAMES].sort());
  });

  it('reads again only the parts whose tables changed, and works the results out again', async () => {
    const cache = createSnapshotCache({ db: t.database.db });
    const source = counting();
    const first = await cache.get('reader', [OWNER], TODAY, source.reader);
    let computed = 0;
    const derive = () => (computed += 1);
    first.derive('tips', derive);

    await bump(OWNER, 'holdings');
    const afterHolding = await cache.get('reader', [OWNER], TODAY, source.reader);
    expect(source.reads.at(-1)).toEqual(['estate', 'investments']);
    afterHolding.derive('tips', derive);
    expect(computed).toBe(2);

    // A result that names the parts it reads is kept while those are unchanged.
    let anomalies = 0;
    const countAnomalies = () => (anomalies += 1);
    afterHolding.derive('anomalies', countAnomalies, ['obligations']);
    await bump(OWNER, 'loans');
    const afterLoan = await cache.get('reader', [OWNER], TODAY, source.reader);
    afterLoan.derive('anomalies', countAnomalies, ['obligations']);
    afterLoan.derive('tips', derive);
    expect(anomalies).toBe(1);
    expect(computed).toBe(3);

    await bump(OWNER, 'obligation_amounts');
    const afterAmount = await cache.get('reader', [OWNER], TODAY, source.reader);
    expect(source.reads.at(-1)).toEqual(['obligations']);
    afterAmount.derive('anomalies', countAnomalies, ['obligations']);
    expect(anomalies).toBe(2);

    // An edited obligation re-reads the obligations and the children's names, not the estate.
    await bump(OWNER, 'expenses');
    await cache.get('reader', [OWNER], TODAY, source.reader);
    expect(source.reads.at(-1)).toEqual(['children', 'obligations']);

    await bump(OWNER, 'documents');
    await cache.get('reader', [OWNER], TODAY, source.reader);
    expect(source.reads.at(-1)).toEqual(['documents']);

    // Another household's change is not this selection's.
    await bump(OTHER, 'expenses');
    await cache.get('reader', [OWNER], TODAY, source.reader);
    expect(source.reads).toHaveLength(6);
  });

  it('reads everything again after its age, keeps at most its entries, and does not build on a failed read', async () => {
    let clock = 0;
    const cache = createSnapshotCache({
      db: t.database.db,
      maxEntries: 1,
      maxAgeMs: 1000,
      now: () => clock,
    });
    const source = counting();
    await cache.get('reader', [OWNER], TODAY, source.reader);
    clock = 1001;
    await cache.get('reader', [OWNER], TODAY, source.reader);
    expect(source.reads).toHaveLength(2);
    expect(source.reads[1]).toEqual([...PART_NAMES].sort());

    // One entry at most: another selection pushes the first out.
    await cache.get('reader', [OTHER], TODAY, source.reader);
    await cache.get('reader', [OWNER], TODAY, source.reader);
    expect(source.reads).toHaveLength(4);

    await bump(OWNER, 'loans');
    source.fail(true);
    await expect(cache.get('reader', [OWNER], TODAY, source.reader)).rejects.toThrow('went away');
    source.fail(false);
    await cache.get('reader', [OWNER], TODAY, source.reader);
    expect(source.reads.at(-1)).toEqual([...PART_NAMES].sort());
  });
});
