import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TOnboardingState } from '@shared/onboarding/onboarding-schemas';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import { callApi } from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

const OWNER_NAME = 'Maria Carter';
const SPOUSE_NAME = 'Luis Carter';

/** A record the API created, by the key its answer puts it under ("asset", "expense", "policy"). */
async function create(page: Page, path: string, key: string, data: unknown): Promise<string> {
  const body = await callApi<Record<string, { id: string }>>(page, 'POST', path, data);
  return body[key]!.id;
}

/** The term of a description list whose whole text is `name`. */
function term(scope: Locator, name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('term').filter({ hasText: new RegExp(`^${escaped}$`) });
}

/**
 * One line of the runway's arithmetic or one headline figure, found by its name as a screen reader
 * reads the list (a term and its definitions), and read as a person sees it: name, amount and the
 * note under it, on one line.
 */
async function lineText(scope: Locator, name: string): Promise<string> {
  const line = term(scope, name).locator('xpath=..');
  await line.waitFor();
  return (await line.innerText()).replace(/\s+/g, ' ').trim();
}

/**
 * A household in California: a checking account in the owner's name alone, a savings account
 * titled jointly with survivorship with the spouse, and two life policies on the owner (one to
 * her brother, one to her spouse, whose premium is one of the monthly bills).
 */
async function seedHousehold(page: Page): Promise<void> {
  const onboarding = await callApi<TOnboardingState>(page, 'GET', '/onboarding');
  await callApi(page, 'PUT', '/onboarding', { step: onboarding.step, homeState: 'CA' });

  await create(page, '/expenses', 'expense', {
    category: 'other',
    vendor: 'Landlord',
    costCents: 240_000,
    description: 'Rent',
  });
  await create(page, '/expenses', 'expense', {
    category: 'other',
    vendor: 'PG&E',
    costCents: 15_000,
    description: 'Gas and electric',
  });
  const premium = await create(page, '/expenses', 'expense', {
    category: 'insurance',
    vendor: 'MetLife',
    costCents: 5_000,
    entityName: OWNER_NAME,
  });

  await create(page, '/assets', 'asset', {
    type: 'checking',
    institutionName: 'Chase',
    accountName: 'Everyday Checking',
    balanceCents: 1_200_000,
    ownerName: OWNER_NAME,
  });
  const joint = await create(page, '/assets', 'asset', {
    type: 'savings',
    institutionName: 'Ally',
    accountName: 'Joint Savings',
    balanceCents: 3_000_000,
    ownerName: 'Maria & Luis Carter',
  });
  // The estate plan's titling answer: joint with right of survivorship, with the spouse.
  await callApi(page, 'PUT', '/estate/titling', {
    assetKind: 'asset',
    assetId: joint,
    titling: 'jtwros',
    holderName: OWNER_NAME,
    jointHolderName: SPOUSE_NAME,
  });

  await create(page, '/policies', 'policy', {
    kind: 'life',
    carrier: 'Northwestern Mutual',
    insuredName: OWNER_NAME,
    faceAmountCents: 50_000_000,
    beneficiaries: [
      { name: 'Tom Carter', relationship: 'Brother', tier: 'primary', shareBasisPoints: 10_000 },
    ],
  });
  await create(page, '/policies', 'policy', {
    kind: 'life',
    carrier: 'MetLife',
    insuredName: OWNER_NAME,
    faceAmountCents: 25_000_000,
    premiumExpenseId: premium,
    beneficiaries: [
      { name: SPOUSE_NAME, relationship: 'Spouse', tier: 'primary', shareBasisPoints: 10_000 },
    ],
  });
}

describe('survivor runway (issue 38 item 5)', () => {
  it('shows the owner the money her survivors can reach after her death, what waits for a small-estate affidavit and what is not counted', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('survivor-runway'), OWNER_NAME);
    await seedHousehold(page);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Triggering Event' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Triggering Event' }).waitFor();
    const card = page.getByRole('region', { name: 'Survivor runway' });
    await card.getByRole('region', { name: 'Months covered after the event' }).waitFor();

    // The headline figures: $42,000 against $2,600 a month now; after the death, $280,000
    // against the $2,550 that continues (her life premium ends with her).
    expect(await lineText(card, 'Covered now')).toBe(
      'Covered now 16.1 months $42,000.00 in liquid accounts against $2,600.00 a month',
    );
    expect(await lineText(card, 'Covered after the event')).toContain(
      'Covered after the event 109.8 months (about 9.1 years) $280,000.00 the survivors can reach; $12,000.00 waits for',
    );

    // Now: both balances, one under the other even though the after-event column beside them is
    // far taller (its rows once spread down the whole column).
    const now = card.getByRole('region', { name: 'Now: liquid accounts' });
    expect(await lineText(now, 'Total')).toBe('Total $42,000.00');
    const first = await term(now, 'Chase · Everyday Checking').locator('xpath=..').boundingBox();
    const second = await term(now, 'Ally · Joint Savings').locator('xpath=..').boundingBox();
    expect(second!.y - (first!.y + first!.height)).toBeLessThan(24);

    // Counted: the joint account (by its recorded titling) and the policy paying the spouse,
    // with the insurer's usual time to pay under California law.
    const counted = card.getByRole('region', {
      name: 'After the event: money the survivors can reach',
    });
    expect(await lineText(counted, 'Ally · Joint Savings')).toBe(
      `Ally · Joint Savings $30,000.00 Joint with ${SPOUSE_NAME}, with right of survivorship.`,
    );
    const spousePolicy = await lineText(counted, 'MetLife life policy');
    expect(spousePolicy).toContain(
      `MetLife life policy $250,000.00 Paid to ${SPOUSE_NAME} (spouse).`,
    );
    expect(spousePolicy).toContain('Usual time to pay: Insurers are to pay within 30 days');
    expect(spousePolicy).toContain(
      'after those 30 days (Cal. Ins. Code § 10172.5). Source: California Insurance Code § 10172.5 (jurris.com), read ',
    );
    expect(await lineText(counted, 'Counted')).toBe('Counted $280,000.00');
    await expect
      .poll(() => counted.getByRole('term').allInnerTexts())
      .toEqual(['Ally · Joint Savings', 'MetLife life policy', 'Counted']);

    // The sole-name account waits, with California's small-estate affidavit as the expected wait.
    const waiting = card.getByRole('region', {
      name: 'Waiting for probate or a small-estate procedure (not counted)',
    });
    expect(await lineText(waiting, 'Chase · Everyday Checking')).toBe(
      `Chase · Everyday Checking $12,000.00 In ${OWNER_NAME}’s name alone, with no joint owner or payable-on-death beneficiary: it passes under the will or by intestacy.`,
    );
    const waitTotal = await lineText(waiting, 'Waiting');
    expect(waitTotal).toContain(
      'Waiting $12,000.00 Expected wait: Small-estate affidavit after 40 days: 40 days after the death (Prob. Code § 13100).',
    );
    expect(waitTotal).toContain('do not exceed California’s $208,850 limit');

    // Not counted: the brother's payout, and why.
    const notCounted = card.getByRole('region', { name: 'Not counted', exact: true });
    expect(await lineText(notCounted, 'Northwestern Mutual life policy')).toBe(
      'Northwestern Mutual life policy $500,000.00 Paid to Tom Carter (brother): not one of the household, so not the family’s money.',
    );

    // The bills after her death, and the months they are covered for.
    const bills = card.getByRole('region', { name: 'Monthly obligations after the event' });
    expect(await lineText(bills, 'All monthly obligations')).toBe(
      'All monthly obligations $2,600.00 a month',
    );
    expect(await lineText(bills, '− MetLife')).toBe(
      `− MetLife $50.00 a month Premium of a life policy on ${OWNER_NAME}.`,
    );
    expect(await lineText(bills, 'Continuing')).toBe('Continuing $2,550.00 a month');
    const months = card.getByRole('region', { name: 'Months covered after the event' });
    expect(await lineText(months, '$280,000.00 ÷ $2,550.00 a month')).toBe(
      '$280,000.00 ÷ $2,550.00 a month = 109.8 months (about 9.1 years)',
    );

    await expectAccessible(page, '/triggering-event with the survivor runway');
  });
});
