import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { useFileFolder } from './support/bill-files';
import { newPage, useBrowser } from './support/browser';
import { openExpenses, tableVendors } from './support/expense-screen';
import {
  dialogNamed,
  dismissToast,
  expectClosed,
  expectToast,
  listExpenses,
  seedAsset,
  seedExpenses,
  seedProperty,
} from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();
const files = useFileFolder();

const FIXTURES = path.join(import.meta.dirname, 'fixtures', 'statements');

/**
 * The made-up statements run from June to November 23, 2026. Whether a bill is still charged
 * depends on the server's today, so they are moved by whole months (days of the month kept, so
 * monthly bills stay on their day) to end in the current month once its 23rd has passed, else in
 * the month before: the same statements whenever the test runs. (Ending always in the current
 * month left out its whole last month on the 1st, and the latest amounts with it.)
 */
const FIXTURES_END = { year: 2026, month: 11, lastDay: 23 };

const pad = (value: number) => String(value).padStart(2, '0');

function monthsLater(year: number, month: number, months: number) {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** A fixture statement (OFX with YYYYMMDD days, or a CSV with MM/DD/YYYY ones) moved to now. */
function currentStatement(name: string): string {
  const text = readFileSync(path.join(FIXTURES, name), 'utf8');
  const today = new Date();
  const months =
    (today.getUTCFullYear() - FIXTURES_END.year) * 12 +
    today.getUTCMonth() +
    1 -
    FIXTURES_END.month -
    (today.getUTCDate() > FIXTURES_END.lastDay ? 0 : 1);
  const yesterday = new Date(today.getTime() - 86_400_000).toISOString().slice(0, 10);
  const moved = (year: string, month: string, day: string) => {
    const at = monthsLater(Number(year), Number(month), months);
    const date = `${pad(at.month)}/${day}/${at.year}`;
    return {
      ofx: `${at.year}${pad(at.month)}${day}`,
      csv: date,
      iso: `${at.year}-${pad(at.month)}-${day}`,
    };
  };
  if (name.endsWith('.ofx')) {
    return text
      .replace(
        /(<DT\w+>)(\d{4})(\d{2})(\d{2})/g,
        (_all, tag: string, year: string, month: string, day: string) =>
          `${tag}${moved(year, month, day).ofx}`,
      )
      .replace(/<STMTTRN>[\s\S]*?<\/STMTTRN>\r?\n/g, (block) => {
        const posted = /<DTPOSTED>(\d{4})(\d{2})(\d{2})/.exec(block);
        return posted && `${posted[1]}-${posted[2]}-${posted[3]}` > yesterday ? '' : block;
      });
  }
  return text
    .split('\n')
    .flatMap((line) => {
      const date = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(line);
      if (!date) return [line];
      const at = moved(date[3] ?? '', date[1] ?? '', date[2] ?? '');
      return at.iso > yesterday ? [] : [`${at.csv}${line.slice(10)}`];
    })
    .join('\n');
}

/** The two statements as downloaded: the checking account's OFX and the card's CSV. */
function statementPaths(): string[] {
  return [
    files.write('Chase8842_Activity.ofx', currentStatement('chase-checking.ofx')),
    files.write('amex-activity.csv', currentStatement('amex-card.csv')),
  ];
}

/** Opens Import statements, picks the statements through Select Files, and reads them. */
async function importStatements(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import statements' }).click();
  const dialog = dialogNamed(page, 'Import statements');
  await dialog.waitFor();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Select Files' }).click();
  await (await chooser).setFiles(statementPaths());
  await dialog.getByRole('region', { name: 'Selected statements (2)' }).waitFor();
  await dialog.getByRole('button', { name: 'Read statements' }).click();
  await dialog.getByRole('region', { name: 'Statements' }).waitFor({ timeout: 30_000 });
  return dialog;
}

const HOME = { street: '4410 Shoal Creek Blvd', city: 'Austin', state: 'TX', zip: '78756' };
const HOME_FULL = '4410 Shoal Creek Blvd, Austin, TX, 78756';

/** The bills in the made-up statements, as the review names them. */
const NEW_BILLS = ['Apple', 'Austin Energy', 'Geico', 'Nytimes Nytdigital', 'Spotify'];

describe('importing bank and card statements', () => {
  it('finds the bills, updates the one already saved, saves the chosen ones, and proposes nothing new the second time', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('statement-import'));
    await seedExpenses(page, [{ category: 'other', vendor: 'Netflix', costCents: 15_49 }]);
    await seedAsset(page, {
      type: 'checking',
      institutionName: 'Chase',
      accountName: 'Total Checking',
      accountNumber: '000000718842',
      balanceCents: 624_118,
    });
    await seedAsset(page, {
      type: 'credit_card',
      institutionName: 'American Express',
      accountName: 'Blue Cash',
      accountNumber: '371449635371004',
      balanceCents: 0,
    });
    await seedProperty(page, { kind: 'home', address: HOME, homeType: 'primary_residence' });
    await openExpenses(page);

    const dialog = await importStatements(page);
    const outcomes = dialog.getByRole('region', { name: 'Statements' });
    await expect
      .poll(() => outcomes.getByRole('listitem').allInnerTexts())
      .toEqual([
        expect.stringMatching(
          /^Chase8842_Activity\.ofx\s+Read: Chase \*{4}8842 · \d+ transactions$/,
        ),
        expect.stringMatching(
          /^amex-activity\.csv\s+Read: American Express \*{4}1004 · \d+ transactions$/,
        ),
      ]);

    const found = dialog.getByRole('region', { name: 'Bills found (7)' });
    await found.waitFor();
    const netflix = found.getByRole('article', { name: 'Netflix' });
    expect(await netflix.getByRole('radio', { name: 'Update Netflix' }).isChecked()).toBe(true);
    expect(await netflix.getByLabel('Amount').inputValue()).toBe('17.99');
    const energy = found.getByRole('article', { name: 'Austin Energy' });
    expect(await energy.getByLabel('Category').inputValue()).toBe('home');
    expect(await energy.getByLabel('Property address').inputValue()).toBe(HOME_FULL);
    await energy.getByText('Varies: $92.14–$141.07, latest $118.00').waitFor();
    const spotify = found.getByRole('article', { name: 'Spotify' });
    expect(
      await spotify
        .getByRole('checkbox', { name: 'Auto-pay from American Express - Blue Cash ****1004' })
        .isChecked(),
    ).toBe(true);
    const ended = dialog.getByRole('region', { name: 'Ended (1)' });
    expect(
      await ended.getByRole('checkbox', { name: 'Save Planet Fitness Club Fees' }).isChecked(),
    ).toBe(false);
    // Pay is offered to keep as income (ticked while it still comes in); transfers stay folded.
    await dialog.getByText(/^Pay found \(\d+\)$/).waitFor();
    await dialog
      .getByText(/^Also found: transfers between your accounts, not saved \(\d+\)$/)
      .waitFor();
    await expectAccessible(page, 'Import statements, review');

    await dialog.getByRole('button', { name: /^Save 7 obligation\(s\) and \d+ income$/ }).click();
    await expectClosed(dialog);
    await dismissToast(await expectToast(page, '7 obligation(s) added successfully'));

    const saved = await listExpenses(page);
    expect(saved.map((expense) => expense.vendor).sort()).toEqual(
      [...NEW_BILLS, 'Netflix', 'Verizon Wireless'].sort(),
    );
    expect(saved.find((expense) => expense.vendor === 'Netflix')).toMatchObject({
      costCents: 17_99,
      bankAccount: 'Chase - Total Checking ****8842',
      isAutoPay: true,
    });
    const energySaved = saved.find((expense) => expense.vendor === 'Austin Energy');
    expect(energySaved).toMatchObject({ category: 'home', homeSubcategory: 'Utilities' });
    expect(energySaved?.costCents).toBe(118_00);
    expect(energySaved?.address?.full).toBe(HOME_FULL);
    await expect
      .poll(() => tableVendors(page))
      .toEqual(expect.arrayContaining(['Spotify', 'Geico', 'Verizon Wireless', 'Netflix']));

    // The same statements again, on a phone: everything is saved already.
    await page.setViewportSize({ width: 390, height: 844 });
    const again = await importStatements(page);
    const nothingNew = again.getByRole('region', { name: 'No new bills found' });
    await nothingNew.getByText('Nothing new to save: 7 already in your obligations.').waitFor();
    expect(await nothingNew.getByRole('article').count()).toBe(0);
    // The pay found is offered again; unticked, there is nothing left to save.
    for (const keep of await again.getByRole('checkbox', { name: /^Keep .* as income$/ }).all())
      if (await keep.isChecked()) await keep.click();
    expect(await again.getByRole('button', { name: 'Save 0 obligation(s)' }).isDisabled()).toBe(
      true,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'the page scrolls sideways',
    ).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'Import statements again, on a phone');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expectClosed(again);
    expect(await listExpenses(page)).toHaveLength(7);
    await page.context().close();
  });
});
