import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { expectAccessible } from './support/axe';
import { readyUser, signInThroughUi } from './support/account-flows';
import { e2eEmail } from './support/users';

const browser = useBrowser();

const SIDEBAR_ENTRIES = [
  'Dashboard',
  'Estate Plan',
  'Documents',
  'Family Guidebook',
  'Advisor Contacts',
  'Financial Accounts',
  'Properties',
  'Monthly Expenses',
  'Loans',
  'Triggering Event',
];

const sidebarState = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getAttribute('data-state');

describe('the signed-in layout', () => {
  it('has the spec sidebar, toggled by Ctrl+B and remembered in a cookie', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('shell'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const entry of SIDEBAR_ENTRIES) await nav.getByRole('link', { name: entry }).waitFor();
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
    const width = await nav.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBe(256);

    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarState(page)).toBe('collapsed');
    await expect
      .poll(() => nav.evaluate((element) => element.getBoundingClientRect().width))
      .toBe(48);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(Math.round(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000)).toBe(7);
    await expectAccessible(page, 'dashboard with collapsed sidebar');

    await page.reload();
    await expect.poll(() => sidebarState(page)).toBe('collapsed');
    await page.keyboard.press('Control+b');
    await expect.poll(() => sidebarState(page)).toBe('expanded');
    await page.context().close();
  });

  it('becomes a sheet on a phone', async () => {
    const page = await newPage(browser(), { width: 375, height: 740 });
    await readyUser(page, e2eEmail('phone'));
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('link', { name: 'Dashboard' }).waitFor();
    await expectAccessible(page, 'mobile sidebar sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('shows Settings, the subscription page and admin pages accessibly', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('settings'));
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await expectAccessible(page, '/settings');

    await page.goto('/subscription');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, '/subscription');

    await page.goto('/segments-admin');
    await page.getByText("You don't have permission to access this page.").waitFor();
    await page.goto('/document-analysis');
    await page.getByText("You don't have permission to access this page.").waitFor();
    await page.context().close();
  });

  it('sends signed-out visitors of app pages to /login, and back there after signing in', async () => {
    const page = await newPage(browser());
    const email = e2eEmail('returning');
    await readyUser(page, email);
    await page.evaluate(() => fetch('/api/auth/sign-out', { method: 'POST' }));
    await page.goto('/settings');
    await page.waitForURL('**/login');
    await signInThroughUi(page, email);
    await page.waitForURL('**/settings');
    await page.context().close();
  });
});
