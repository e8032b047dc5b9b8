import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { baseUrl, newPage, useBrowser } from './support/browser';
import { appTookOver, searchBox } from './support/expense-screen';
import { seedExpenses } from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

/**
 * Issue 11: Monthly Expenses comes with its first screen rendered by the server
 * (server/http/first-screen.ts), so the household's list is on screen before the app's code has
 * run; the app then swaps in its live copy (web/app/first-screen).
 */
describe('the first screen of Monthly Expenses', () => {
  it('shows the list before any script has run, then the app takes over without asking again', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('first-screen'));
    await seedExpenses(page, [
      { category: 'other', vendor: 'City Water', costCents: 6_000 },
      { category: 'auto', vendor: 'Zenith Auto Finance', costCents: 32_000 },
    ]);

    // The same person with JavaScript off: the server's copy is all there is.
    const noScript = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    await noScript.addCookies(await page.context().cookies());
    const still = await noScript.newPage();
    await still.goto('/expenses');
    const copy = still.locator('#root[data-first-screen="/expenses"][inert]');
    await copy.waitFor();
    const text = await copy.textContent();
    for (const shown of [
      'Monthly Expenses',
      '2 obligations shown',
      'City Water',
      'Zenith Auto Finance',
    ])
      expect(text, shown).toContain(shown);
    await noScript.close();

    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) reads.push(url.pathname);
    });
    await page.goto('/expenses');
    await appTookOver(page);
    const root = page.locator('#root');
    expect(await root.getAttribute('inert')).toBeNull();
    await page.getByRole('status').filter({ hasText: '2 obligations shown' }).waitFor();
    // The session and the list came with the page; the app did not ask for them again.
    expect(reads).not.toContain('/api/auth/session');
    expect(reads).not.toContain('/api/expenses');

    // The live copy is the app: it answers input.
    await searchBox(page).fill('water');
    await page.getByRole('status').filter({ hasText: '1 obligation shown' }).waitFor();
    expect(await page.getByRole('table').getByText('Zenith Auto Finance').count()).toBe(0);
    expect(problems).toEqual([]);
    await expectAccessible(page, '/expenses after the app took over');
    await page.context().close();
  });
});
