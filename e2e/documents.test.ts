import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildTextPdf } from '@server/platform/pdf/build-text-pdf';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import { callApi, dismissToast, expectToast } from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

describe('the document hub', () => {
  it('uploads a PDF, finds it by a word inside it, previews, downloads and deletes it', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('documents'));
    await page.goto('/nido-hub');
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    await page.getByText('No documents yet').waitFor();
    await expectAccessible(page, 'Documents, empty');

    // Upload through the picker (the drop zone's keyboard path).
    const pdf = buildTextPdf(['Last Will and Testament', 'Executor: Priya Raman of Portland']);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Select Files' }).first().click();
    await (
      await chooser
    ).setFiles({ name: 'Family Will.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dismissToast(await expectToast(page, 'Document uploaded successfully'));
    const entry = page.getByRole('article', { name: 'Family Will' });
    await entry.waitFor();
    await expectAccessible(page, 'Documents with one upload');

    // A word that is only inside the PDF finds it, highlighted.
    await page.getByRole('searchbox', { name: 'Search documents' }).fill('Priya');
    const matches = page.getByRole('list', { name: 'Matches' });
    await matches.locator('mark', { hasText: 'Priya' }).first().waitFor();
    await expectAccessible(page, 'Documents search results');

    // Preview inline, in the page.
    await page.getByRole('button', { name: 'Preview Family Will' }).click();
    const preview = page.getByRole('dialog', { name: 'Family Will' });
    await preview.waitFor();
    const frame = preview.locator('iframe');
    await frame.waitFor();
    const inlineUrl = await frame.getAttribute('src');
    expect(inlineUrl).toMatch(/^\/api\/files\//);
    const inline = await page.request.get(inlineUrl ?? '');
    expect(inline.status()).toBe(200);
    expect(inline.headers()['content-type']).toBe('application/pdf');
    expect(inline.headers()['content-disposition']).toMatch(/^inline/);
    await expectAccessible(page, 'Document preview');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });

    // Download: the same bytes, as an attachment.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Family Will' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Family Will.pdf');
    const saved = await download.path();
    expect(readFileSync(saved).equals(pdf)).toBe(true);

    // Delete, confirmed; the stored file goes with it.
    await page.getByRole('searchbox', { name: 'Search documents' }).fill('');
    await page.getByRole('button', { name: 'Delete Family Will' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Document' });
    await confirm.waitFor();
    await expectAccessible(page, 'Delete Document confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Document deleted');
    await page.getByText('No documents yet').waitFor();
    const left = await callApi<{ documents: unknown[] }>(page, 'GET', '/documents');
    expect(left.documents).toEqual([]);
    expect((await page.request.get(inlineUrl ?? '')).status()).toBe(404);
  });
});
