import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import { openExpenses } from './support/expense-screen';
import { seedExpenses } from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

/**
 * Issue 10 item 15: on a 375 px phone the Monthly Expenses header keeps its actions on one row
 * (the household selector, a "More actions" menu with AI Insights and CSV, and Add) and nothing
 * makes the page scroll sideways. Only a real browser lays the row out.
 */
describe('Monthly Expenses on a phone', () => {
  it('keeps the header actions on one row, with AI Insights and CSV in a menu', async () => {
    const page = await newPage(browser(), { width: 375, height: 812 });
    await readyUser(page, e2eEmail('phone-header'));
    await seedExpenses(page, [
      { category: 'other', vendor: 'Netflix', costCents: 1_599, isAutoPay: true, autoPayDate: 3 },
      { category: 'kids', vendor: 'Piano lessons', costCents: 12_000, entityName: 'Mia' },
    ]);
    await openExpenses(page);

    const selector = page.getByRole('button', { name: 'My Account' });
    const more = page.getByRole('button', { name: 'More actions' });
    const add = page.getByRole('button', { name: 'Add Expense' });
    const boxes = await Promise.all([selector, more, add].map((button) => button.boundingBox()));
    const tops = boxes.map((box) => Math.round(box?.y ?? -1));
    expect(new Set(tops).size, `tops ${tops.join(', ')}`).toBe(1);
    const right = Math.max(...boxes.map((box) => (box ? box.x + box.width : Infinity)));
    expect(right).toBeLessThanOrEqual(375);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'the page scrolls sideways',
    ).toBeLessThanOrEqual(375);
    expect(await page.getByRole('link', { name: 'AI Insights' }).count()).toBe(0);

    await more.click();
    const menu = page.getByRole('menu');
    await expect
      .poll(() => menu.getByRole('menuitem').allTextContents())
      .toEqual(['AI Insights', 'Export CSV', 'Import CSV']);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expectAccessible(page, 'expenses on a phone');
  });
});
