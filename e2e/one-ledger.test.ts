import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import {
  callApi,
  dialogNamed,
  dismissToast,
  expectClosed,
  expectToast,
  fillAmount,
  toastsGone,
} from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

const REVIEW_DIALOG = 'Accounts that may be recorded twice';

/** An investment-ledger record made the way an import or the Investments screen would. */
async function seedInvestment(
  page: Page,
  input: { type: string; institutionName: string; accountName: string; accountNumber?: string },
): Promise<void> {
  await callApi(page, 'POST', '/investments', input);
}

async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByRole('article').first().waitFor();
}

/** The account cards' names on screen, sorted. */
async function cardNames(page: Page): Promise<string[]> {
  const names = await page
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map(
        (card) =>
          document.getElementById(card.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      ),
    );
  return names.sort();
}

/**
 * How far the page scrolls sideways (as e2e/layout-fit.test.ts measures it), with what sticks out
 * past the right edge; null when it fits.
 */
function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const edge = root.clientWidth;
    if (root.scrollWidth <= edge) return null;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > edge + 0.5;
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return `${root.scrollWidth - edge} px too wide: ${culprits.join(', ')}`;
  });
}

describe('One ledger (issue 40)', () => {
  it('proposes one account recorded twice, merges it, and keeps two different ones apart', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('one-ledger'));

    // A 401(k) added on Financial Accounts is one record that Investments lists too.
    await page.goto('/accounts');
    await page.getByRole('heading', { level: 1, name: 'Financial Accounts' }).waitFor();
    await page.getByRole('button', { name: 'Add your first account' }).click();
    const add = dialogNamed(page, 'Add account');
    await add.waitFor();
    await add.getByLabel('Type', { exact: true }).selectOption({ label: '401(k)' });
    await add.getByLabel('Institution', { exact: true }).fill('Fidelity');
    await add.getByLabel('Account name', { exact: true }).fill('Acme 401(k)');
    await add.getByLabel('Account number', { exact: true }).fill('55-1234');
    await fillAmount(add.getByLabel('Balance', { exact: true }), '84000');
    await add.getByRole('button', { name: 'Add account' }).click();
    await dismissToast(await expectToast(page, 'Account added successfully!'));
    await expectClosed(add);
    await page.getByRole('article', { name: 'Acme 401(k)' }).waitFor();
    // Nothing to review with one record.
    expect(await page.getByText(/may be recorded twice/).count()).toBe(0);

    await openScreen(page, '/investments', 'Investments');
    const onInvestments = page.getByRole('article', { name: 'Acme 401(k)' });
    expect(await onInvestments.textContent()).toContain('$84,000.00');

    // The same 401(k) again, without a number, as a second Investments record.
    await seedInvestment(page, {
      type: 'retirement_401k',
      institutionName: 'Fidelity',
      accountName: 'Work retirement',
    });
    await openScreen(page, '/accounts', 'Financial Accounts');
    const banner = page.getByRole('status').filter({ hasText: 'may be recorded twice' });
    await banner.getByText('1 account may be recorded twice').waitFor();
    await expectAccessible(page, '/accounts with a proposed merge');
    await banner.getByRole('button', { name: 'Review' }).click();
    const review = dialogNamed(page, REVIEW_DIALOG);
    await review.waitFor();
    const pair = review.getByRole('listitem', { name: 'Fidelity 401(k)' });
    const text = await pair.textContent();
    expect(text).toContain('Acme 401(k)');
    expect(text).toContain('****1234');
    expect(text).toContain('Work retirement');
    expect(text).toContain('No number');
    expect(await review.textContent()).toContain(
      "The second record's holdings, documents and links move to the first; anything that differs is kept in its notes.",
    );
    await expectAccessible(page, 'Merge review dialog');
    await pair.getByRole('button', { name: 'Merge into one' }).click();
    await dismissToast(await expectToast(page, 'Accounts merged'));
    await expectClosed(review);
    await banner.waitFor({ state: 'detached' });

    // One record left on both screens.
    await page.getByRole('article', { name: 'Work retirement' }).waitFor({ state: 'detached' });
    expect(await cardNames(page)).toEqual(['Acme 401(k)']);
    await openScreen(page, '/investments', 'Investments');
    expect(await cardNames(page)).toEqual(['Acme 401(k)']);
    expect(await page.getByText(/may be recorded twice/).count()).toBe(0);

    // Two IRAs at Vanguard, one without a number: two different accounts, kept both.
    await seedInvestment(page, {
      type: 'ira',
      institutionName: 'Vanguard',
      accountName: 'Rollover IRA',
      accountNumber: '99887766',
    });
    await seedInvestment(page, {
      type: 'ira',
      institutionName: 'Vanguard',
      accountName: 'Spousal IRA',
    });
    await openScreen(page, '/investments', 'Investments');
    await page.getByText('1 account may be recorded twice').waitFor();
    await page.getByRole('button', { name: 'Review' }).click();
    const second = dialogNamed(page, REVIEW_DIALOG);
    await second.waitFor();
    await second
      .getByRole('listitem', { name: 'Vanguard IRA' })
      .getByRole('button', { name: 'Keep both' })
      .click();
    await dismissToast(await expectToast(page, 'Kept as two accounts'));
    await expectClosed(second);
    await page.getByText(/may be recorded twice/).waitFor({ state: 'detached' });
    expect(await cardNames(page)).toEqual(['Acme 401(k)', 'Rollover IRA', 'Spousal IRA']);
    await openScreen(page, '/accounts', 'Financial Accounts');
    await page.getByRole('article', { name: 'Spousal IRA' }).waitFor();
    expect(await cardNames(page)).toEqual(['Acme 401(k)', 'Rollover IRA', 'Spousal IRA']);
    // Not proposed again.
    await toastsGone(page);
    expect(await page.getByText(/may be recorded twice/).count()).toBe(0);
    await page.context().close();
  });

  it('fits the review dialog on a 390 px phone', async () => {
    const page = await newPage(browser(), { width: 390, height: 844 });
    await readyUser(page, e2eEmail('one-ledger-phone'));
    await seedInvestment(page, {
      type: 'brokerage',
      institutionName: 'Charles Schwab Brokerage Services Incorporated',
      accountName: 'INDIVIDUAL_BROKERAGE_ACCOUNT_JOINT_WROS',
      accountNumber: '238-771204',
    });
    await seedInvestment(page, {
      type: 'brokerage',
      institutionName: 'Charles Schwab Brokerage Services Incorporated',
      accountName: 'Brokerage',
    });
    await openScreen(page, '/accounts', 'Financial Accounts');
    expect(await sidewaysOverflow(page)).toBeNull();
    await page.getByRole('button', { name: 'Review' }).click();
    const review = dialogNamed(page, REVIEW_DIALOG);
    await review.waitFor();
    await expectAccessible(page, 'Merge review dialog at 390 px');
    expect(await sidewaysOverflow(page)).toBeNull();
    // Nor does the dialog scroll sideways inside its own box.
    expect(await review.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
    const box = await review.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    for (const name of ['Merge into one', 'Keep both']) {
      const button = await review.getByRole('button', { name }).boundingBox();
      expect(button && button.x >= 0 && button.x + button.width <= 390, name).toBe(true);
    }
    await page.context().close();
  });
});
