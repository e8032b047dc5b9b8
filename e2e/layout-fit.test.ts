import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildTextPdf } from '@server/platform/pdf/build-text-pdf';
import { readyUser } from './support/account-flows';
import { newPage, useBrowser } from './support/browser';
import {
  callApi,
  dismissToast,
  expectToast,
  seedAsset,
  seedExpenses,
  seedLoan,
  seedProperty,
} from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1400, height: 900 };

/**
 * Every signed-in screen of the app (src/web/app/routes.tsx) but the admin-only ones, and the AI
 * Insights tabs (the panel people read most on a phone).
 */
const ROUTES = [
  '/dashboard',
  '/expenses',
  '/accounts',
  '/loans',
  '/properties',
  '/nido-hub',
  '/investments',
  '/advisors',
  '/estate-plan',
  '/estate-plan?tab=insurance',
  '/estate-plan?tab=who-gets-what',
  '/family-guidebook',
  '/triggering-event',
  '/ai-insights',
  '/legal-wizard',
  '/settings',
  '/settings/family',
  '/subscription',
];

/**
 * A household with something in every list, wide tables included (holdings). Returns the page of
 * the will it started in the Legal Wizard.
 */
async function seedHousehold(page: Page): Promise<string> {
  await seedExpenses(page, [
    { category: 'other', vendor: 'Netflix', costCents: 1_599, isAutoPay: true, autoPayDate: 3 },
    { category: 'kids', vendor: 'Piano lessons', costCents: 12_000, entityName: 'Mia' },
    // As a bank statement names a charge: no spaces to wrap at.
    { category: 'other', vendor: 'AMZN_Mktp_US*2K4LM0PQ1_Amzn.com/bill_WA', costCents: 4_999 },
  ]);
  await seedAsset(page, {
    type: 'checking',
    institutionName: 'Chase',
    // As an import names it: no spaces to wrap at.
    accountName: 'TOTAL_CHECKING_HOUSEHOLD_BILLS_JOINT_x4411',
    accountNumber: '000123456789',
    balanceCents: 425_075,
  });
  await seedLoan(page, {
    loanType: 'auto',
    lender: 'ALLY_FINANCIAL_AUTO_LOAN_SERVICING_DEPT',
    originalAmountCents: 3_200_000,
    outstandingBalanceCents: 1_850_000,
    interestRatePercent: 6.5,
    monthlyPaymentCents: 55_000,
    termMonths: 60,
  });
  await seedProperty(page, {
    kind: 'home',
    address: { street: '4410 Shoal Creek Blvd', city: 'Austin', state: 'TX', zip: '78756' },
    homeType: 'primary_residence',
    estimatedValueCents: 65_000_000,
  });
  await callApi(page, 'POST', '/estate/instruments', {
    kind: 'will',
    variant: 'last_will',
    principalName: 'Morgan Ellis',
    status: 'drafted',
  });
  await callApi(page, 'POST', '/policies', {
    kind: 'life',
    carrier: 'Northwestern Mutual',
    insuredName: 'Morgan Ellis',
    faceAmountCents: 50_000_000,
    beneficiaries: [
      { name: 'Jamie Ellis', relationship: 'Spouse', tier: 'primary', shareBasisPoints: 10_000 },
    ],
  });
  await callApi(page, 'POST', '/guidebook', {
    section: 'first_calls',
    title: 'Call_our_attorney_first_before_anyone_else_please',
    body: 'Dana Whitfield handles the trust: https://www.whitfield-and-park-law.example.com/clients/ellis-family-revocable-trust',
  });
  await callApi(page, 'POST', '/advisors', {
    name: 'Dana Whitfield',
    role: 'attorney',
    firm: 'Whitfield & Park LLP',
    phone: '(512) 555-0134',
    email: 'dana.whitfield.estate-planning@whitfield-and-park-law.example.com',
  });
  // Three accounts: the cards below the fold are not laid out until scrolled near
  // (content-visibility), and must not widen the page meanwhile.
  for (const accountName of ['Individual Brokerage', 'Rollover IRA', 'Joint Brokerage']) {
    await seedInvestmentAccount(page, accountName);
  }
  const draft = await callApi<{ id: string }>(page, 'POST', '/legal-wizard/drafts', {
    kind: 'will',
    state: 'TX',
  });
  return `/legal-wizard/${draft.id}`;
}

/** An investment account with holdings, whose table is wider than a phone. */
async function seedInvestmentAccount(page: Page, accountName: string): Promise<void> {
  const { investment } = await callApi<{ investment: { id: string } }>(
    page,
    'POST',
    '/investments',
    { type: 'brokerage', institutionName: 'Fidelity', accountName },
  );
  const holdings = [
    { symbol: 'VTI', name: 'Vanguard Total Stock Market ETF', assetClass: 'etf', quantity: 120.5 },
    { symbol: 'BND', name: 'Vanguard Total Bond Market ETF', assetClass: 'etf', quantity: 80 },
    {
      symbol: 'AAPL',
      name: 'APPLE_INC_COM_USD0.00001_ISIN_US0378331005',
      assetClass: 'stock',
      quantity: 35,
    },
  ] as const;
  for (const holding of holdings) {
    await callApi(page, 'POST', `/investments/${investment.id}/holdings`, {
      ...holding,
      costBasisCents: 1_234_567,
      priceMicros: 245_120_000,
    });
  }
}

/** A document whose file name has no spaces to wrap at, as bank downloads are named. */
async function uploadLongNamedDocument(page: Page): Promise<void> {
  await page.goto('/nido-hub');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Select Files' }).first().click();
  await (
    await chooser
  ).setFiles({
    name: 'Fidelity_Individual_Brokerage_Statement_2025-12_Account_238-771204.pdf',
    mimeType: 'application/pdf',
    buffer: buildTextPdf(['Fidelity brokerage statement', 'December 2025']),
  });
  await dismissToast(await expectToast(page, 'Document uploaded successfully'));
}

/** The page has stopped fetching (lazy chunks, queries, charts) and shows nothing loading. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
}

async function openSettled(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settle(page);
}

/** How much wider than a phone the page is and what sticks out, or null when it fits. */
async function phoneOverflow(page: Page): Promise<string | null> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width <= PHONE.width) return null;
  return `${width} px, ${(await widestElements(page)).join(', ')}`;
}

/**
 * The innermost elements sticking out past the right edge (their containers only follow them), to
 * name the culprit when the page scrolls sideways.
 */
function widestElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > edge + 0.5;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
      .slice(0, 8)
      .map((element) => {
        const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        return `${name} (right ${Math.round(element.getBoundingClientRect().right)})`;
      });
  });
}

/**
 * Visible buttons cut off: by the window's edge, by an ancestor that hides what overflows it, or
 * by their own box (text wider than the button).
 */
function clippedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cutByAncestor = (button: HTMLElement, right: number) => {
      for (let box = button.parentElement; box; box = box.parentElement) {
        const { overflowX } = getComputedStyle(box);
        const hides = overflowX === 'hidden' || overflowX === 'clip';
        if (hides && right > box.getBoundingClientRect().right + 0.5) return true;
      }
      return false;
    };
    return [
      ...document.querySelectorAll<HTMLElement>('button, a[role="button"], [data-slot="button"]'),
    ]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return (
          box.right > window.innerWidth + 0.5 ||
          button.scrollWidth > button.clientWidth + 1 ||
          cutByAncestor(button, box.right)
        );
      })
      .map((button) => {
        const box = button.getBoundingClientRect();
        const name = button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '';
        return `"${name}" (right ${Math.round(box.right)}, scroll ${button.scrollWidth} > ${button.clientWidth})`;
      });
  });
}

/** Whether an element shows all it holds without scrolling sideways (a tab list, a table box). */
function fitsItsBox(element: Locator): Promise<boolean> {
  return element.evaluate((box) => box.scrollWidth <= box.clientWidth);
}

/**
 * The AI Insights tabs, on /ai-insights (each tab's content too: the portfolio has a table) and in
 * the panel the round button opens.
 */
async function checkInsightTabs(page: Page): Promise<void> {
  const sections = { name: 'AI Insights sections' };
  await openSettled(page, '/ai-insights');
  const pageTabs = page.getByRole('tablist', sections);
  expect.soft(await fitsItsBox(pageTabs), 'the tabs of /ai-insights').toBe(true);
  const overflowing: string[] = [];
  for (const tab of await pageTabs.getByRole('tab').all()) {
    await tab.click();
    await settle(page);
    const overflow = await phoneOverflow(page);
    if (overflow) overflowing.push(`${await tab.innerText()}: ${overflow}`);
  }
  expect.soft(overflowing, 'AI Insights tabs wider than a 390 px phone').toEqual([]);
  await openSettled(page, '/dashboard');
  await page.getByRole('button', { name: 'Open AI Insights' }).click();
  const panelTabs = page
    .getByRole('dialog', { name: 'AI Insights' })
    .getByRole('tablist', sections);
  await panelTabs.waitFor();
  expect.soft(await fitsItsBox(panelTabs), 'the tabs of the AI panel').toBe(true);
}

/** On a phone the holdings scroll inside their own box, whose right edge fades while more is hidden. */
async function checkHoldingsScrollInTheirBox(page: Page): Promise<void> {
  await openSettled(page, '/investments');
  const holdings = page.getByRole('region', { name: /^Holdings of / }).first();
  expect.soft(await fitsItsBox(holdings), 'the holdings are wider than a phone').toBe(false);
  const cue = holdings.locator('xpath=following-sibling::*[@data-scroll-cue]');
  expect.soft(await cue.count(), 'the fade before the hidden columns').toBe(1);
  await holdings.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect.poll(() => cue.count(), { timeout: 5_000 }).toBe(0);
}

/**
 * Issue 40 item 3: every screen fits a 390 px phone (nothing scrolls sideways: wide tables become
 * cards or scroll inside their own box) and a 1,400 px desktop (no button cut off). One signed-in
 * page walks every route at both sizes; only a real browser lays them out.
 */
describe('every screen fits a phone and a desktop', () => {
  it('no screen scrolls sideways at 390 px, and no button is clipped at 1,400 px', async () => {
    const page = await newPage(browser(), PHONE);
    await readyUser(page, e2eEmail('layout-fit'));
    const routes = [...ROUTES, await seedHousehold(page)];
    await uploadLongNamedDocument(page);

    const overflowing: string[] = [];
    for (const route of routes) {
      await openSettled(page, route);
      const overflow = await phoneOverflow(page);
      if (overflow) overflowing.push(`${route}: ${overflow}`);
    }
    expect.soft(overflowing, 'screens wider than a 390 px phone').toEqual([]);
    await checkHoldingsScrollInTheirBox(page);
    await checkInsightTabs(page);

    await page.setViewportSize(DESKTOP);
    const clipped: string[] = [];
    for (const route of routes) {
      await openSettled(page, route);
      const buttons = await clippedButtons(page);
      if (buttons.length > 0) clipped.push(`${route}: ${buttons.join(', ')}`);
    }
    expect(clipped, 'buttons clipped at 1,400 px').toEqual([]);
  }, 300_000);
});
