import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TLegalDraft } from '@shared/legal/legal-api';
import { LEGAL_STEPS } from '@shared/legal/legal-kinds';
import { pdfPages } from '@test/binder/pdf-pages';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import { callApi } from './support/household';
import { e2eEmail } from './support/users';

// Issue 37, item 5: an edit on the review step was neither saved nor re-checked (Create stayed
// disabled on a stale failure, a reload lost the edit), and relationships printed lower-case.

const browser = useBrowser();

const BENEFICIARY = 'Jamie Ellis';
const REFUSED = `${BENEFICIARY} cannot witness: they receive something under the will`;
const CLEARED = 'Choose witnesses who receive nothing under the will';

/**
 * A California will (a gift to a witness is presumed obtained by undue influence there, so the
 * check stops the document) saved at its review step, complete but for a witness who inherits.
 */
async function willAtReview(page: Page): Promise<TLegalDraft> {
  const draft = await callApi<TLegalDraft>(page, 'POST', '/legal-wizard/drafts', {
    kind: 'will',
    state: 'CA',
  });
  const adult = (name: string, relationship: string) => ({ name, relationship, isAdult: true });
  return callApi<TLegalDraft>(page, 'PATCH', `/legal-wizard/drafts/${draft.id}`, {
    step: LEGAL_STEPS.will.length - 1,
    answers: {
      ...draft.answers,
      testator: {
        ...(draft.answers as { testator: object }).testator,
        fullName: 'Morgan Ellis',
        address: '12 Oak Lane',
        city: 'Sacramento',
        county: 'Sacramento',
        state: 'CA',
      },
      maritalStatus: 'single',
      spouseName: null,
      children: [],
      guardian: null,
      alternateGuardian: null,
      executor: adult('Dana Whitfield', 'Friend of the family'),
      alternateExecutor: adult('Sam Ellis', 'Brother'),
      specificGifts: [],
      residuary: [
        {
          name: BENEFICIARY,
          relationship: 'Sister',
          percent: 100,
          ifTheyDieFirst: 'alternate',
          alternate: 'Sam Ellis',
        },
      ],
      witnesses: [{ name: BENEFICIARY }, { name: 'Pat Lee' }],
    },
  });
}

/** A check's line as a screen reader reads it: "Needs fixing: …", "Done: …". */
const checkLine = (page: Page, text: string) =>
  page.locator('p').filter({ hasText: new RegExp(`^${text}$`) });

describe('Legal Wizard: editing on the review step', () => {
  it('saves a witness typed on the review step, re-runs the checks, keeps it after a reload, and creates the document', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('legal-review-edit'));
    const draft = await willAtReview(page);

    await page.goto(`/legal-wizard/${draft.id}`);
    await page.getByRole('heading', { level: 2, name: 'Review and create', exact: true }).waitFor();
    const create = page.getByRole('button', { name: 'Create document' });
    const first = page.getByRole('textbox', { name: 'First witness' });
    await checkLine(page, `Needs fixing: ${REFUSED}`).waitFor();
    expect(await first.inputValue()).toBe(BENEFICIARY);
    await expect.poll(() => create.isDisabled()).toBe(true);
    await expectAccessible(page, '/legal-wizard, review with a witness who inherits');

    // Typed, and left in the field: it saves itself and the server's check passes.
    await first.fill('Chris Park');
    await checkLine(page, `Done: ${CLEARED}`).waitFor();
    await expect.poll(() => create.isEnabled()).toBe(true);
    expect(await first.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.getByText(REFUSED).count()).toBe(0);
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved / })
      .waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Review and create', exact: true }).waitFor();
    await checkLine(page, `Done: ${CLEARED}`).waitFor();
    expect(await first.inputValue()).toBe('Chris Park');
    expect(await page.getByRole('textbox', { name: 'Second witness' }).inputValue()).toBe(
      'Pat Lee',
    );
    await expect.poll(() => create.isEnabled()).toBe(true);
    await expectAccessible(page, '/legal-wizard, review after the witness was changed');

    await create.click();
    const versions = page.getByRole('list', { name: 'Versions' });
    await versions.getByText('Version 1').waitFor({ timeout: 30_000 });
    await expectAccessible(page, '/legal-wizard, document created after a review edit');

    // The PDF names people and relationships as they were entered.
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await versions.getByRole('button', { name: 'Download version 1' }).click();
    const pdf = readFileSync(await (await downloading).path());
    const text = (await pdfPages(pdf)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('I name Dana Whitfield (Friend of the family) as executor');
    expect(text).toContain('I name Sam Ellis (Brother) as executor instead');
  }, 180_000);
});
