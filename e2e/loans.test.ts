import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import {
  dialogNamed,
  expectClosed,
  dismissToast,
  expectToast,
  fillAmount,
  listLoans,
  seedLoan,
} from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

describe('Loans', () => {
  it('adds, edits and deletes a loan with the spec messages', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('loans'));
    await page.goto('/loans');
    await page.getByRole('heading', { level: 1, name: 'Loans' }).waitFor();
    await page.getByRole('heading', { name: 'No loans yet' }).waitFor();
    await expectAccessible(page, '/loans empty');

    await page.getByRole('button', { name: 'Add your first loan' }).click();
    const add = dialogNamed(page, 'Add loan');
    await add.waitFor();
    await expectAccessible(page, 'Add loan dialog');
    await add.getByLabel('Type').selectOption({ label: 'Auto' });
    await add.getByLabel('Lender').fill('Ally Financial');
    await add.getByLabel('Account number').fill('7788990011');
    await add.getByLabel('Start date').fill('2023-05-01');
    await fillAmount(add.getByLabel('Original amount'), '32000');
    await fillAmount(add.getByLabel('Outstanding balance'), '18500');
    await add.getByLabel('Interest rate').fill('6.5');
    await fillAmount(add.getByLabel('Monthly payment'), '550');
    await add.getByLabel('Term').fill('60');
    await add.getByRole('button', { name: 'Add loan' }).click();
    await dismissToast(await expectToast(page, 'Loan added'));
    await expectClosed(add);

    const card = page.getByRole('article', { name: 'Ally Financial' });
    await card.waitFor();
    const text = await card.textContent();
    for (const shown of [
      'Auto',
      '$18,500.00',
      '$550.00',
      '6.5%',
      '$32,000.00',
      '5 years',
      'May 1, 2023',
      '****0011',
    ])
      expect(text).toContain(shown);
    expect(text).not.toContain('7788990011');
    await page.getByRole('term').filter({ hasText: 'Total outstanding' }).waitFor();
    await expectAccessible(page, '/loans with a loan');

    await card.getByRole('button', { name: 'Edit Ally Financial Auto' }).click();
    const edit = dialogNamed(page, 'Edit loan');
    await edit.waitFor();
    expect(await edit.getByLabel('Lender').inputValue()).toBe('Ally Financial');
    expect(await edit.getByLabel('Interest rate').inputValue()).toBe('6.5');
    await expectAccessible(page, 'Edit loan dialog');
    await fillAmount(edit.getByLabel('Outstanding balance'), '17900');
    await edit.getByLabel('Notes').fill('Refinance in 2026');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await dismissToast(await expectToast(page, 'Loan updated'));
    await expectClosed(edit);
    await card.getByText('$17,900.00').waitFor();
    expect(await card.textContent()).toContain('Refinance in 2026');
    // The number was kept through the edit.
    await card.getByRole('button', { name: 'Show account number of Ally Financial Auto' }).click();
    await card.getByText('7788990011', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Delete Ally Financial Auto' }).click();
    const confirm = dialogNamed(page, 'Delete this loan?');
    await confirm.waitFor();
    await expectAccessible(page, 'Delete loan dialog');
    await confirm.getByRole('button', { name: 'Delete loan' }).click();
    await expectToast(page, 'Loan deleted');
    await expectClosed(confirm);
    await page.getByRole('heading', { name: 'No loans yet' }).waitFor();
    expect(await listLoans(page)).toHaveLength(0);
    await page.context().close();
  });

  it('shows the payoff schedule and what an extra payment saves', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('loan-schedule'));
    await seedLoan(page, {
      loanType: 'auto',
      lender: 'Ally Financial',
      originalAmountCents: 3_200_000,
      outstandingBalanceCents: 1_850_000,
      interestRatePercent: 6.5,
      monthlyPaymentCents: 55_000,
      termMonths: 60,
    });
    await seedLoan(page, {
      loanType: 'personal',
      lender: 'SoFi',
      originalAmountCents: 1_000_000,
      outstandingBalanceCents: 800_000,
      monthlyPaymentCents: 30_000,
    });
    await page.goto('/loans');
    const card = page.getByRole('article', { name: 'Ally Financial' });
    await card.waitFor();

    await card.getByRole('button', { name: 'Payoff schedule for Ally Financial Auto' }).click();
    const schedule = dialogNamed(page, 'Payoff schedule');
    await schedule.waitFor();
    expect(await schedule.textContent()).toContain(
      'Auto with Ally Financial: $18,500.00 outstanding, 6.5%, $550.00 a month.',
    );
    const stat = (label: string) =>
      schedule.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
    // 6.5 % on $18,500 at $550 a month: 38 payments, the last a smaller one.
    expect(await stat('Payments left').allTextContents()).toEqual(['38', '3 years 2 months']);
    expect(await stat('Total interest').first().textContent()).toBe('$1,978.30');
    expect(await stat('Payoff date').first().textContent()).toMatch(/^[A-Z][a-z]+ \d{4}$/);

    // The first year month by month, then a row per year.
    const table = schedule.getByRole('region', { name: 'Payment schedule' }).getByRole('table');
    const rows = table.getByRole('row');
    expect(await rows.count()).toBe(1 + 15);
    expect(await rows.nth(1).getByRole('cell').allTextContents()).toEqual([
      '$550.00',
      '$100.21',
      '$449.79',
      '$18,050.21',
    ]);
    expect(await rows.nth(15).getByRole('rowheader').textContent()).toMatch(/^Year 4/);
    expect((await rows.nth(15).getByRole('cell').allTextContents()).at(-1)).toBe('$0.00');
    await expectAccessible(page, 'Payoff schedule dialog');

    await fillAmount(schedule.getByLabel('Extra monthly payment'), '100');
    await schedule
      .getByRole('status')
      .filter({ hasText: 'Paid off 7 months sooner' })
      .filter({ hasText: 'Interest saved: $331.95' })
      .waitFor();
    await page.keyboard.press('Escape');
    await expectClosed(schedule);

    // Without a rate there is no honest payoff date: the schedule says what is missing.
    await page.getByRole('button', { name: 'Payoff schedule for SoFi Personal' }).click();
    await schedule.waitFor();
    await schedule.getByText('Add the interest rate to see when this loan is paid off.').waitFor();
    expect(await schedule.getByRole('table').count()).toBe(0);
    await page.context().close();
  });
});
