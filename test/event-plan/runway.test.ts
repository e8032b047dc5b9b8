import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '@server/db/schema';
import type { TRunway } from '@shared/triggering-event/plan-schemas';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, newGuest } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';

// Issue 38 item 5: the survivor runway counts only money the survivors can reach, through the
// HTTP app on a real database.
let t: TestApp;
let owner: TestUser;
let spouse: TestUser;

async function created(response: Response, key: string): Promise<{ id: string }> {
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as Record<string, { id: string }>)[key]!;
}

async function runway(user: TestUser): Promise<TRunway> {
  const response = await user.client.get(`/api/triggering-event/runway?owner=${owner.id}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TRunway;
}

beforeAll(async () => {
  t = await createFamilyTestApp({ now: () => new Date('2026-11-25T15:00:00Z') });
  owner = await newUser(t, { fullName: 'Maria Carter' });
  spouse = await newGuest(t, owner, 'Luis Carter');
  await t.database.db.update(profiles).set({ homeState: 'CA' }).where(eq(profiles.id, owner.id));
  const post = (path: string, body: unknown) => owner.client.post(path, body);
  const bank = (accountName: string, balanceCents: number, more: object) =>
    post('/api/assets', {
      type: 'checking',
      institutionName: 'Chase',
      accountName,
      balanceCents,
      ...more,
    });
  await created(await bank('Joint', 1_000_000, { ownerName: 'Maria & Luis Carter' }), 'asset');
  await created(await bank('Maria’s own', 4_000_000, { ownerName: 'Maria Carter' }), 'asset');
  await created(
    await bank('POD', 600_000, { ownerName: 'Maria Carter', beneficiary: 'Luis Carter (spouse)' }),
    'asset',
  );
  await created(await bank('Luis’s own', 400_000, { ownerName: 'Luis Carter' }), 'asset');

  await created(
    await post('/api/expenses', {
      category: 'other',
      vendor: 'Landlord',
      costCents: 300_000,
    }),
    'expense',
  );
  const premium = await created(
    await post('/api/expenses', {
      category: 'insurance',
      vendor: 'MetLife',
      costCents: 10_000,
      entityName: 'Maria Carter',
    }),
    'expense',
  );
  await created(
    await post('/api/expenses', {
      category: 'other',
      vendor: 'Verizon',
      costCents: 6_000,
      description: 'Maria’s line',
    }),
    'expense',
  );
  await created(
    await post('/api/expenses', {
      category: 'auto',
      vendor: 'GEICO',
      costCents: 30_000,
      frequency: 'quarterly',
      entityName: 'Maria’s Honda',
    }),
    'expense',
  );
  await created(
    await post('/api/policies', {
      kind: 'life',
      carrier: 'Northwestern Mutual',
      insuredName: 'Maria Carter',
      faceAmountCents: 50_000_000,
      beneficiaries: [
        { name: 'Tom Carter', relationship: 'Brother', tier: 'primary', shareBasisPoints: 10_000 },
      ],
    }),
    'policy',
  );
  await created(
    await post('/api/policies', {
      kind: 'life',
      carrier: 'MetLife',
      insuredName: 'Maria Carter',
      faceAmountCents: 20_000_000,
      premiumExpenseId: premium.id,
      beneficiaries: [{ name: 'Luis Carter', tier: 'primary', shareBasisPoints: 10_000 }],
    }),
    'policy',
  );
});
afterAll(() => t.close());

describe('the survivor runway after a death (issue 38 item 5)', () => {
  it('counts the joint, POD-to-spouse and survivor’s own accounts and the payout to the spouse; keeps the sole-name account apart; leaves out the brother’s payout', async () => {
    const result = await runway(owner);
    expect(result).toMatchObject({
      kind: 'death',
      personName: 'Maria Carter',
      liquidAssetsCents: 6_000_000,
      // 3,000 rent + 100 premium + 60 phone + 100 car insurance a month.
      monthlyObligationsCents: 326_000,
      monthsNow: 18.4,
      reachableAccountsCents: 2_000_000,
      insurancePayoutsCents: 20_000_000,
      waitingCents: 4_000_000,
      continuingMonthlyCents: 300_000,
      // 220,000 ÷ 3,000 a month.
      monthsAfterEvent: 73.3,
    });
    expect(result.counted.map((line) => [line.name, line.cents, line.why])).toEqual([
      [
        'Chase · Joint',
        1_000_000,
        'Joint with Luis Carter: counted as passing to them by survivorship; record its titling in the estate plan to confirm',
      ],
      ['Chase · POD', 600_000, 'Payable on death to Luis Carter (spouse)'],
      ['Chase · Luis’s own', 400_000, 'In Luis Carter’s name'],
      ['MetLife life policy', 20_000_000, 'Paid to Luis Carter'],
    ]);
    expect(result.counted.at(-1)?.wait).toMatchObject({
      citation: 'Cal. Ins. Code § 10172.5',
      source: { url: 'https://jurris.com/california/insurance-code/10170-10180/10172.5-4' },
    });
    expect(result.waiting).toMatchObject([
      {
        name: 'Chase · Maria’s own',
        cents: 4_000_000,
        why: 'In Maria Carter’s name alone, with no joint owner or payable-on-death beneficiary: it passes under the will or by intestacy',
      },
    ]);
    // $40,000 under the will in California: the small-estate path, not probate.
    expect(result.waitingPath?.text).toContain('Small-estate affidavit');
    expect(result.excluded).toEqual([
      {
        name: 'Northwestern Mutual life policy',
        cents: 50_000_000,
        source: 'insurance',
        why: 'Paid to Tom Carter (brother): not one of the household, so not the family’s money',
        wait: null,
      },
    ]);
    expect(result.endingObligations).toEqual([
      { name: 'MetLife', monthlyCents: 10_000, why: 'Premium of a life policy on Maria Carter' },
      { name: 'Verizon', monthlyCents: 6_000, why: 'Maria Carter’s own phone line' },
      { name: 'GEICO', monthlyCents: 10_000, why: 'Insurance on Maria Carter’s car' },
    ]);
  });

  it('the family sees the same runway the owner sees', async () => {
    expect(await runway(spouse)).toEqual(await runway(owner));
  });

  it('takes a spouse with no login of their own as a survivor, from a beneficiary record naming them husband', async () => {
    const rosa = await newUser(t, { fullName: 'Rosa Diaz' });
    const bank = (accountName: string, body: object) =>
      rosa.client.post('/api/assets', {
        type: 'savings',
        institutionName: 'Ally',
        accountName,
        balanceCents: 500_000,
        ...body,
      });
    await created(await bank('Joint', { ownerName: 'Rosa & Sam Diaz' }), 'asset');
    await created(
      await bank('POD', { ownerName: 'Rosa Diaz', beneficiary: 'Sam Diaz (husband)' }),
      'asset',
    );
    await created(await bank('With her sister', { ownerName: 'Rosa Diaz, Eva Diaz' }), 'asset');
    const response = await rosa.client.get('/api/triggering-event/runway');
    expect(response.status, await response.clone().text()).toBe(200);
    const result = (await response.json()) as TRunway;
    expect(result.reachableAccountsCents).toBe(1_000_000);
    expect(result.counted.map((line) => line.why)).toEqual([
      'Joint with Sam Diaz: counted as passing to them by survivorship; record its titling in the estate plan to confirm',
      'Payable on death to Sam Diaz (husband)',
    ]);
    expect(result.excluded.map((line) => line.why)).toEqual([
      'Joint with Eva Diaz, not one of the household: it passes to them',
    ]);
    expect(result.waitingPath).toBeNull();
  });
});
