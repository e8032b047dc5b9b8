import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TInvestmentAccount } from '@shared/investments/investment-schemas';
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
} from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Today as Fidelity's footer prints it ("Dec-05-2025"), so the imported prices are not stale. */
function fidelityDay(day: Date): string {
  const dd = String(day.getDate()).padStart(2, '0');
  return `${MONTHS[day.getMonth()]}-${dd}-${day.getFullYear()}`;
}

const FIDELITY_HEADER =
  "Account Number,Account Name,Symbol,Description,Quantity,Last Price,Last Price Change,Current Value,Today's Gain/Loss Dollar,Today's Gain/Loss Percent,Total Gain/Loss Dollar,Total Gain/Loss Percent,Percent Of Account,Cost Basis Total,Average Cost Basis,Type";

/**
 * A Fidelity "Portfolio Positions" download of the account the test adds by hand (…6789), in the
 * export's real shape: core cash, a stock, an ETF, a pending-activity line and the legal footer
 * with its date. Line 4 (MSFT) has a quantity that is not a number.
 */
function fidelityPositions(): string {
  return [
    FIDELITY_HEADER,
    'Z23456789,Individual - TOD,SPAXX**,HELD IN MONEY MARKET,,,,$1000.00,,,,,12.50%,,,Cash,',
    'Z23456789,Individual - TOD,AAPL,APPLE INC,10,$200.00,+$1.94,$2000.00,+$19.40,+0.98%,+$500.00,+33.33%,25.00%,$1500.00,$150.00,Cash,',
    'Z23456789,Individual - TOD,MSFT,MICROSOFT CORP,ten,$415.10,+$2.05,$4151.00,,,,,,$4000.00,$400.00,Cash,',
    'Z23456789,Individual - TOD,VTI,VANGUARD INDEX FDS VANGUARD TOTAL STK MKT ETF,20,$250.00,-$0.27,$5000.00,-$5.40,-0.11%,+$1000.00,+25.00%,62.50%,$4000.00,$200.00,Cash,',
    'Z23456789,Individual - TOD,Pending activity,,,,,-$250.00,,,,,,,,,',
    '',
    '"The data and information in this spreadsheet are provided for your own use only, not for distribution, and for information only. They are not advice, not an offer or a solicitation to buy or sell any security, and not a substitute for your account statements or trade confirmations."',
    '',
    '"Brokerage services are provided by Fidelity Brokerage Services LLC (FBS), Smithfield, RI. Custody and other services are provided by National Financial Services LLC (NFS). Both are Fidelity Investments companies, members NYSE, SIPC."',
    '',
    `"Date downloaded ${fidelityDay(new Date())} at 1:02 p.m ET"`,
    '',
  ].join('\r\n');
}

/** A figure of the summary ("Total value") as shown under its label. */
function stat(page: Page, label: string): Locator {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();
}

/**
 * Each body row of a table as read on screen: in each cell, the visible text of each element
 * joined by a space ("AAPL APPLE INC", where innerText would run the two spans together); the
 * cells joined by " | ".
 */
function rowTexts(table: Locator): Promise<string[]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      [...row.querySelectorAll('th, td')]
        .map((cell) => {
          const pieces: { parent: Element | null; text: string }[] = [];
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement;
            if (!parent?.checkVisibility()) continue;
            const text = node.textContent ?? '';
            const last = pieces.at(-1);
            if (last?.parent === parent) last.text += text;
            else pieces.push({ parent, text });
          }
          return pieces
            .map((piece) => piece.text.replace(/\s+/g, ' ').trim())
            .filter(Boolean)
            .join(' ');
        })
        .join(' | '),
    ),
  );
}

async function listInvestments(page: Page): Promise<TInvestmentAccount[]> {
  return (await callApi<{ investments: TInvestmentAccount[] }>(page, 'GET', '/investments'))
    .investments;
}

describe('Investments', () => {
  it('adds an account with beneficiaries and a holding, imports a Fidelity positions file with a bad row, and shows the allocation', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('investments'));
    await page.goto('/investments');
    await page.getByRole('heading', { level: 1, name: 'Investments' }).waitFor();
    await page.getByRole('heading', { name: 'No investment accounts yet' }).waitFor();
    await expectAccessible(page, '/investments empty');

    // The account, with two primary beneficiaries and a contingent one.
    await page.getByRole('button', { name: 'Add your first account' }).click();
    const add = dialogNamed(page, 'Add investment account');
    await add.waitFor();
    await add.getByLabel('Type', { exact: true }).selectOption({ label: 'Brokerage' });
    await add.getByLabel('Institution', { exact: true }).fill('Fidelity');
    await add.getByLabel('Account name', { exact: true }).fill('Individual brokerage');
    await add.getByLabel('Account number', { exact: true }).fill('Z23456789');
    await add.getByLabel('Owner', { exact: true }).fill('Morgan Ellis');
    await add.getByRole('radio', { name: /^Named beneficiaries/ }).click();
    const first = add.getByRole('group', { name: 'Beneficiary 1' });
    await first.waitFor();
    // The first beneficiary starts as the primary with the whole share.
    expect(await first.getByLabel('Share (%)', { exact: true }).inputValue()).toBe('100');
    await first.getByLabel('Name', { exact: true }).fill('Jamie Ellis');
    await first.getByLabel('Relationship', { exact: true }).fill('Daughter');
    await first.getByLabel('Share (%)', { exact: true }).fill('60');
    await add.getByRole('button', { name: 'Add beneficiary' }).click();
    const second = add.getByRole('group', { name: 'Beneficiary 2' });
    await second.getByLabel('Name', { exact: true }).fill('Riley Ellis');
    await second.getByLabel('Relationship', { exact: true }).fill('Son');
    await second.getByLabel('Tier', { exact: true }).selectOption({ label: 'Primary' });
    await second.getByLabel('Share (%)', { exact: true }).fill('30');
    await add.getByRole('button', { name: 'Add beneficiary' }).click();
    const third = add.getByRole('group', { name: 'Beneficiary 3' });
    expect(await third.getByLabel('Tier', { exact: true }).inputValue()).toBe('contingent');
    await third.getByLabel('Name', { exact: true }).fill('Casey Ellis');
    await third.getByLabel('Relationship', { exact: true }).fill('Sister');
    await third.getByLabel('Share (%)', { exact: true }).fill('100');
    const totals = add.getByRole('list', { name: 'Share totals' });
    await totals.getByText('Primary: 90% of 100%').waitFor();
    await totals.getByText('Contingent: 100% of 100%').waitFor();
    await expectAccessible(page, 'Add investment account dialog');

    // Primary shares of 60 % and 30 % are refused, with the message on the first primary's share.
    await add.getByRole('button', { name: 'Add account' }).click();
    const shareMessage = 'Primary beneficiaries’ shares add up to 90 %: they must add up to 100 %';
    await first.getByText(shareMessage).waitFor();
    expect(await first.getByLabel('Share (%)', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await listInvestments(page)).toEqual([]);
    await expectAccessible(page, 'Add investment account dialog with a share problem');

    await second.getByLabel('Share (%)', { exact: true }).fill('40');
    await totals.getByText('Primary: 100% of 100%').waitFor();
    await add.getByRole('button', { name: 'Add account' }).click();
    await dismissToast(await expectToast(page, 'Investment account added successfully!'));
    await expectClosed(add);

    const card = page.getByRole('article', { name: 'Individual brokerage' });
    await card.waitFor();
    await card.getByText('Jamie Ellis (60%), Riley Ellis (40%)').waitFor();
    await card.getByText('Casey Ellis (100%)').waitFor();
    await card.getByText('****6789').waitFor();
    await card.getByText('No holdings recorded in this account yet.').waitFor();

    // A holding typed in by hand, with its price.
    await card
      .getByRole('button', { name: 'Add holding to Fidelity Individual brokerage' })
      .click();
    const holding = dialogNamed(page, 'Add holding');
    await holding.waitFor();
    await holding.getByLabel('Name', { exact: true }).fill('US Treasury Note 4.25% 2030');
    await holding.getByLabel('Type', { exact: true }).selectOption({ label: 'Bond' });
    await holding.getByLabel('Quantity', { exact: true }).fill('20');
    await fillAmount(holding.getByLabel('Cost basis', { exact: true }), '1900');
    await holding.getByLabel('Price per unit', { exact: true }).fill('100');
    await expectAccessible(page, 'Add holding dialog');
    await holding.getByRole('button', { name: 'Add holding' }).click();
    await dismissToast(await expectToast(page, 'Holding added successfully!'));
    await expectClosed(holding);
    const holdings = card.getByRole('region', {
      name: 'Holdings of Fidelity Individual brokerage',
    });
    await holdings.getByRole('row', { name: /US Treasury Note/ }).waitFor();
    await expect.poll(() => stat(page, 'Total value').textContent()).toBe('$2,000.00');

    // The positions file: its bad row is shown with its line and problem before anything is saved.
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const importer = dialogNamed(page, 'Import positions');
    await importer.waitFor();
    await expectAccessible(page, 'Import positions dialog');
    await importer.locator('input[type="file"]').setInputFiles({
      name: 'Portfolio_Positions.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(fidelityPositions(), 'utf8'),
    });
    await importer.getByRole('heading', { name: 'Check the positions before importing' }).waitFor();
    await importer
      .getByText('3 holdings ready, 1 row with problems (it will be skipped)', { exact: true })
      .waitFor();
    await importer.getByText(/^Fidelity Investments positions as of /).waitFor();
    const fileRows = importer.getByRole('region', { name: 'Rows in the file' });
    const rows = await rowTexts(fileRows);
    expect(rows).toHaveLength(4);
    // The bad row comes first: line 4 of the file, its cells, and what is wrong with it.
    expect(rows[0]).toMatch(
      /^4 \| .*MSFT, MICROSOFT CORP, ten.* \| Quantity "ten" is not a number$/,
    );
    expect(rows.slice(1)).toEqual([
      '2 | SPAXX HELD IN MONEY MARKET | 1,000 | $1.00 | – | Ready',
      '3 | AAPL APPLE INC | 10 | $200.00 | $1,500.00 | Ready',
      '5 | VTI VANGUARD INDEX FDS VANGUARD TOTAL STK MKT ETF | 20 | $250.00 | $4,000.00 | Ready',
    ]);
    // The file's account is matched to the one added by hand (Fidelity, number ending 6789).
    const target = importer.getByLabel('Import Account …6789 (Individual - TOD) into', {
      exact: true,
    });
    await expect
      .poll(async () =>
        target.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent),
      )
      .toBe('Individual brokerage · Fidelity · …6789');
    // Nothing saved by reading the file.
    const [beforeImport] = await listInvestments(page);
    expect(beforeImport?.holdings).toHaveLength(1);
    await expectAccessible(page, 'Import positions dialog with the preview');

    await importer.getByRole('button', { name: 'Import 3 holdings' }).click();
    const imported = await expectToast(page, 'Imported 3 holdings into 1 account');
    expect(await imported.textContent()).toContain('1 row skipped');
    await expectClosed(importer);
    await dismissToast(imported);

    // Four holdings in the one account, $10,000 in all, split by asset class (the VTI ETF is
    // stocks), then by fund type.
    await expect.poll(() => holdings.locator('tbody tr').count(), { timeout: 15_000 }).toBe(4);
    expect(await stat(page, 'Total value').textContent()).toBe('$10,000.00');
    expect(await stat(page, 'Accounts').textContent()).toBe('1');
    const allocationCard = page.getByRole('region', { name: 'Allocation', exact: true });
    await allocationCard.getByRole('button', { name: 'By asset class', pressed: true }).waitFor();
    const byClass = allocationCard.getByRole('region', { name: 'Allocation by asset class' });
    expect(await rowTexts(byClass)).toEqual([
      'Stocks | $7,000.00 | 70.00% | 2',
      'Bonds | $2,000.00 | 20.00% | 1',
      'Cash | $1,000.00 | 10.00% | 1',
    ]);
    await allocationCard
      .getByRole('img', { name: 'Allocation by asset class: Stocks 70%, Bonds 20%, Cash 10%' })
      .waitFor();
    await allocationCard.getByRole('button', { name: 'By fund type' }).click();
    const byType = allocationCard.getByRole('region', { name: 'Allocation by fund type' });
    expect(await rowTexts(byType)).toEqual([
      'ETF | $5,000.00 | 50.00% | 1',
      'Bond | $2,000.00 | 20.00% | 1',
      'Stock | $2,000.00 | 20.00% | 1',
      'Cash | $1,000.00 | 10.00% | 1',
    ]);
    await allocationCard
      .getByRole('img', {
        name: 'Allocation by fund type: ETF 50%, Bond 20%, Stock 20%, Cash 10%',
      })
      .waitFor();
    await expectAccessible(page, '/investments with the imported holdings');

    // The dialogs of a holding's Actions menu pass the same checks (left without a change).
    const bond = holdings.getByRole('row', { name: /US Treasury Note/ });
    await bond.getByRole('button', { name: /^Actions for US Treasury Note/ }).click();
    await page.getByRole('menuitem', { name: 'Update price' }).click();
    const price = dialogNamed(page, 'Update price');
    await price.waitFor();
    await expectAccessible(page, 'Update price dialog');
    await page.keyboard.press('Escape');
    await expectClosed(price);
    await bond.getByRole('button', { name: /^Actions for US Treasury Note/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirmDelete = dialogNamed(page, 'Delete this holding?');
    await confirmDelete.waitFor();
    await expectAccessible(page, 'Delete holding confirmation');
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
    await expectClosed(confirmDelete);
    await bond.waitFor();
    await page.context().close();
  });
});
