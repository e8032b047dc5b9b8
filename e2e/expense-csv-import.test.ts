import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import { openExpenses, rowCells, tableVendors } from './support/expense-screen';
import { dialogNamed, expectClosed, expectToast, listExpenses } from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

const HEADER =
  'category,vendor,cost,frequency,description,is_auto_pay,auto_pay_date,home_subcategory,address_street,address_city,address_state,address_zip';
const GOOD_ROWS = [
  'other,Spotify,10.99,monthly,Family plan,yes,5,,,,,',
  'home,Springfield Water,"1,140.00",yearly,Water and sewer,no,,Utilities,12 Maple Street,Springfield,IL,62704',
];
// Line 3 of the file: an amount that is not one.
const BAD_ROW = 'insurance,Lemonade,twelve dollars,monthly,Renters,no,,,,,,';

function csvFile(name: string, rows: string[]) {
  return {
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...rows].join('\n') + '\n', 'utf8'),
  };
}

describe('CSV import of obligations', () => {
  it('shows a bad row’s problem before saving anything, then imports the corrected file', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('csv-import'));
    await openExpenses(page);
    await page.getByRole('heading', { name: 'Welcome to Nido!' }).waitFor();

    await page.getByRole('button', { name: 'CSV export and import' }).click();
    await page.getByRole('menuitem', { name: 'Import CSV' }).click();
    const dialog = dialogNamed(page, 'Import obligations');
    await dialog.waitFor();
    await expectAccessible(page, 'Import obligations dialog');
    const importButton = dialog.getByRole('button', { name: /^Import/ });
    expect(await importButton.isDisabled()).toBe(true);

    await dialog
      .getByLabel('CSV file')
      .setInputFiles(csvFile('obligations.csv', [GOOD_ROWS[0]!, BAD_ROW, GOOD_ROWS[1]!]));
    await dialog.getByText('2 ready to import · 1 with problems').waitFor();
    const problems = dialog.getByRole('region', { name: 'Rows with problems' });
    const rows = problems.getByRole('table').locator('tbody').getByRole('row');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getByRole('cell').allTextContents()).toEqual([
      '3',
      'Lemonade',
      'cost: must be an amount like 45.99',
    ]);
    // Nothing is imported while a row has a problem, and nothing was saved by checking.
    expect(await importButton.textContent()).toBe('Import 3 obligations');
    expect(await importButton.isDisabled()).toBe(true);
    expect(await listExpenses(page)).toHaveLength(0);
    await expectAccessible(page, 'Import obligations dialog with a problem');

    // The file is fixed (the bad row left out) and chosen again.
    await dialog.getByLabel('CSV file').setInputFiles(csvFile('obligations-fixed.csv', GOOD_ROWS));
    await dialog.getByText('2 ready to import · 0 with problems').waitFor();
    const ready = dialog.getByRole('region', { name: 'Rows to import' });
    expect(
      await ready.getByRole('table').locator('tbody').getByRole('row').allTextContents(),
    ).toEqual(['2SpotifyNone', '3Springfield WaterNone']);
    await dialog.getByRole('button', { name: 'Import 2 obligations' }).click();
    await expectToast(page, '2 obligations imported');
    await expectClosed(dialog);

    await expect.poll(() => tableVendors(page)).toEqual(['Springfield Water', 'Spotify']);
    const water = page.getByRole('table').getByRole('row', { name: /Springfield Water/ });
    expect((await rowCells(water)).slice(0, 4)).toEqual([
      'Springfield Water Water and sewer',
      'Home',
      '$1,140.00 per year',
      'Manual pay',
    ]);
    const spotify = page.getByRole('table').getByRole('row', { name: /Spotify/ });
    expect((await rowCells(spotify)).slice(0, 4)).toEqual([
      'Spotify Family plan',
      'Other',
      '$10.99 per month',
      'Auto-pay (day 5)',
    ]);
    const saved = await listExpenses(page);
    expect(saved.find((expense) => expense.vendor === 'Springfield Water')?.address?.full).toBe(
      '12 Maple Street, Springfield, IL, 62704',
    );
    await page.context().close();
  });
});
