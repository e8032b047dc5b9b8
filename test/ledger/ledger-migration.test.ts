import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@server/db/client';
import {
  assets,
  documents,
  estateAssetTitling,
  estateInstruments,
  holdings,
  investmentAccounts,
  legalDrafts,
} from '@server/db/schema';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { ZMergeProposals } from '@shared/ledger/account-merge-schemas';
import { createTestApp, TEST_ENCRYPTION_KEY, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';

// Issue 40 item 1: the migration that makes one ledger. Financial Accounts' investment-type rows
// as the old code stored them either merge into the investment record that is the same account
// (same institution and last 4, one to one) or move there under their own id; nothing is lost,
// and everything that pointed at them follows. Pairs it could not be sure of are proposed.
let t: TestApp;
let owner: TestUser;
const cipher = createFieldCipher(TEST_ENCRYPTION_KEY);

beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t, { fullName: 'Maria Carter' });
});
afterAll(() => t.close());

/** The migration's data part (its tables already exist in the migrated test database). */
async function runLedgerMigration(): Promise<void> {
  const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith('_one_ledger.sql'));
  expect(file, 'a migration named *_one_ledger.sql').toBeDefined();
  const statements = readFileSync(`${MIGRATIONS_FOLDER}/${file}`, 'utf8').split(
    '--> statement-breakpoint',
  );
  const from = statements.findIndex((each) => each.includes('CREATE TABLE "ledger_moves"'));
  expect(from).toBeGreaterThan(0);
  for (const statement of statements.slice(from)) await t.database.db.execute(sql.raw(statement));
}

async function oldAsset(values: Partial<typeof assets.$inferInsert>): Promise<string> {
  const [row] = await t.database.db
    .insert(assets)
    .values({
      userId: owner.id,
      type: 'retirement_401k',
      institutionName: 'Fidelity',
      accountName: '401(k)',
      balanceCents: 0,
      ...values,
    })
    .returning({ id: assets.id });
  return row?.id ?? '';
}

async function investment(values: Partial<typeof investmentAccounts.$inferInsert>) {
  const [row] = await t.database.db
    .insert(investmentAccounts)
    .values({
      userId: owner.id,
      type: 'retirement_401k',
      institutionName: 'Fidelity',
      accountName: '401(k)',
      ...values,
    })
    .returning({ id: investmentAccounts.id });
  return row?.id ?? '';
}

describe('the one-ledger migration', () => {
  let merged = '';
  let kept = '';
  let moved = '';
  let uncertain = '';
  let checking = '';
  let twin = '';
  let statementId = '';

  beforeAll(async () => {
    const db = t.database.db;
    merged = await oldAsset({
      institutionName: 'Fidelity',
      accountName: 'Acme 401(k)',
      accountNumberSealed: cipher.encrypt('238771204'),
      accountNumberLast4: '1204',
      balanceCents: 8_000_000,
      ownerName: 'Maria Carter',
      beneficiary: 'Luis Carter (spouse)',
      notes: 'Rolled over in 2019',
    });
    kept = await investment({
      institutionName: ' fidelity ',
      accountName: 'Workplace plan',
      accountNumberLast4: '1204',
      ownerName: 'Maria Carter',
      designation: 'beneficiaries',
      beneficiaries: [
        { name: 'Luis Carter', relationship: 'spouse', tier: 'primary', shareBasisPoints: 10_000 },
      ],
    });
    await db.insert(holdings).values({
      userId: owner.id,
      accountId: kept,
      name: 'Target 2050',
      assetClass: 'mutual_fund',
      quantity: 100,
      priceKey: 'FFFHX',
      symbol: 'FFFHX',
    });
    moved = await oldAsset({
      type: 'college_529',
      institutionName: 'NY 529',
      accountName: 'Mia',
      balanceCents: 1_500_000,
    });
    uncertain = await oldAsset({
      type: 'ira',
      institutionName: 'Vanguard',
      accountName: 'IRA',
      balanceCents: 2_000_000,
    });
    twin = await investment({
      type: 'ira',
      institutionName: 'Vanguard',
      accountName: 'Rollover IRA',
    });
    checking = await oldAsset({
      type: 'checking',
      institutionName: 'Chase',
      accountName: 'Everyday',
      balanceCents: 300_000,
    });

    const [document] = await db
      .insert(documents)
      .values({
        userId: owner.id,
        name: '401(k) statement',
        fileName: 'statement.pdf',
        fileType: 'pdf',
        contentType: 'application/pdf',
        objectKey: 'ledger-migration-test',
        sizeBytes: 10,
        linkKind: 'asset',
        linkId: merged,
      })
      .returning({ id: documents.id });
    statementId = document?.id ?? '';
    await db.insert(estateAssetTitling).values([
      { userId: owner.id, assetKind: 'asset', assetId: merged, titlingForm: 'tod_pod' },
      { userId: owner.id, assetKind: 'asset', assetId: moved, holderName: 'Maria Carter' },
    ]);
    await db.insert(estateInstruments).values({
      userId: owner.id,
      kind: 'trust',
      variant: 'revocable_living_trust',
      principalName: 'Maria Carter',
      funding: [
        { assetKind: 'asset', assetId: moved, funded: true },
        { assetKind: 'asset', assetId: checking, funded: false },
      ],
    });
    await db.insert(legalDrafts).values({
      userId: owner.id,
      kind: 'will',
      state: 'CA',
      principalName: 'Maria Carter',
      answers: { gifts: [{ description: 'My 529 plan', asset: { kind: 'account', id: moved } }] },
    });
    await runLedgerMigration();
  });

  it('merges the pair with the same institution and last 4 into the investment record, losing nothing', async () => {
    const db = t.database.db;
    expect(await db.select().from(assets).where(eq(assets.id, merged))).toEqual([]);
    const [account] = await db
      .select()
      .from(investmentAccounts)
      .where(eq(investmentAccounts.id, kept));
    expect(account).toMatchObject({
      balanceCents: 8_000_000,
      beneficiary: 'Luis Carter (spouse)',
      designation: 'beneficiaries',
      accountName: 'Workplace plan',
    });
    expect(cipher.decrypt(account?.accountNumberSealed ?? '')).toBe('238771204');
    expect(account?.notes).toContain('Rolled over in 2019');
    expect(account?.notes).toContain(
      'Merged with the same account from Financial Accounts; it was named "Acme 401(k)"',
    );
    expect(account?.notes).toContain('its balance was $80,000.00');
    const [document] = await db.select().from(documents).where(eq(documents.id, statementId));
    expect(document).toMatchObject({ linkKind: 'investment', linkId: kept });
    const titling = await db
      .select()
      .from(estateAssetTitling)
      .where(eq(estateAssetTitling.assetId, kept));
    expect(titling).toMatchObject([{ assetKind: 'investment', titlingForm: 'tod_pod' }]);
  });

  it('moves an account with no twin under its own id, with its titling, trust funding and will gift', async () => {
    const db = t.database.db;
    const [account] = await db
      .select()
      .from(investmentAccounts)
      .where(eq(investmentAccounts.id, moved));
    expect(account).toMatchObject({
      type: 'college_529',
      balanceCents: 1_500_000,
      designation: 'none',
    });
    const titling = await db
      .select()
      .from(estateAssetTitling)
      .where(eq(estateAssetTitling.assetId, moved));
    expect(titling).toMatchObject([{ assetKind: 'investment', holderName: 'Maria Carter' }]);
    const [trust] = await db
      .select()
      .from(estateInstruments)
      .where(eq(estateInstruments.userId, owner.id));
    expect(trust?.funding).toEqual([
      { assetKind: 'investment', assetId: moved, funded: true },
      { assetKind: 'asset', assetId: checking, funded: false },
    ]);
    const [draft] = await db.select().from(legalDrafts).where(eq(legalDrafts.userId, owner.id));
    expect(draft?.answers).toEqual({
      gifts: [{ description: 'My 529 plan', asset: { kind: 'investment', id: moved } }],
    });
  });

  it('leaves bank accounts where they are, and every balance counted once', async () => {
    const response = await owner.client.get('/api/assets');
    const listed = (
      (await response.json()) as { assets: { id: string; ledger: string; balanceCents: number }[] }
    ).assets;
    expect(listed.find((each) => each.id === checking)).toMatchObject({ ledger: 'accounts' });
    expect(listed.map((each) => each.id).sort()).toEqual(
      [kept, moved, uncertain, twin, checking].sort(),
    );
  });

  it('proposes the pair it was not sure of, and the owner can keep both', async () => {
    const read = async () =>
      ZMergeProposals.parse(await (await owner.client.get('/api/account-merges')).json()).proposals;
    const [proposal] = await read();
    expect(proposal).toMatchObject({ reason: 'number_missing' });
    expect([proposal?.keep.id, proposal?.merge.id]).toContain(uncertain);
    const answer = await owner.client.post('/api/account-merges/keep-both', {
      keepId: proposal?.keep.id,
      mergeId: proposal?.merge.id,
    });
    expect(answer.status).toBe(200);
    expect(await read()).toEqual([]);
    const ids = (
      await t.database.db.select({ id: investmentAccounts.id }).from(investmentAccounts)
    ).map((each) => each.id);
    expect(ids).toContain(uncertain);
  });
});
