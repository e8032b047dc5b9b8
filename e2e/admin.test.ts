import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '@shared/csv';
import { ROOT, startServer, type ServerProcess } from '@test/harness/server-process';
import { readyUser, registerThroughUi, signInThroughUi } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { useBrowser } from './support/browser';
import { callApi, expectToast } from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

/**
 * A server of this file's own: turning payments on is server-wide (every other file's new
 * accounts would meet it), and `nido` commands need the embedded database to themselves. The
 * admin is made as an operator would, with the server stopped: `nido demo` makes a verified,
 * onboarded account, `nido create-admin` gives it the role; then the server starts.
 */
let server: ServerProcess | undefined;
let dataDir = '';
const admin = { email: '', password: '' };
const url = () => {
  if (!server) throw new Error('The server is not running');
  return server.url;
};

function nido(...args: string[]): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/server/cli.ts'), ...args],
    { cwd: ROOT, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`nido ${args[0]} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'nido-e2e-admin-'));
  const demo = nido('demo', '1');
  admin.email = /email:\s+(\S+)/.exec(demo)?.[1] ?? '';
  admin.password = /password:\s+(\S+)/.exec(demo)?.[1] ?? '';
  if (!admin.email || !admin.password) throw new Error(`nido demo printed no account:\n${demo}`);
  const made = nido('create-admin', admin.email);
  if (!made.includes('is now an admin')) throw new Error(made);
  // Payments can be required only where they can be taken: the fake Stripe stands in for it.
  server = await startServer({ DATA_DIR: dataDir, NIDO_FAKE_STRIPE: '1' });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser().newContext({
    baseURL: url(),
    viewport: { width, height: 900 },
    colorScheme: 'light',
  });
  await context.addInitScript(() => {
    window.localStorage.setItem(
      'consent_preferences',
      JSON.stringify({ marketing: false, dataSharing: true, decidedAt: new Date().toISOString() }),
    );
  });
  return context.newPage();
}

/** The admin, signed in through the sign-in form, on the dashboard. */
async function adminPage(): Promise<Page> {
  const page = await newPage();
  await signInThroughUi(page, admin.email, admin.password);
  await page.waitForURL('**/dashboard');
  return page;
}

/** The JSON API as the signed-in user of `page`; writes carry this server's Origin. */
function api<T>(page: Page, method: 'GET' | 'POST', apiPath: string, data?: unknown): Promise<T> {
  return callApi<T>(page, method, apiPath, data, new URL(url()).origin);
}

/** No sideways scrolling of the page itself (tables scroll inside their own box). */
async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** This week's Monday (UTC), as the reports' weeks start. */
function thisMonday(): string {
  const now = new Date();
  const monday = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate() - ((now.getUTCDay() + 6) % 7),
    ),
  );
  return monday.toISOString().slice(0, 10);
}

const weekLabel = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe('admin screens', () => {
  it('shows an admin the sign-up funnel, exports it and turns payments on with a choice for beta users', async () => {
    // This week's sign-ups: someone who got as far as the dashboard, and someone who registered
    // but has not verified yet.
    const member = await newPage();
    await readyUser(member, e2eEmail('member'));
    await member.context().close();
    const visitor = await newPage();
    await registerThroughUi(visitor, e2eEmail('registered-only'));
    await visitor.context().close();

    const page = await adminPage();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Segments' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Segments' }).waitFor();
    const weeks = page.getByRole('table', { name: 'Sign-up funnel by week' });
    const cells = (row: string) =>
      weeks
        .getByRole('row', { name: new RegExp(`^${row}`) })
        .getByRole('cell')
        .allTextContents();
    // The admin and the member (verified, onboarded), the demo's spouse and CPA (verified, not
    // onboarded: they joined the demo household) and the visitor (registered only); nobody paid.
    await expect.poll(() => cells(weekLabel(thisMonday()))).toEqual(['5', '4', '2', '0']);
    const campaigns = page.getByRole('table', { name: 'Sign-up funnel by campaign' });
    await campaigns.getByRole('row', { name: /^Not given/ }).waitFor();
    await page.getByRole('switch', { name: 'Require a paid plan' }).waitFor();
    await expectAccessible(page, '/segments-admin');

    // A period without anyone, then this week alone.
    await page.getByLabel('From', { exact: true }).fill('2025-01-01');
    await page.getByLabel('To', { exact: true }).fill('2025-01-31');
    await page.getByRole('button', { name: 'Show report' }).click();
    await page
      .getByRole('region', { name: 'Sign-up funnel by week' })
      .getByText('No one registered in this period.')
      .waitFor();
    expect(new URL(page.url()).search).toBe('?from=2025-01-01&to=2025-01-31');
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel('From', { exact: true }).fill(thisMonday());
    await page.getByLabel('To', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Show report' }).click();
    await expect.poll(() => cells(weekLabel(thisMonday()))).toEqual(['5', '4', '2', '0']);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`nido-segments-${thisMonday()}-${today}.csv`);
    const csv = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(csv[0]).toEqual([
      'segment',
      'week_start',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'registered',
      'verified',
      'onboarded',
      'subscribed',
    ]);
    expect(csv).toContainEqual(['week', thisMonday(), '', '', '', '5', '4', '2', '0']);

    // Payments on, after confirming, keeping the beta users' free access.
    const { betaFreeUsers } = await api<{ betaFreeUsers: number }>(
      page,
      'GET',
      '/admin/payment-setting',
    );
    expect(betaFreeUsers).toBeGreaterThan(0);
    const toggle = page.getByRole('switch', { name: 'Require a paid plan' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Turn on payments?' });
    await dialog.waitFor();
    await expectAccessible(page, '/segments-admin, turn on payments');
    await dialog
      .getByRole('radio', {
        name: `Keep free access for the ${betaFreeUsers === 1 ? '1 person' : `${betaFreeUsers} people`} on the beta`,
      })
      .click();
    await dialog.getByRole('button', { name: 'Turn on payments' }).click();
    await expectToast(page, 'Payments are on');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await api(page, 'GET', '/admin/payment-setting')).toMatchObject({
      enabled: true,
      existingBetaFree: 'keep',
    });
    await page.reload();
    await expect
      .poll(() =>
        page.getByRole('switch', { name: 'Require a paid plan' }).getAttribute('aria-checked'),
      )
      .toBe('true');

    await page.setViewportSize({ width: 390, height: 844 });
    await weeks.waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('shows an admin how bill review went, counts only', async () => {
    const page = await adminPage();
    // The admin's own household reviews a bill: the review screen sends this after a save.
    await api(page, 'POST', '/bills/review-outcomes', {
      outcomes: [
        { field: 'vendor', outcome: 'kept' },
        { field: 'cost', outcome: 'corrected' },
        { field: 'due_date', outcome: 'added' },
      ],
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Document Analysis' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Document Analysis' }).waitFor();
    const fields = page.getByRole('table', { name: 'Review outcomes by field' });
    const cells = (row: string) =>
      fields
        .getByRole('row', { name: new RegExp(`^${row}`) })
        .getByRole('cell')
        .allTextContents();
    await expect.poll(() => cells('Vendor')).toEqual(['1', '0', '0', '100%']);
    expect(await cells('Amount')).toEqual(['0', '1', '0', '0%']);
    expect(await cells('Due date')).toEqual(['0', '0', '1', '0%']);
    await page.getByRole('region', { name: 'Failures by reason' }).waitFor();
    await expectAccessible(page, '/document-analysis');

    await page.getByLabel('From', { exact: true }).fill('2025-01-01');
    await page.getByLabel('To', { exact: true }).fill('2025-01-31');
    await page.getByRole('button', { name: 'Show report' }).click();
    await page.getByRole('heading', { name: 'No bills processed in this period.' }).waitFor();
    await expectAccessible(page, '/document-analysis, empty');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/document-analysis');
    await fields.waitFor();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('shows Access Denied on both admin screens to someone without the admin role', async () => {
    const page = await newPage();
    await readyUser(page, e2eEmail('not-admin'));
    // Settings has the sidebar whether or not this account must still choose a plan.
    await page.goto('/settings');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Segments' }).count()).toBe(0);
    for (const screen of ['/segments-admin', '/document-analysis']) {
      await page.goto(screen);
      await page.getByRole('heading', { level: 1, name: 'Access Denied' }).waitFor();
      await page.getByText("You don't have permission to access this page.").waitFor();
      await expectAccessible(page, `${screen} as a non-admin`);
    }
    await page.context().close();
  });
});
