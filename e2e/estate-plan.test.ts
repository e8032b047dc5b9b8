import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '@test/binder/pdf-pages';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import {
  dialogNamed,
  dismissToast,
  expectClosed,
  expectToast,
  fillAmount,
} from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

/** A day some time back, as a date input takes it (the visitor's own calendar). */
function daysAgo(days: number): string {
  const day = new Date(Date.now() - days * 86_400_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** "Mar 5, 2026": how the will card shows a day. */
function shownDay(isoDay: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** The plan-completeness meter's value (0–100). */
async function score(page: Page): Promise<number> {
  const meter = page.getByRole('meter', { name: /^Plan completeness/ });
  return Number(await meter.getAttribute('aria-valuenow'));
}

/** A gap of the plan's health by its title. */
function gap(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: 'Conflicts and gaps' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

describe('Estate Plan', () => {
  it('records a will, a life policy without and then with a beneficiary, and sees the gap close, the score rise and who gets what', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('estate-plan'));

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Estate Plan' })
      .click();
    await page.waitForURL('**/estate-plan');
    await page.getByRole('heading', { level: 1, name: 'Estate Plan' }).waitFor();
    const health = page.getByRole('region', { name: 'Plan health' });
    // An empty plan: no will names an executor, so the plan is far from complete.
    await gap(page, 'No will names an executor').waitFor();
    // On a phone the cards' longest button ("Add guardian nomination for minor children") wraps
    // instead of widening the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('button', { name: 'Add guardian nomination for minor children' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    const empty = await score(page);
    const willCard = page.getByRole('region', { name: 'Will', exact: true });
    await willCard.getByText('Not started').waitFor();
    await expectAccessible(page, '/estate-plan, empty');

    // The owner's will: an executor typed in, an alternate, signed, and where the original is.
    const signedOn = daysAgo(200);
    await willCard.getByRole('button', { name: 'Add will' }).click();
    const addWill = dialogNamed(page, 'Add will');
    await addWill.waitFor();
    await addWill.getByLabel('Whose document', { exact: true }).fill('Morgan Ellis');
    await addWill.getByLabel('Status', { exact: true }).selectOption('Signed');
    await addWill.getByLabel('Date signed', { exact: true }).fill(signedOn);
    await addWill.getByLabel('State signed in', { exact: true }).selectOption('Colorado');
    await addWill
      .getByLabel('Where the original is kept', { exact: true })
      .fill('Fireproof safe in the hall closet');
    await addWill.getByRole('button', { name: 'Add executor' }).click();
    const executor = addWill.getByRole('group', { name: 'Executor 1' });
    await executor.getByLabel('Person', { exact: true }).selectOption('Someone else');
    await executor.getByLabel('Name', { exact: true }).fill('Ana Lopez');
    await executor.getByLabel('Relationship', { exact: true }).fill('Sister');
    await addWill.getByRole('button', { name: 'Add alternate executor' }).click();
    const alternate = addWill.getByRole('group', { name: 'Executor 2' });
    await alternate.getByLabel('Person', { exact: true }).selectOption('Someone else');
    await alternate.getByLabel('Name', { exact: true }).fill('Luis Ortega');
    await alternate.getByLabel('Relationship', { exact: true }).fill('Friend');
    expect(await alternate.getByLabel('Order', { exact: true }).inputValue()).toBe('1');
    await expectAccessible(page, 'Add will dialog');
    await addWill.getByRole('button', { name: 'Add will' }).click();
    await dismissToast(await expectToast(page, 'Will added successfully!'));
    await expectClosed(addWill);

    const will = willCard.getByRole('article', { name: 'Will of Morgan Ellis' });
    await will.getByText('Fireproof safe in the hall closet').waitFor();
    expect(await will.getByRole('list', { name: 'People named' }).innerText()).toContain(
      'Executor: Ana Lopez · Alternate: Luis Ortega',
    );
    await will.getByText(`Signed: ${shownDay(signedOn)} in Colorado`).waitFor();
    // The plan's health was read again: the will names an executor and an alternate.
    await gap(page, 'No will names an executor').waitFor({ state: 'detached' });
    expect(await gap(page, 'Will of Morgan Ellis names no alternate executor').count()).toBe(0);
    const withWill = await score(page);
    expect(withWill).toBeGreaterThan(empty);

    // A life policy that names no beneficiary: its payout would go through probate.
    await page.getByRole('tab', { name: 'Insurance' }).click();
    await page.waitForURL('**/estate-plan?tab=insurance');
    await page.getByRole('button', { name: 'Add your first policy' }).click();
    const addPolicy = dialogNamed(page, 'Add insurance policy');
    await addPolicy.waitFor();
    expect(await addPolicy.getByLabel('Type', { exact: true }).inputValue()).toBe('life');
    await addPolicy.getByLabel('Insurance company', { exact: true }).fill('Northwestern Mutual');
    await addPolicy.getByLabel('Insured', { exact: true }).fill('Morgan Ellis');
    await fillAmount(addPolicy.getByLabel('Face amount', { exact: true }), '500000');
    await addPolicy.getByRole('group', { name: 'Beneficiaries' }).waitFor();
    expect(await addPolicy.getByRole('group', { name: /^Beneficiary \d/ }).count()).toBe(0);
    await expectAccessible(page, 'Add insurance policy dialog');
    await addPolicy.getByRole('button', { name: 'Add policy' }).click();
    await dismissToast(await expectToast(page, 'Insurance policy added successfully!'));
    await expectClosed(addPolicy);

    const policy = page.getByRole('article', { name: 'Northwestern Mutual' });
    await policy.getByText('No beneficiary named').waitFor();
    const policyGap = gap(
      page,
      'Northwestern Mutual life policy on Morgan Ellis has no beneficiary',
    );
    await policyGap.waitFor();
    expect(
      await policyGap.getByRole('link', { name: 'Name a beneficiary' }).getAttribute('href'),
    ).toBe('/estate-plan?tab=insurance');
    const unnamed = await score(page);
    expect(unnamed).toBeLessThan(withWill);
    await health.getByRole('meter', { name: `Plan completeness ${unnamed} %` }).waitFor();

    // Naming the primary beneficiary for the whole payout closes the gap.
    await policy.getByRole('button', { name: 'Edit Northwestern Mutual Life policy' }).click();
    const edit = dialogNamed(page, 'Edit insurance policy');
    await edit.waitFor();
    await edit.getByRole('button', { name: 'Add beneficiary' }).click();
    const beneficiary = edit.getByRole('group', { name: 'Beneficiary 1' });
    await beneficiary.getByLabel('Name', { exact: true }).fill('Jamie Ellis');
    await beneficiary.getByLabel('Relationship', { exact: true }).fill('Spouse');
    expect(await beneficiary.getByLabel('Tier', { exact: true }).inputValue()).toBe('primary');
    await beneficiary.getByLabel('Share (%)', { exact: true }).fill('100');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await dismissToast(await expectToast(page, 'Insurance policy updated successfully!'));
    await expectClosed(edit);
    await policy.getByText('Jamie Ellis (100%)').waitFor();
    expect(await policy.getByText('No beneficiary named').count()).toBe(0);
    await policyGap.waitFor({ state: 'detached' });
    const named = await score(page);
    expect(named).toBeGreaterThan(unnamed);
    await policy.getByRole('button', { name: 'Delete Northwestern Mutual Life policy' }).click();
    const remove = dialogNamed(page, 'Delete this insurance policy?');
    await remove.waitFor();
    await expectAccessible(page, 'Delete this insurance policy? dialog');
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expectClosed(remove);

    // Who gets what: the policy is in its insured's column, paid by its beneficiary designation,
    // outside probate (issue 38: each person's estate on its own).
    await page.getByRole('tab', { name: 'Who gets what' }).click();
    await page.waitForURL('**/estate-plan?tab=who-gets-what');
    const morgan = page.getByRole('region', { name: 'Morgan Ellis', exact: true });
    const byBeneficiary = morgan.getByRole('list', {
      name: 'Morgan Ellis: beneficiary designation',
    });
    const line = byBeneficiary
      .getByRole('listitem')
      .filter({ hasText: 'Northwestern Mutual life policy on Morgan Ellis' });
    await line.waitFor();
    const lineText = await line.innerText();
    expect(lineText).toContain('Jamie Ellis (100%)');
    expect(lineText).toContain('$500,000.00');
    expect(await morgan.getByRole('list', { name: 'Morgan Ellis: will (probate)' }).count()).toBe(
      0,
    );
    await expectAccessible(page, '/estate-plan?tab=who-gets-what');

    // The family binder from the page header: a PDF of the plan and the rest of the household.
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Print binder' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^nido-family-binder-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
    const binder = (await pdfPages(pdf)).join('\n').replace(/\s+/g, ' ');
    expect(binder).toContain('Fireproof safe in the hall closet');
    expect(binder).toContain('Ana Lopez');
    expect(binder).toContain('Northwestern Mutual');
    expect(binder).toContain('Jamie Ellis');
    await dismissToast(await expectToast(page, 'Your family binder is downloading'));
  });
});
