import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { seedDemoHousehold, demoObligations, seededRandom } from '@server/db/seed/demo-household';
import { DEMO_OBLIGATIONS } from '@server/db/seed/demo-catalog';
import {
  createTestApp,
  TEST_APP_URL,
  TEST_ENCRYPTION_KEY,
  type TestApp,
} from '@test/harness/test-app';
import { TestClient } from '@test/harness/client';
import { createAuth } from '@server/auth/auth';
import { createLogger } from '@server/logger';
import type { DemoSignIn } from '@server/db/seed/demo-sign-in';
import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import { newUser } from '@test/harness/accounts';
import type { TExpense } from '@shared/finance/expense-schemas';
import type { TLoan } from '@shared/finance/loan-schemas';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
import { seedDemoPlanning } from '@server/db/seed/demo-planning';
import type { TPolicy } from '@shared/estate/policy-schemas';
import type { TInstrument } from '@shared/estate/estate-schemas';
import type { TEstateSummary } from '@shared/estate/estate-summary-schemas';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Accounts made as the demo command makes them, hashed as the test app checks them. */
function testAuth() {
  return createAuth({
    db: t.database.db,
    appUrl: TEST_APP_URL,
    authSecret: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
    mailer: t.mailer,
    logger: createLogger({ logLevel: 'warn' }),
    passwordHashing: 'fast-for-tests',
  });
}

describe('the demo household', () => {
  it('gives a real household through the API: every category and frequency, linked mortgages, accounts and properties', async () => {
    const user = await newUser(t);
    const counts = await seedDemoHousehold(
      t.database.db,
      createFieldCipher(TEST_ENCRYPTION_KEY),
      user.id,
    );
    expect(counts).toEqual({
      obligations: DEMO_OBLIGATIONS.length,
      accounts: 5,
      loans: 3,
      properties: 4,
    });

    const { expenses } = (await (await user.client.get('/api/expenses')).json()) as {
      expenses: TExpense[];
    };
    expect(new Set(expenses.map((expense) => expense.category))).toEqual(
      new Set(['home', 'auto', 'insurance', 'kids', 'other']),
    );
    expect(new Set(expenses.map((expense) => expense.frequency))).toEqual(
      new Set(['monthly', 'quarterly', 'bi-annual', 'yearly']),
    );
    const created = expenses.map((expense) => new Date(expense.createdAt).getTime());
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(30 * 24 * 3600 * 1000);

    const { loans } = (await (await user.client.get('/api/loans')).json()) as { loans: TLoan[] };
    const mortgages = loans.filter((loan) => loan.loanType === 'mortgage');
    expect(mortgages).toHaveLength(2);
    expect(
      mortgages.every(
        (loan) => loan.notes?.startsWith('Auto-created from mortgage expense:') && loan.propertyId,
      ),
    ).toBe(true);
    expect(loans.find((loan) => loan.loanType === 'auto')).toMatchObject({
      lender: 'Honda Financial Services',
      interestRatePercent: 4.9,
    });

    const summary = (await (await user.client.get('/api/dashboard')).json()) as {
      netWorth: { totalCents: number };
      upcoming: unknown[];
    };
    expect(summary.netWorth.totalCents).toBeGreaterThan(0);
    expect(summary.upcoming.length).toBeGreaterThan(5);
  });

  it('shows the planning side through the API: investments with holdings and beneficiaries, insurance with its premiums, the estate plan, the spouse and advisors with their sign-ins, the guidebook, documents', async () => {
    const user = await newUser(t, { fullName: 'Jordan Carter' });
    const cipher = createFieldCipher(TEST_ENCRYPTION_KEY);
    await seedDemoHousehold(t.database.db, cipher, user.id);
    const { counts, signIns } = await seedDemoPlanning(
      t.database.db,
      cipher,
      { id: user.id, email: user.email, fullName: user.fullName },
      { auth: testAuth(), mailer: t.mailer, appUrl: TEST_APP_URL, suffix: 'test01' },
      { storage: t.storage, encryptionKey: TEST_ENCRYPTION_KEY },
    );
    expect(counts).toMatchObject({
      investmentAccounts: 4,
      holdings: 10,
      policies: 6,
      linkedPremiums: 6,
      estateDocuments: 9,
      titled: 3,
      advisors: 2,
      guidebookEntries: 4,
      documents: 4,
    });

    const { investments } = (await (await user.client.get('/api/investments')).json()) as {
      investments: TInvestmentAccount[];
    };
    expect(investments.map((account) => account.type).sort()).toEqual([
      'brokerage',
      'college_529',
      'retirement_401k',
      'roth_ira',
    ]);
    expect(investments.every((account) => account.holdings.length > 0)).toBe(true);
    expect(
      investments.every((account) =>
        account.holdings.every((holding) => holding.price && holding.costBasisCents),
      ),
    ).toBe(true);
    const brokerage = investments.find((account) => account.type === 'brokerage');
    expect(brokerage).toMatchObject({
      designation: 'transfer_on_death',
      accountNumberLast4: '4821',
    });
    expect(brokerage?.beneficiaries.map((each) => each.name)).toEqual(['Mia Carter', 'Leo Carter']);

    const { policies } = (await (await user.client.get('/api/policies')).json()) as {
      policies: TPolicy[];
    };
    expect(new Set(policies.map((policy) => policy.kind))).toEqual(
      new Set(['life', 'health', 'home', 'auto']),
    );
    expect(policies.every((policy) => policy.premium !== null)).toBe(true);
    expect(policies.find((policy) => policy.kind === 'home')?.premium).toMatchObject({
      vendor: 'State Farm Homeowners',
      costCents: 286_400,
    });

    const { instruments } = (await (await user.client.get('/api/estate/instruments')).json()) as {
      instruments: TInstrument[];
    };
    expect(instruments.filter((each) => each.kind === 'will')).toHaveLength(2);
    const trust = instruments.find((each) => each.kind === 'trust');
    expect(trust?.funding).toHaveLength(2);
    expect(trust?.people.map((each) => each.role)).toContain('successor_trustee');
    for (const kind of ['financial_poa', 'healthcare_poa', 'living_will'])
      expect(instruments.filter((each) => each.kind === kind)).toHaveLength(2);
    expect(instruments.every((each) => each.signedOn && each.nextReviewOn)).toBe(true);
    expect(trust?.documentTitle).toBe('Carter Family Revocable Trust');

    const { documents } = (await (await user.client.get('/api/documents')).json()) as {
      documents: { id: string; name: string; fileType: string; category: string }[];
    };
    expect(documents.map((each) => each.category).sort()).toEqual([
      'insurance_policy',
      'tax_return',
      'trust',
      'will',
    ]);
    const declaration = documents.find((each) => each.category === 'insurance_policy');
    const opened = await user.client.get(`/api/documents/${declaration?.id}/open`);
    expect(opened.status).toBe(302);
    const file = await user.client.get(opened.headers.get('Location') ?? '');
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const estate = (await (await user.client.get('/api/estate/summary')).json()) as TEstateSummary;
    const home = estate.assets.find((each) => each.label === 'Bluebonnet house');
    expect(home).toMatchObject({ passesBy: 'trust', titling: 'trust' });

    const { advisors } = (await (await user.client.get('/api/advisors')).json()) as {
      advisors: TAdvisor[];
    };
    expect(advisors.map((each) => [each.role, each.access.status]).sort()).toEqual([
      ['attorney', 'none'],
      ['cpa', 'active'],
    ]);

    const [spouse, cpa] = signIns as [DemoSignIn, DemoSignIn];
    const jordansWill = instruments.find(
      (each) => each.kind === 'will' && each.principalName === 'Jordan Carter',
    );
    expect(jordansWill?.people.find((each) => each.role === 'executor')).toMatchObject({
      name: 'Alex Carter',
      source: 'family',
      refId: spouse.id,
    });
    const { households } = (await (await user.client.get('/api/triggering-event')).json()) as {
      households: { contacts: { contactUserId: string }[] }[];
    };
    expect(households[0]?.contacts.map((each) => each.contactUserId)).toEqual([spouse.id]);
    for (const signIn of [spouse, cpa]) {
      const client = new TestClient(t);
      const signedIn = await client.post('/api/auth/sign-in', {
        email: signIn.email,
        password: signIn.password,
      });
      expect(signedIn.status).toBe(200);
      const seen = (await (await client.get(`/api/investments?owners=${user.id}`)).json()) as {
        investments: { ownerId: string }[];
      };
      expect(seen.investments.filter((each) => each.ownerId === user.id)).toHaveLength(4);
    }

    const guidebookOf = async (client: TestClient) =>
      (
        (await (await client.get(`/api/guidebook?owners=${user.id}`)).json()) as {
          entries: { title: string; shares: { userId: string; mode: string }[] }[];
        }
      ).entries;
    // "Never" is stored as no share: the CPA is simply not listed.
    const cpaShares = (await guidebookOf(user.client)).map((entry) => [
      entry.title,
      entry.shares.find((share) => share.userId === cpa.id)?.mode ?? 'never',
    ]);
    expect(cpaShares).toEqual([
      ['Who to call first', 'now'],
      ['The fireproof safe', 'after_event'],
      ['Jordan’s Gmail', 'never'],
      ['For Mia and Leo', 'never'],
    ]);
    const cpaClient = new TestClient(t);
    await cpaClient.post('/api/auth/sign-in', { email: cpa.email, password: cpa.password });
    expect((await guidebookOf(cpaClient)).map((entry) => entry.title)).toEqual([
      'Who to call first',
    ]);
  });

  it('with --event: the owner’s death unlocked, its plan in progress, seen by the spouse', async () => {
    const user = await newUser(t, { fullName: 'Jordan Carter' });
    const cipher = createFieldCipher(TEST_ENCRYPTION_KEY);
    await seedDemoHousehold(t.database.db, cipher, user.id);
    const { counts, signIns } = await seedDemoPlanning(
      t.database.db,
      cipher,
      { id: user.id, email: user.email, fullName: user.fullName },
      { auth: testAuth(), mailer: t.mailer, appUrl: TEST_APP_URL, suffix: 'test02' },
      { storage: t.storage, encryptionKey: TEST_ENCRYPTION_KEY },
      { event: true },
    );
    expect(counts.eventPlan?.done).toBe(3);
    const [spouse] = signIns as [DemoSignIn];
    const client = new TestClient(t);
    await client.post('/api/auth/sign-in', { email: spouse.email, password: spouse.password });
    const { households } = (await (await client.get('/api/triggering-event')).json()) as {
      households: { ownerId: string; event: { id: string; status: string; kind: string } | null }[];
    };
    const event = households.find((each) => each.ownerId === user.id)?.event;
    expect(event).toMatchObject({ status: 'unlocked', kind: 'death' });
    const plan = (await (
      await client.get(`/api/triggering-event/events/${event?.id}/plan`)
    ).json()) as { tasks: { status: string }[] };
    expect(plan.tasks.filter((task) => task.status === 'done')).toHaveLength(3);
    expect(plan.tasks.filter((task) => task.status === 'in_progress')).toHaveLength(1);
  });

  it('scales up for the benchmarks, deterministically', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const first = demoObligations(5000, seededRandom(7), now);
    const second = demoObligations(5000, seededRandom(7), now);
    expect(first).toHaveLength(5000);
    expect(first.map((entry) => entry.input.costCents)).toEqual(
      second.map((entry) => entry.input.costCents),
    );
    expect(first.filter((entry) => entry.input.outstandingLoanBalanceCents !== null)).toHaveLength(
      2,
    );
    expect(new Set(first.map((entry) => entry.input.vendor)).size).toBeGreaterThan(4000);
  });
});
