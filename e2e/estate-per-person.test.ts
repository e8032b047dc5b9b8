import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import { callApi, dismissToast, expectToast } from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

const OWNER = 'Morgan Ellis';
const SPOUSE = 'Jamie Ellis';

/** A record the API created, by the key its answer puts it under ("asset", "policy"). */
async function create(page: Page, path: string, key: string, data: unknown): Promise<string> {
  const body = await callApi<Record<string, { id: string }>>(page, 'POST', path, data);
  return body[key]!.id;
}

/** A person's column, and its figure for the estimated probate estate. */
function column(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}
async function probateOf(page: Page, name: string): Promise<string> {
  const figure = column(page, name)
    .getByRole('term')
    .filter({ hasText: /^Estimated probate estate$/ })
    .locator('xpath=following-sibling::dd[1]');
  return (await figure.innerText()).trim();
}

/**
 * A couple in Texas (community-property state): the owner's brokerage, an IRA, the spouse's
 * savings, the spouse's will, and a life policy on the spouse paying the owner. The owner says on
 * the estate plan that the brokerage is joint with survivorship.
 */
async function seed(page: Page) {
  await callApi(page, 'PUT', '/onboarding', { step: 1, homeState: 'TX' });
  await create(page, '/estate/instruments', 'instrument', {
    kind: 'will',
    variant: 'last_will',
    principalName: SPOUSE,
    status: 'drafted',
  });
  await create(page, '/assets', 'asset', {
    type: 'savings',
    institutionName: 'Chase',
    accountName: 'Jamie savings',
    balanceCents: 1_500_000,
    ownerName: SPOUSE,
  });
  const brokerage = await create(page, '/investments', 'investment', {
    type: 'brokerage',
    institutionName: 'Fidelity',
    accountName: 'Brokerage',
    ownerName: OWNER,
  });
  await create(page, `/investments/${brokerage}/holdings`, 'holding', {
    name: 'Cash',
    assetClass: 'cash',
    quantity: 80_000,
  });
  await create(page, '/investments', 'investment', {
    type: 'ira',
    institutionName: 'Vanguard',
    accountName: 'Rollover IRA',
    ownerName: OWNER,
  });
  await create(page, '/policies', 'policy', {
    kind: 'life',
    carrier: 'Northwestern Mutual',
    insuredName: SPOUSE,
    faceAmountCents: 50_000_000,
    beneficiaries: [
      { name: OWNER, relationship: 'Spouse', tier: 'primary', shareBasisPoints: 10_000 },
    ],
  });
  await create(page, '/properties', 'property', {
    kind: 'vehicle',
    year: 2021,
    make: 'Honda',
    model: 'CR-V',
    estimatedValueCents: 2_500_000,
  });
}

describe('Estate Plan, each person’s estate', () => {
  it('shows the owner and the spouse side by side, a joint brokerage in both columns counted once, and no household probate total', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('estate-per-person'), OWNER);
    await seed(page);

    await page.goto('/estate-plan?tab=who-gets-what');
    await page.getByRole('region', { name: 'Who gets what' }).waitFor();
    await column(page, OWNER).waitFor();
    await column(page, SPOUSE).waitFor();
    // Before the titling is said, the brokerage passes under the owner's will, and so does the
    // car held in no name (shown under the owner).
    expect(await probateOf(page, OWNER)).toBe('$105,000.00');
    expect(await probateOf(page, SPOUSE)).toBe('$15,000.00');
    // The spouse's life policy is in the spouse's column, paid to the owner outside probate.
    const spousePolicies = column(page, SPOUSE).getByRole('list', {
      name: `${SPOUSE}: beneficiary designation`,
    });
    expect(await spousePolicies.innerText()).toContain('Goes to: Morgan Ellis (100%)');
    // The car is held in no name: the owner's, flagged.
    await column(page, OWNER).getByText('Whose is this?').waitFor();
    // Never one probate figure for the household ($120,000.00).
    expect(await page.getByText('$120,000.00').count()).toBe(0);

    // Texas has community property, not tenancy by the entirety.
    const titling = page.getByRole('combobox', { name: 'How is Fidelity · Brokerage titled?' });
    const offered = await titling.locator('option').allInnerTexts();
    expect(offered).toContain('Community property with right of survivorship');
    expect(offered).not.toContain('Tenancy by the entirety');
    // The IRA passes by its beneficiary designation: no titling to choose.
    expect(
      await page.getByRole('combobox', { name: 'How is Vanguard · Rollover IRA titled?' }).count(),
    ).toBe(0);

    await titling.selectOption({ label: 'Joint with right of survivorship (JTWROS)' });
    await dismissToast(await expectToast(page, 'Saved how it passes'));
    await page
      .getByRole('combobox', { name: `Who holds Fidelity · Brokerage with ${OWNER}?` })
      .filter({ has: page.locator('option:checked', { hasText: SPOUSE }) })
      .waitFor();
    const ownerJoint = column(page, OWNER).getByRole('list', {
      name: `${OWNER}: joint with survivorship`,
    });
    await ownerJoint.waitFor();
    expect(await ownerJoint.innerText()).toContain(`Goes to: ${SPOUSE} (survivor)`);
    const spouseJoint = column(page, SPOUSE).getByRole('list', {
      name: `${SPOUSE}: joint with survivorship`,
    });
    const spouseText = await spouseJoint.innerText();
    expect(spouseText).toContain(`Goes to: ${OWNER} (survivor)`);
    expect(spouseText).toContain(`Counted once, in ${OWNER}’s column`);
    expect(await probateOf(page, OWNER)).toBe('$25,000.00');

    // Whose is the car? The spouse's.
    await page
      .getByRole('combobox', { name: 'Who holds 2021 Honda CR-V?' })
      .selectOption({ label: SPOUSE });
    await dismissToast(await expectToast(page, 'Saved how it passes'));
    await column(page, OWNER).getByText('Whose is this?').waitFor({ state: 'detached' });
    expect(await probateOf(page, OWNER)).toBe('$0.00');
    expect(await probateOf(page, SPOUSE)).toBe('$40,000.00');

    await expectAccessible(page, '/estate-plan?tab=who-gets-what, each person');
  });
});
