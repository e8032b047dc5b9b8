import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATEGORY_COLORS } from '@shared/finance/categories';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import {
  addDialog,
  categoryFilter,
  editDialog,
  fillNewAddress,
  homeExpense,
  layoutButton,
  obligationsTable,
  openExpenses,
  rowCells,
  searchBox,
  tableVendors,
} from './support/expense-screen';
import {
  dialogNamed,
  dismissToast,
  expectClosed,
  expectToast,
  fillAmount,
  listExpenses,
  listLoans,
  seedExpenses,
} from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

const MAPLE = { street: '12 Maple Street', city: 'Springfield', state: 'IL', zip: '62704' };
const MAPLE_FULL = '12 Maple Street, Springfield, IL, 62704';
const OAK = { street: '480 Oak Avenue', city: 'Portland', state: 'OR', zip: '97205' };
const OAK_FULL = '480 Oak Avenue, Portland, OR, 97205';

/** A signed-in household on the Monthly Expenses screen, with these obligations saved first. */
async function householdWith(
  prefix: string,
  expenses: Parameters<typeof seedExpenses>[1] = [],
): Promise<Page> {
  const page = await newPage(browser());
  await readyUser(page, e2eEmail(prefix));
  await seedExpenses(page, expenses);
  await openExpenses(page);
  return page;
}

/** Four categories with a cost each, and a yearly bill whose monthly share is the smallest. */
const MIXED = [
  homeExpense('City Water', 6_000, MAPLE, { description: 'Water and sewer' }),
  {
    category: 'auto',
    vendor: 'Zenith Auto Finance',
    costCents: 32_000,
    entityName: '2021 Honda CR-V',
    isAutoPay: true,
    autoPayDate: 3,
    bankAccount: 'Chase Checking ****1234',
  },
  {
    category: 'insurance',
    vendor: 'Blue Shield',
    costCents: 45_000,
    description: 'Family health plan',
    entityName: 'Morgan Ellis',
    isAutoPay: true,
    autoPayDate: 15,
    bankAccount: 'Amex Gold ****9876',
  },
  { category: 'other', vendor: 'Aspen Dental', costCents: 8_000 },
  // $600 a year is $50 a month: it sorts below the $60 and $80 monthly bills.
  { category: 'other', vendor: 'yearly Costco Membership', costCents: 60_000, frequency: 'yearly' },
] as const;

/** Clicks inside a slice of the pie (a point within its shape, not just its bounding box). */
async function clickPieSlice(page: Page, color: string): Promise<void> {
  const slice = page.locator(`.recharts-pie-sector path[fill="${color}"]`);
  await slice.scrollIntoViewIfNeeded();
  const point = await slice.evaluate((path) => {
    const shape = path as SVGPathElement;
    const box = shape.getBBox();
    const toScreen = shape.getScreenCTM();
    if (!toScreen) return null;
    for (let i = 1; i < 24; i += 1) {
      for (let j = 1; j < 24; j += 1) {
        const inside = new DOMPoint(box.x + (box.width * i) / 24, box.y + (box.height * j) / 24);
        if (shape.isPointInFill(inside)) {
          const screen = inside.matrixTransform(toScreen);
          return { x: screen.x, y: screen.y };
        }
      }
    }
    return null;
  });
  if (!point) throw new Error(`No point inside the ${color} slice`);
  await page.mouse.click(point.x, point.y);
}

describe('Monthly Expenses', () => {
  it('welcomes a new household, then groups home obligations under the new addresses typed in', async () => {
    const page = await householdWith('expenses-home');
    const welcome = page.getByRole('region', { name: 'Welcome to Nido!' });
    await welcome.waitFor();
    await expectAccessible(page, '/expenses empty state');

    await welcome.getByRole('button', { name: 'Manual Entry' }).click();
    const dialog = addDialog(page);
    await dialog.waitFor();
    // Adding shows a blank form with the spec's button.
    await dialog.getByRole('button', { name: 'Add Obligation' }).waitFor();
    expect(await dialog.getByLabel('Vendor', { exact: true }).inputValue()).toBe('');
    await expectAccessible(page, 'Add New Obligation dialog');

    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Home' });
    await dialog.getByLabel('Vendor', { exact: true }).fill('Cedar Grove HOA');
    await dialog.getByLabel('Type of home expense').selectOption('HOA');
    await fillAmount(dialog.getByLabel('Cost', { exact: true }), '125.50');
    // Spec §5: a home needs its address; nothing is saved without it.
    await dialog.getByRole('button', { name: 'Add Obligation' }).click();
    await dialog.getByText('Enter the street address').waitFor();
    expect(await listExpenses(page)).toHaveLength(0);

    // No address is known yet, so the new address's inputs are there at once.
    await fillNewAddress(dialog, MAPLE);
    await dialog.getByRole('button', { name: 'Add Obligation' }).click();
    await dismissToast(await expectToast(page, 'Obligation added'));
    await expectClosed(dialog);
    await page.getByRole('status').filter({ hasText: '1 obligation shown' }).waitFor();

    // The second home: the known address is offered, and "New address" opens the inputs.
    await page.getByRole('button', { name: 'Add Expense' }).click();
    await dialog.waitFor();
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Home' });
    await dialog.getByLabel('Vendor', { exact: true }).fill('Lakeside Electric');
    await dialog.getByLabel('Type of home expense').selectOption('Utilities');
    const addressChoice = dialog.getByLabel('Property address');
    expect(await addressChoice.locator('option').allTextContents()).toEqual([
      'Choose an address',
      MAPLE_FULL,
      'New address',
    ]);
    await addressChoice.selectOption({ label: 'New address' });
    await fillNewAddress(dialog, OAK);
    await fillAmount(dialog.getByLabel('Cost', { exact: true }), '89.99');
    await dialog.getByRole('button', { name: 'Add Obligation' }).click();
    await expectToast(page, 'Obligation added');
    await expectClosed(dialog);

    // Home in the list view: a total for all homes, then one panel per address, one open.
    await categoryFilter(page, 'Home').click();
    await page.getByText('Total for all homes').waitFor();
    const maplePanel = page.getByRole('region', { name: new RegExp(`^${MAPLE_FULL}`) });
    const oakPanel = page.getByRole('region', { name: new RegExp(`^${OAK_FULL}`) });
    await maplePanel.getByRole('article', { name: 'Cedar Grove HOA' }).waitFor();
    expect(await maplePanel.getByRole('article').count()).toBe(1);
    expect(await oakPanel.count()).toBe(0);
    const oakTrigger = page.getByRole('button', { name: new RegExp(`^${OAK_FULL}`) });
    expect(await oakTrigger.textContent()).toContain('$89.99/mo · 1 obligation');
    await oakTrigger.click();
    await oakPanel.getByRole('article', { name: 'Lakeside Electric' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: new RegExp(`^${MAPLE_FULL}`) })
          .getAttribute('aria-expanded'),
      )
      .toBe('false');
    const card = oakPanel.getByRole('article', { name: 'Lakeside Electric' });
    expect(await card.textContent()).toContain(OAK_FULL);
    await expectAccessible(page, '/expenses home list');
    await page.context().close();
  });

  it('creates the linked Mortgage loan when a home Mortgage has an outstanding balance', async () => {
    const page = await householdWith('expenses-mortgage');
    await page.getByRole('button', { name: 'Add Expense' }).click();
    const dialog = addDialog(page);
    await dialog.waitFor();
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Home' });
    await dialog.getByLabel('Vendor', { exact: true }).fill('Wells Fargo Home Mortgage');
    await dialog.getByLabel('Type of home expense').selectOption('Mortgage');
    await fillAmount(dialog.getByLabel('Outstanding loan balance'), '312000');
    await fillNewAddress(dialog, MAPLE);
    await fillAmount(dialog.getByLabel('Cost', { exact: true }), '2150');
    await dialog.getByLabel('Account number with the vendor').fill('5550001234');
    await expectAccessible(page, 'Add New Obligation dialog, home Mortgage');
    await dialog.getByRole('button', { name: 'Add Obligation' }).click();
    const toast = await expectToast(page, 'Obligation added');
    expect(await toast.textContent()).toContain('Mortgage loan created in Loans');
    await expectClosed(dialog);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Loans' })
      .click();
    await page.waitForURL('**/loans');
    const loan = page.getByRole('article', { name: 'Wells Fargo Home Mortgage' });
    await loan.waitFor();
    const text = await loan.textContent();
    expect(text).toContain('Mortgage');
    expect(text).toContain('$312,000.00');
    expect(text).toContain('$2,150.00');
    expect(text).toContain('****1234');
    expect(text).toContain('Auto-created from mortgage expense: Wells Fargo Home Mortgage');
    // The loan names the obligation it is linked to.
    expect(text).toMatch(/Linked obligation\s*Wells Fargo Home Mortgage/);
    const [saved] = await listLoans(page);
    expect(saved).toMatchObject({
      loanType: 'mortgage',
      lender: 'Wells Fargo Home Mortgage',
      originalAmountCents: 31_200_000,
      outstandingBalanceCents: 31_200_000,
      monthlyPaymentCents: 215_000,
    });
    expect(saved?.relatedExpenseId).toBe((await listExpenses(page))[0]?.id);

    // Saving the obligation again updates that loan rather than adding another.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Monthly Expenses' })
      .click();
    await page.getByRole('button', { name: 'Edit Wells Fargo Home Mortgage' }).click();
    const edit = editDialog(page);
    await edit.waitFor();
    expect(await edit.getByLabel('Outstanding loan balance').inputValue()).toBe('312,000.00');
    await fillAmount(edit.getByLabel('Outstanding loan balance'), '305000');
    await edit.getByRole('button', { name: 'Update Obligation' }).click();
    const updated = await expectToast(page, 'Obligation updated');
    expect(await updated.textContent()).toContain('Mortgage loan updated in Loans');
    await expectClosed(edit);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Loans' })
      .click();
    await loan.getByText('Auto-updated from mortgage expense: Wells Fargo Home Mortgage').waitFor();
    expect(await loan.textContent()).toContain('$305,000.00');
    expect(await page.getByRole('article').count()).toBe(1);
    expect(await listLoans(page)).toHaveLength(1);
    await page.context().close();
  });

  it('opens the add dialog when another screen asks for it (router state openAddExpense)', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('expenses-open-add'));
    // The dashboard of a new household leads to its first obligation.
    await page.getByRole('link', { name: 'Add your first obligation' }).click();
    await page.waitForURL('**/expenses');
    const dialog = addDialog(page);
    await dialog.waitFor();
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Other' });
    await dialog.getByLabel('Vendor', { exact: true }).fill('Spotify');
    await fillAmount(dialog.getByLabel('Cost', { exact: true }), '10.99');
    await dialog.getByRole('button', { name: 'Add Obligation' }).click();
    await dismissToast(await expectToast(page, 'Obligation added'));
    await expectClosed(dialog);
    expect(await tableVendors(page)).toEqual(['Spotify']);

    // The request was used once: neither a reload nor Back and Forward open the dialog again.
    await page.reload();
    await page.getByRole('heading', { name: 'Obligations', exact: true }).waitFor();
    expect(await dialog.count()).toBe(0);
    await page.goBack();
    await page.waitForURL('**/dashboard');
    await page.goForward();
    await page.waitForURL('**/expenses');
    await page.getByRole('heading', { name: 'Obligations', exact: true }).waitFor();
    expect(await dialog.count()).toBe(0);
    await page.context().close();
  });

  it('edits an obligation in the Edit Obligation dialog and shows the change', async () => {
    const page = await householdWith('expenses-edit', [
      { category: 'other', vendor: 'Comcast', costCents: 7_999, description: 'Home internet' },
      { category: 'other', vendor: 'Netflix', costCents: 1_549 },
    ]);
    await page.getByRole('button', { name: 'Edit Comcast' }).click();
    const dialog = editDialog(page);
    await dialog.waitFor();
    expect(await dialog.getByLabel('Vendor', { exact: true }).inputValue()).toBe('Comcast');
    expect(await dialog.getByLabel('Cost', { exact: true }).inputValue()).toBe('79.99');
    // Editing shows only the form, with the spec's button.
    expect(await dialog.getByRole('button', { name: 'Add Obligation' }).count()).toBe(0);
    await expectAccessible(page, 'Edit Obligation dialog');

    await dialog.getByLabel('Vendor', { exact: true }).fill('Xfinity');
    await fillAmount(dialog.getByLabel('Cost', { exact: true }), '95');
    await dialog.getByLabel('Frequency').selectOption({ label: 'per quarter' });
    await dialog.getByRole('switch', { name: 'Auto-pay' }).click();
    await dialog.getByLabel('Auto-pay day').selectOption('12');
    await dialog.getByRole('button', { name: 'Update Obligation' }).click();
    await expectToast(page, 'Obligation updated');
    await expectClosed(dialog);

    const row = obligationsTable(page).getByRole('row', { name: /Xfinity/ });
    await row.waitFor();
    const cells = await rowCells(row);
    expect(cells.slice(0, 4)).toEqual([
      'Xfinity Home internet',
      'Other',
      '$95.00 per quarter',
      'Auto-pay (day 12)',
    ]);
    expect(await page.getByRole('button', { name: 'Edit Comcast' }).count()).toBe(0);
    // $95 a quarter is $31.67 a month, plus Netflix's $15.49.
    await page.getByText('$47.16', { exact: true }).waitFor();

    // Saved, not only shown: a fresh load still has the change.
    await openExpenses(page);
    expect(await tableVendors(page)).toEqual(['Xfinity', 'Netflix']);
    await page.context().close();
  });

  it('narrows the list by vendor or description and shows the no-match state', async () => {
    const page = await householdWith('expenses-search', [
      { category: 'other', vendor: 'Comcast', costCents: 7_999, description: 'Home internet' },
      { category: 'insurance', vendor: 'State Farm', costCents: 12_000, description: 'Car cover' },
      { category: 'other', vendor: 'Netflix', costCents: 1_549, description: 'Streaming' },
    ]);
    expect(await tableVendors(page)).toEqual(['State Farm', 'Comcast', 'Netflix']);
    const search = searchBox(page);

    // The description matches, whatever the case.
    await search.fill('INTERNET');
    await expect.poll(() => tableVendors(page)).toEqual(['Comcast']);
    await page.getByRole('status').filter({ hasText: '1 obligation shown' }).waitFor();
    // The vendor matches too.
    await search.fill('state f');
    await expect.poll(() => tableVendors(page)).toEqual(['State Farm']);

    await search.fill('zzz-nothing');
    const noMatch = page.getByText('No expenses found matching your criteria.');
    await noMatch.waitFor();
    expect(await obligationsTable(page).count()).toBe(0);
    await expectAccessible(page, '/expenses with no match');
    // The no-match state offers to add one.
    await page.getByRole('button', { name: 'Add New Expense' }).click();
    const dialog = addDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectClosed(dialog);

    await search.fill('');
    await expect.poll(() => tableVendors(page)).toEqual(['State Farm', 'Comcast', 'Netflix']);
    await page.context().close();
  });

  it('filters to a category from a legend entry or a slice of the pie', async () => {
    const page = await householdWith('expenses-pie', [...MIXED]);
    const chart = page.getByRole('region', { name: 'Expenses by Category' });
    await chart.locator('.recharts-pie-sector').first().waitFor();
    expect(
      await chart.getByRole('img', { name: /^Expenses by category/ }).getAttribute('aria-label'),
    ).toBe('Expenses by category: Home 6.3%, Auto 33.3%, Insurance 46.9%, Other 13.5%');
    expect(await categoryFilter(page, 'All').getAttribute('aria-pressed')).toBe('true');

    // The legend entry for Other: the filter follows, and only Other's obligations show.
    await chart.getByRole('button', { name: /^Other/ }).click();
    await expect
      .poll(() => categoryFilter(page, 'Other').getAttribute('aria-pressed'))
      .toBe('true');
    expect(await chart.getByRole('button', { name: /^Other/ }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect
      .poll(() => tableVendors(page))
      .toEqual(['Aspen Dental', 'yearly Costco Membership']);

    // A slice of the pie: Insurance, grouped by the insured person.
    await clickPieSlice(page, CATEGORY_COLORS.insurance);
    await expect
      .poll(() => categoryFilter(page, 'Insurance').getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByText('Total for Insurance').waitFor();
    const insured = page.getByRole('region', { name: /Insured: Morgan Ellis/ });
    await insured.getByRole('article', { name: 'Blue Shield' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);

    // And the Auto slice.
    await clickPieSlice(page, CATEGORY_COLORS.auto);
    await expect.poll(() => categoryFilter(page, 'Auto').getAttribute('aria-pressed')).toBe('true');
    const vehicleTrigger = page.getByRole('button', { name: /^Vehicle: 2021 Honda CR-V/ });
    // The first panel of the new category opens, as it does on a fresh screen.
    await expect.poll(() => vehicleTrigger.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('region', { name: /Vehicle: 2021 Honda CR-V/ }).waitFor();
    await page.getByRole('article', { name: 'Zenith Auto Finance' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await expectAccessible(page, '/expenses filtered to Auto');
    await page.context().close();
  });

  it('sorts the obligations table: cost high to low first, toggled or changed by the headers', async () => {
    const page = await householdWith('expenses-sort', [...MIXED]);
    // The session and the list came in the page's HTML with its first screen (first-screen.ts),
    // and the app started from them rather than asking again: no read of either.
    const reads = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          from: (entry as PerformanceResourceTiming).initiatorType,
        }))
        .filter((read) => read.path === '/api/expenses' || read.path === '/api/auth/session'),
    );
    expect(reads).toEqual([]);
    // The screen's own code was asked for with the page (<link rel="modulepreload">,
    // scripts/lib/route-modules.mjs), not by the app's script once it ran: Chromium's resource
    // timing says 'script' for what a script imports (the pie chart's code, later on this screen).
    // Its timing alone cannot tell: the entry may come from the cache, before anything is asked.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        path: new URL(entry.name).pathname,
        askedBy: (entry as PerformanceResourceTiming).initiatorType,
      })),
    );
    const screenCode = scripts.filter((read) =>
      /^\/assets\/expenses-page-[\w-]+\.js$/.test(read.path),
    );
    expect(screenCode).toHaveLength(1);
    expect(screenCode[0]?.askedBy).not.toBe('script');
    const header = (name: string) =>
      obligationsTable(page).getByRole('columnheader', { name: new RegExp(`^${name}`) });
    const sortButton = (name: string) => header(name).getByRole('button');

    expect(await header('Cost').getAttribute('aria-sort')).toBe('descending');
    expect(await tableVendors(page)).toEqual([
      'Blue Shield',
      'Zenith Auto Finance',
      'Aspen Dental',
      'City Water',
      'yearly Costco Membership',
    ]);

    // The active column toggles its direction.
    await sortButton('Cost').click();
    await expect.poll(() => header('Cost').getAttribute('aria-sort')).toBe('ascending');
    expect(await tableVendors(page)).toEqual([
      'yearly Costco Membership',
      'City Water',
      'Aspen Dental',
      'Zenith Auto Finance',
      'Blue Shield',
    ]);

    // Another column starts ascending (A to Z, whatever the case).
    await sortButton('Vendor').click();
    await expect.poll(() => header('Vendor').getAttribute('aria-sort')).toBe('ascending');
    expect(await header('Cost').getAttribute('aria-sort')).toBe('none');
    expect(await tableVendors(page)).toEqual([
      'Aspen Dental',
      'Blue Shield',
      'City Water',
      'yearly Costco Membership',
      'Zenith Auto Finance',
    ]);
    await sortButton('Vendor').click();
    await expect.poll(() => header('Vendor').getAttribute('aria-sort')).toBe('descending');
    expect(await tableVendors(page)).toEqual([
      'Zenith Auto Finance',
      'yearly Costco Membership',
      'City Water',
      'Blue Shield',
      'Aspen Dental',
    ]);

    // Category by its label, ties by vendor.
    await sortButton('Category').click();
    await expect.poll(() => header('Category').getAttribute('aria-sort')).toBe('ascending');
    expect(await tableVendors(page)).toEqual([
      'Zenith Auto Finance',
      'City Water',
      'Blue Shield',
      'Aspen Dental',
      'yearly Costco Membership',
    ]);

    // Payment: auto-pay by day first, then manual pay.
    await sortButton('Payment').click();
    await expect.poll(() => header('Payment').getAttribute('aria-sort')).toBe('ascending');
    expect(await tableVendors(page)).toEqual([
      'Zenith Auto Finance',
      'Blue Shield',
      'Aspen Dental',
      'City Water',
      'yearly Costco Membership',
    ]);

    // Bank account: missing ones last.
    await sortButton('Debit Bank/Credit Card').click();
    await expect
      .poll(() => header('Debit Bank/Credit Card').getAttribute('aria-sort'))
      .toBe('ascending');
    expect((await tableVendors(page)).slice(0, 2)).toEqual(['Blue Shield', 'Zenith Auto Finance']);
    await expectAccessible(page, '/expenses table sorted');
    await page.context().close();
  });

  it('switches between the list (default) and the grid', async () => {
    const page = await householdWith('expenses-grid', [...MIXED]);
    expect(await layoutButton(page, 'List').getAttribute('aria-pressed')).toBe('true');
    await obligationsTable(page).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);

    await layoutButton(page, 'Grid').click();
    await expect.poll(() => layoutButton(page, 'Grid').getAttribute('aria-pressed')).toBe('true');
    expect(await layoutButton(page, 'List').getAttribute('aria-pressed')).toBe('false');
    await obligationsTable(page).waitFor({ state: 'detached' });
    expect(await page.getByRole('article').count()).toBe(5);
    const card = page.getByRole('article', { name: 'Blue Shield' });
    const text = await card.textContent();
    expect(text).toContain('$450.00 per month');
    expect(text).toContain('Family health plan');
    expect(text).toContain('Amex Gold ****9876');
    expect(text).toContain('Auto-pay (day 15)');
    await expectAccessible(page, '/expenses grid');

    // Home in the grid: one card per address with its obligation count.
    await categoryFilter(page, 'Home').click();
    const addresses = page.getByRole('list', { name: 'Addresses' });
    const addressCard = addresses.getByRole('button', { name: new RegExp(MAPLE_FULL) });
    await addressCard.waitFor();
    expect(await addressCard.textContent()).toContain('1 obligation · $60.00/mo');
    await page.getByRole('heading', { name: `Obligations at ${MAPLE_FULL}` }).waitFor();

    await categoryFilter(page, 'All').click();
    await layoutButton(page, 'List').click();
    await obligationsTable(page).waitFor();
    expect(await tableVendors(page)).toHaveLength(5);
    await page.context().close();
  });

  it('deletes an obligation only after the Delete Expense confirmation', async () => {
    const page = await householdWith('expenses-delete', [
      { category: 'other', vendor: 'Comcast', costCents: 7_999 },
      { category: 'other', vendor: 'Netflix', costCents: 1_549 },
    ]);
    await page.getByRole('button', { name: 'Delete Netflix' }).click();
    const confirm = dialogNamed(page, 'Delete Expense');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Delete Netflix?');
    await expectAccessible(page, 'Delete Expense dialog');

    // Cancel keeps it.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expectClosed(confirm);
    expect(await tableVendors(page)).toEqual(['Comcast', 'Netflix']);

    await page.getByRole('button', { name: 'Delete Netflix' }).click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Obligation deleted');
    await expectClosed(confirm);
    await expect.poll(() => tableVendors(page)).toEqual(['Comcast']);
    expect((await listExpenses(page)).map((expense) => expense.vendor)).toEqual(['Comcast']);
    await page.context().close();
  });
});
