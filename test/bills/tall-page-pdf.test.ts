import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILL_FAILURE_MESSAGES } from '@server/modules/bills/extraction/bill-extraction-error';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp } from '@test/harness/family';
import { processBills, uploadBill } from '@test/harness/bills';
import { ROOT } from '@test/harness/server-process';
import { tallPagePdf } from './support/tall-page-pdf';

const run = promisify(execFile);
const MB = 1024 * 1024;
/** DESIGN.md §8: an image page is read within 2 s. */
const IMAGE_PAGE_BUDGET_MS = 2_000;

type PeakRss = {
  before: number;
  after: number;
  elapsedMs: number;
  success: boolean;
  error: string;
};

let t: TestApp;
let person: TestUser;
let folder: string;
beforeAll(async () => {
  t = await createFamilyTestApp();
  person = await newUser(t);
  folder = await mkdtemp(path.join(tmpdir(), 'nido-tall-pdf-'));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

describe('a tiny PDF with a page 50 × 14,400 points and no text', () => {
  it('is a few hundred bytes', () => {
    expect(tallPagePdf().length).toBeLessThan(500);
  });

  it('is refused within the budget, and reading it adds less than 100 MB to the peak memory', async () => {
    const file = path.join(folder, 'tall.pdf');
    await writeFile(file, tallPagePdf());
    // Its own process: peak RSS is the process's, worker threads included (see the script).
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join('test', 'bills', 'support', 'read-bill-peak-rss.ts'), file],
      { cwd: ROOT },
    );
    const measured = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as PeakRss;
    expect((measured.after - measured.before) / MB).toBeLessThan(100);
    expect(measured.elapsedMs).toBeLessThan(IMAGE_PAGE_BUDGET_MS);
    expect(measured).toMatchObject({ success: false, error: BILL_FAILURE_MESSAGES['page-shape'] });
  });

  it('fails only its own row of process-bills, with the reason in plain words', async () => {
    const tall = await uploadBill(person.client, {
      bytes: tallPagePdf(),
      name: 'tall.pdf',
      type: 'application/pdf',
    });
    const [result] = await processBills(person.client, [tall.url]);
    expect(result).toMatchObject({
      success: false,
      error: BILL_FAILURE_MESSAGES['page-shape'],
      documentId: tall.documentId,
    });
  });
});
