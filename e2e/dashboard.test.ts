import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import { seedExpenses, seedLoan } from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

function localIsoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe('the dashboard', () => {
  it('leads a new household to its first obligation, then shows the figures', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('dashboard'));
    const empty = page.getByRole('heading', { level: 2, name: 'Your household at a glance' });
    await empty.waitFor();
    await expectAccessible(page, 'dashboard of a new household');

    await page.getByRole('link', { name: 'Add your first obligation' }).click();
    await page.waitForURL('**/expenses');
    const dialog = page.getByRole('dialog', { name: 'Add New Obligation' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');

    // Due in a few days, on the visitor's own calendar (the 28th at the latest, so it exists).
    const soon = new Date();
    soon.setDate(soon.getDate() + 3);
    const payDay = Math.min(soon.getDate(), 28);
    await seedExpenses(page, [
      {
        category: 'other',
        vendor: 'Lifetime Fitness',
        costCents: 12_000,
        frequency: 'monthly',
        isAutoPay: true,
        autoPayDate: payDay,
        bankAccount: 'Chase Checking ****1234',
      },
      { category: 'insurance', vendor: 'Haven Life', costCents: 60_000, frequency: 'yearly' },
    ]);
    await seedLoan(page, {
      loanType: 'personal',
      lender: 'Credit Union',
      outstandingBalanceCents: 500_000,
    });

    await page.goto('/dashboard');
    const monthly = page.locator('dl > div').filter({ hasText: 'Monthly obligations' });
    await expect.poll(() => monthly.locator('dd').first().textContent()).toBe('$170.00');
    const netWorth = page.locator('dl > div').filter({ hasText: 'Net worth' });
    expect(await netWorth.locator('dd').first().textContent()).toBe('-$5,000.00');

    const upcoming = page.getByRole('heading', { name: 'Due in the next 30 days', level: 2 });
    await upcoming.waitFor();
    const dueRow = page.getByRole('listitem').filter({ hasText: 'Lifetime Fitness' });
    const dueDay = new Date();
    const nextMonth = dueDay.getDate() > payDay;
    dueDay.setDate(1);
    if (nextMonth) dueDay.setMonth(dueDay.getMonth() + 1);
    dueDay.setDate(payDay);
    expect(await dueRow.locator('time').getAttribute('datetime')).toBe(localIsoDay(dueDay));

    await page.getByRole('link', { name: 'Haven Life: no payment method' }).waitFor();
    await page.getByRole('link', { name: 'Credit Union: no monthly payment' }).waitFor();
    await expectAccessible(page, 'dashboard with figures');

    await page.getByRole('link', { name: 'Insurance' }).click();
    await page.waitForURL('**/expenses?category=insurance');
    // In the list: the total card above it names the largest bill of every category.
    const results = page.getByRole('region', { name: 'Obligations', exact: true }).first();
    await results.getByText('Haven Life').first().waitFor();
    expect(await results.getByText('Lifetime Fitness').count()).toBe(0);

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Add a loan' }).click();
    await page.waitForURL('**/loans');
    await page.getByRole('dialog', { name: 'Add loan' }).waitFor();
    await page.context().close();
  });
});
