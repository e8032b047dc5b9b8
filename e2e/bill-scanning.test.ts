import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible, expectToastAccessible } from './support/axe';
import {
  billPdf,
  billPhoto,
  ELECTRIC_BILL,
  PHONE_BILL,
  useFileFolder,
  WATER_BILL,
} from './support/bill-files';
import { newPage, useBrowser } from './support/browser';
import {
  addDialog,
  fillNewAddress,
  obligationsTable,
  openExpenses,
  rowCells,
  tableVendors,
} from './support/expense-screen';
import {
  dialogNamed,
  dismissToast,
  expectClosed,
  expectToast,
  fillAmount,
  listExpenses,
} from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();
const files = useFileFolder();

const MAPLE = { street: '12 Maple Street', city: 'Springfield', state: 'IL', zip: '62704' };
const MAPLE_FULL = '12 Maple Street, Springfield, IL, 62704';

/** Reading a photo is OCR: a few seconds, many more on a busy 2-core machine. */
const OCR_TIMEOUT = 60_000;

/** A signed-in household with no obligations yet, on the Monthly Expenses welcome screen. */
async function newHousehold(prefix: string): Promise<Page> {
  const page = await newPage(browser());
  await readyUser(page, e2eEmail(prefix));
  await openExpenses(page);
  await page.getByRole('heading', { name: 'Welcome to Nido!' }).waitFor();
  return page;
}

/** Opens the Upload Bills for AI Processing dialog from the welcome screen. */
async function openBillUpload(page: Page): Promise<Locator> {
  await page
    .getByRole('region', { name: 'Welcome to Nido!' })
    .getByRole('button', { name: 'AI-Powered Upload' })
    .click();
  const dialog = dialogNamed(page, 'Upload Bills for AI Processing');
  await dialog.waitFor();
  return dialog;
}

/** Picks files through the Select Files button, as a person does (the file chooser). */
async function chooseFiles(scope: Locator, paths: string[]): Promise<void> {
  const chooser = scope.page().waitForEvent('filechooser');
  await scope.getByRole('button', { name: 'Select Files' }).click();
  await (await chooser).setFiles(paths);
}

/**
 * Holds the browser's requests to `pathname` until the returned function is called, so a test
 * can look at the screen while they are under way (the progress and "processing" states).
 */
async function holdRequests(page: Page, pathname: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/**
 * A review card's details (Vendor, Amount, …) as read on screen, with those of its match (Amount
 * now, This bill) when it has one.
 */
function cardDetails(card: Locator): Promise<Record<string, string>> {
  return card.evaluate((article) =>
    Object.fromEntries(
      [...article.querySelectorAll('dt')].map((term) => [
        term.textContent?.trim() ?? '',
        (term.nextElementSibling as HTMLElement | null)?.innerText.replace(/\s+/g, ' ').trim() ??
          '',
      ]),
    ),
  );
}

/** The attached document of an obligation's row: its link answers with the bill as uploaded. */
async function expectAttachedBill(
  page: Page,
  vendor: string,
  bytes: Buffer,
  contentType: string,
): Promise<void> {
  const link = obligationsTable(page)
    .getByRole('row', { name: new RegExp(vendor) })
    .getByRole('link', { name: `Document for ${vendor} (opens in a new tab)` });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/documents\/[^/]+\/open$/);
  const opened = await page.request.get(href ?? '');
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe(contentType);
  expect((await opened.body()).equals(bytes)).toBe(true);
}

describe('bill scanning', () => {
  it('reads two bills from AI-Powered Upload, reviews and edits them, and saves both with their bills attached', async () => {
    const page = await newHousehold('bills-upload');
    const electric = billPdf(ELECTRIC_BILL);
    const phone = billPdf(PHONE_BILL);
    const electricFile = 'sunrise-electric-nov-2026.pdf';
    const phoneFile = 'northwind-wireless-nov-2026.pdf';

    const upload = await openBillUpload(page);
    await chooseFiles(upload, [files.write(electricFile, electric), files.write(phoneFile, phone)]);
    const chosen = upload.getByRole('region', { name: 'Selected bills (2)' });
    await chosen.waitFor();
    expect(await chosen.getByRole('listitem').allTextContents()).toEqual([
      `${electricFile}Remove`,
      `${phoneFile}Remove`,
    ]);
    await expectAccessible(page, 'Upload Bills for AI Processing with two bills');

    // Spec §4: each file shows its own upload progress, then "Processing bills with AI...".
    const releaseUploads = await holdRequests(page, '/api/bills/uploads');
    const releaseProcessing = await holdRequests(page, '/api/bills/process');
    await upload.getByRole('button', { name: 'Upload & Process' }).click();
    const bars = [electricFile, phoneFile].map((name) =>
      upload.getByRole('progressbar', { name: `Upload of ${name}` }),
    );
    for (const bar of bars) {
      await expect
        .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 10_000 })
        .toBeGreaterThan(0);
    }
    expect(await upload.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    releaseUploads();
    await upload.getByRole('status').filter({ hasText: 'Processing bills with AI...' }).waitFor();
    for (const bar of bars) expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await chosen.getByRole('listitem').allTextContents()).toEqual([
      `${electricFile}Uploaded`,
      `${phoneFile}Uploaded`,
    ]);
    releaseProcessing();

    // The results: each bill's vendor, and the summary toast.
    const results = upload.getByRole('region', { name: 'Results' });
    await results.waitFor({ timeout: 30_000 });
    await dismissToast(await expectToast(page, '2 bill(s) extracted successfully'));
    expect(await results.getByRole('listitem').allTextContents()).toEqual([
      `${electricFile}Read: ${ELECTRIC_BILL.vendor}`,
      `${phoneFile}Read: ${PHONE_BILL.vendor}`,
    ]);
    await expectAccessible(page, 'Upload Bills for AI Processing results');

    await upload.getByRole('button', { name: 'Review 2 bill(s)' }).click();
    await expectClosed(upload);
    const review = dialogNamed(page, 'Review Extracted Expenses');
    await review.waitFor();
    const first = review.getByRole('article', { name: 'Bill 1' });
    const second = review.getByRole('article', { name: 'Bill 2' });
    expect(await cardDetails(first)).toMatchObject({
      Vendor: ELECTRIC_BILL.vendor,
      Amount: ELECTRIC_BILL.amount,
      Category: 'Home · Utilities',
      'Due date': 'Dec 4, 2026',
      // The bill's service address, read from it and proposed as the property's.
      'Property address': MAPLE_FULL,
      'Auto-pay': 'No, paid manually',
      File: electricFile,
    });
    expect(await cardDetails(second)).toMatchObject({
      Vendor: PHONE_BILL.vendor,
      Amount: PHONE_BILL.amount,
      Category: 'Other',
      'Due date': 'Dec 1, 2026',
      'Auto-pay': 'Yes, on day 1',
      File: phoneFile,
    });
    await expectAccessible(page, 'Review Extracted Expenses');

    // The electric bill: a late fee was added since.
    await first.getByRole('button', { name: 'Edit Bill 1' }).click();
    await fillAmount(first.getByLabel('Amount', { exact: true }), '156.12');
    await first.getByRole('button', { name: 'Done' }).click();
    await first.getByRole('button', { name: 'Edit Bill 1' }).waitFor();
    expect(await cardDetails(first)).toMatchObject({
      Vendor: ELECTRIC_BILL.vendor,
      Amount: '$156.12',
      'Property address': MAPLE_FULL,
    });

    await review.getByRole('button', { name: 'Save 2 Obligation(s)' }).click();
    const saved = await expectToast(page, 'Obligations created!');
    expect(await saved.textContent()).toContain('2 obligation(s) added successfully');
    await expectClosed(review);

    // Both in the list (the larger monthly amount first), each with its bill attached.
    await expect
      .poll(() => tableVendors(page), { timeout: 15_000 })
      .toEqual([ELECTRIC_BILL.vendor, PHONE_BILL.vendor]);
    const electricRow = obligationsTable(page).getByRole('row', { name: /Sunrise Electric/ });
    const electricCells = await rowCells(electricRow);
    expect(electricCells[0]).toMatch(/^Sunrise Electric Cooperative Electric service/);
    expect(electricCells.slice(1, 4)).toEqual(['Home', '$156.12 per month', 'Manual pay']);
    const phoneRow = obligationsTable(page).getByRole('row', { name: /Northwind Wireless/ });
    expect((await rowCells(phoneRow)).slice(1, 4)).toEqual([
      'Other',
      '$124.84 per month',
      'Auto-pay (day 1)',
    ]);
    await expectAttachedBill(page, ELECTRIC_BILL.vendor, electric, 'application/pdf');
    await expectAttachedBill(page, PHONE_BILL.vendor, phone, 'application/pdf');
    const stored = (await listExpenses(page)).find(
      (expense) => expense.vendor === ELECTRIC_BILL.vendor,
    );
    expect(stored).toMatchObject({ costCents: 15_612, homeSubcategory: 'Utilities' });
    expect(stored?.address?.full).toBe(MAPLE_FULL);
    await page.context().close();
  });

  it('fills in the Add form from a photo of one bill (AI Extract), then saves it', async () => {
    const page = await newHousehold('bills-photo');
    const photo = await billPhoto(WATER_BILL);
    const photoFile = 'water-bill-photo.jpg';

    await page.getByRole('button', { name: 'Add Expense' }).click();
    const dialog = addDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('tab', { name: 'AI Extract' }).click();
    await chooseFiles(dialog, [files.write(photoFile, photo)]);
    await dialog.getByRole('status').filter({ hasText: 'Processing bills with AI...' }).waitFor();

    // Read, the same dialog becomes the Add form, filled in from the photo.
    const filledIn = dialog.getByText(`Filled in from ${photoFile}.`, { exact: false });
    const notRead = dialog.getByRole('listitem').filter({ hasText: 'Not read:' });
    await filledIn.or(notRead).waitFor({ timeout: OCR_TIMEOUT });
    expect(await notRead.allTextContents()).toEqual([]);
    await dismissToast(await expectToast(page, '1 bill(s) extracted successfully'));
    expect(await dialog.getByRole('tab').count()).toBe(0);
    expect(await dialog.getByLabel('Vendor', { exact: true }).inputValue()).toBe(WATER_BILL.vendor);
    expect(await dialog.getByLabel('Cost', { exact: true }).inputValue()).toBe('60.52');
    expect(await dialog.getByLabel('Category', { exact: true }).inputValue()).toBe('home');
    expect(await dialog.getByLabel('Type of home expense').inputValue()).toBe('Utilities');
    expect(await dialog.getByLabel('Account number with the vendor').inputValue()).toBe(
      WATER_BILL.accountNumber,
    );
    // The photo is attached as the obligation's document.
    const attached = dialog
      .getByRole('group', { name: 'Document' })
      .getByRole('link', { name: /^Open .+ \(opens in a new tab\)$/ });
    expect(await attached.getAttribute('href')).toMatch(/^\/api\/documents\/[^/]+\/open$/);

    // A home needs its address: the one read from the photo, set right where OCR slipped.
    await fillNewAddress(dialog, MAPLE);
    await dialog.getByRole('button', { name: 'Add Obligation' }).click();
    await expectToast(page, 'Obligation added');
    await expectClosed(dialog);

    await expect.poll(() => tableVendors(page), { timeout: 15_000 }).toEqual([WATER_BILL.vendor]);
    const row = obligationsTable(page).getByRole('row', { name: /Clearbrook Water/ });
    expect((await rowCells(row)).slice(1, 4)).toEqual(['Home', '$60.52 per month', 'Manual pay']);
    await expectAttachedBill(page, WATER_BILL.vendor, photo, 'image/jpeg');
    await page.context().close();
  });

  it('knows the same bill scanned twice: offers to update the obligation it was saved to, and keeps one', async () => {
    const page = await newHousehold('bills-twice');
    const water = billPdf(WATER_BILL);
    const waterFile = 'clearbrook-water-nov-2026.pdf';
    const waterPath = files.write(waterFile, water);

    // The first time: read, checked in the Add form, saved.
    let upload = await openBillUpload(page);
    await chooseFiles(upload, [waterPath]);
    await upload.getByRole('button', { name: 'Upload & Process' }).click();
    await upload.getByRole('button', { name: 'Review 1 bill(s)' }).click({ timeout: 30_000 });
    const form = addDialog(page);
    await form.waitFor();
    expect(await form.getByLabel('Vendor', { exact: true }).inputValue()).toBe(WATER_BILL.vendor);
    // The home's address is the bill's service address, read from its text layer.
    for (const [label, value] of Object.entries({
      Street: MAPLE.street,
      City: MAPLE.city,
      State: MAPLE.state,
      ZIP: MAPLE.zip,
    }))
      expect(await form.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    await form.getByRole('button', { name: 'Add Obligation' }).click();
    const added = await expectToast(page, 'Obligation added');
    await expectToastAccessible(page, added, 'the toast for an obligation added from a bill');
    await dismissToast(added);
    await expectClosed(form);
    await expect.poll(() => tableVendors(page), { timeout: 15_000 }).toEqual([WATER_BILL.vendor]);
    const [saved] = await listExpenses(page);

    // The same file again, from the list: Add Expense, AI Extract, Upload them together.
    await page.getByRole('button', { name: 'Add Expense' }).click();
    await addDialog(page).getByRole('tab', { name: 'AI Extract' }).click();
    await addDialog(page).getByRole('button', { name: 'Upload them together' }).click();
    upload = dialogNamed(page, 'Upload Bills for AI Processing');
    await upload.waitFor();
    await chooseFiles(upload, [waterPath]);
    await upload.getByRole('button', { name: 'Upload & Process' }).click();
    const results = upload.getByRole('region', { name: 'Results' });
    await results.waitFor({ timeout: 30_000 });
    const row = results.getByRole('listitem');
    await expect
      .poll(() => row.textContent())
      .toMatch(
        new RegExp(
          `^${waterFile}Read: ${WATER_BILL.vendor}You already scanned this file on [A-Z][a-z]{2} \\d{1,2}, \\d{4} and saved it to ${WATER_BILL.vendor}\\.$`,
        ),
      );
    await expectAccessible(page, 'Upload Bills for AI Processing, a bill scanned before');

    // Offered as an update of the obligation it was saved to, not as a new one.
    await upload.getByRole('button', { name: 'Review 1 bill(s)' }).click();
    await expectClosed(upload);
    const review = dialogNamed(page, 'Review Extracted Expenses');
    await review.waitFor();
    const card = review.getByRole('article', { name: 'Bill 1' });
    await card
      .getByText(
        new RegExp(`^You already scanned this file on .+ and saved it to ${WATER_BILL.vendor}\\.$`),
      )
      .waitFor();
    const match = card.getByRole('group', {
      name: `Already in your obligations: ${WATER_BILL.vendor} ****1844`,
    });
    expect(await match.getByText('This bill was saved to it before.').count()).toBe(1);
    expect(await match.getByRole('radio', { name: 'Update existing' }).isChecked()).toBe(true);
    expect(await match.getByRole('radio', { name: 'Add as new' }).isChecked()).toBe(false);
    expect(await cardDetails(card)).toMatchObject({
      'Account number': '****1844',
      'Amount now': WATER_BILL.amount,
      'This bill': WATER_BILL.amount,
    });
    await expectAccessible(page, 'Review Extracted Expenses, a bill scanned before');

    await review.getByRole('button', { name: 'Save 1 Obligation(s)' }).click();
    await expectToast(page, 'Obligations created!');
    await expectClosed(review);

    // Still one obligation: the same one, with the second upload as its bill.
    const after = await listExpenses(page);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: saved?.id, costCents: 6052 });
    expect(after[0]?.documentUrl).not.toBe(saved?.documentUrl);
    expect(await tableVendors(page)).toEqual([WATER_BILL.vendor]);
    await expectAttachedBill(page, WATER_BILL.vendor, water, 'application/pdf');
    await page.context().close();
  });

  it('says what went wrong: no files, a file that is not a bill, a bill that cannot be read', async () => {
    const page = await newHousehold('bills-errors');
    const upload = await openBillUpload(page);

    await upload.getByRole('button', { name: 'Upload & Process' }).click();
    const none = await expectToast(page, 'No files selected');
    expect(await none.textContent()).toContain('Please select bills to upload');
    await dismissToast(none);

    // Notes saved as text under a .pdf name: refused when uploaded, said on its row.
    const notesFile = 'october-statement.pdf';
    const notes = 'Call Sunrise Electric about the meter reading\nAsk for the October statement\n';
    await chooseFiles(upload, [files.write(notesFile, notes)]);
    await upload.getByRole('button', { name: 'Upload & Process' }).click();
    const refused = await expectToast(page, 'Upload failed');
    const notABill =
      'This file is not a PDF or a photo. Upload a PDF, JPEG, PNG, WebP or HEIC bill.';
    expect(await refused.textContent()).toContain(notABill);
    const notesRow = upload.getByRole('listitem').filter({ hasText: notesFile });
    await notesRow.getByText('Failed', { exact: true }).waitFor();
    expect(await notesRow.textContent()).toContain(notABill);
    await dismissToast(refused);
    await upload.getByRole('button', { name: `Remove ${notesFile}` }).click();
    await notesRow.waitFor({ state: 'detached' });

    // A PDF cut short while downloading: uploaded, but it cannot be read.
    const partialFile = 'water-bill-partial.pdf';
    const whole = billPdf(WATER_BILL);
    await chooseFiles(upload, [
      files.write(partialFile, whole.subarray(0, Math.floor(whole.length / 2))),
    ]);
    await upload.getByRole('button', { name: 'Upload & Process' }).click();
    const failed = await expectToast(page, 'Processing failed');
    expect(await failed.textContent()).toContain('Unable to extract data from bills');
    const results = upload.getByRole('region', { name: 'Results' });
    await results.waitFor();
    expect(await results.getByRole('listitem').allTextContents()).toEqual([
      `${partialFile}Not read: The file is damaged and could not be read.`,
    ]);
    expect(await upload.getByRole('button', { name: /^Review/ }).count()).toBe(0);
    await dismissToast(failed);
    await expectAccessible(page, 'Upload Bills for AI Processing, nothing read');
    expect(await listExpenses(page)).toEqual([]);
    await page.context().close();
  });
});
