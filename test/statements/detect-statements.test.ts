import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents, documents } from '@server/db/schema';
import { obligationTerms } from '@shared/statements/obligation-terms';
import type { TDetectedSeries } from '@shared/statements/statement-api';
import { MAX_STATEMENT_BYTES, STATEMENT_MESSAGES } from '@shared/statements/statement-limits';
import { newUser, type TestUser } from '@test/harness/accounts';
import { TestClient } from '@test/harness/client';
import { storedFiles } from '@test/harness/documents';
import { createFamilyTestApp, newConnectedMember, newGuest } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import {
  HOMEMADE_MAPPING,
  chaseChecking,
  detectStatements,
  homemadeCsv,
  monthly,
  monthsAgo,
  postStatements,
  seriesOf,
  type Row,
} from './support/statement-files';

/**
 * Issue 41 through the real app: statements are read in memory, their recurring bills compared
 * with the household's obligations, and nothing is stored; saving goes through the ordinary
 * obligation routes, after which the same statements propose nothing new.
 */
let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
});
afterAll(() => t.close());

/** Every other Friday's pay, for the last year. */
function payroll(): Row[] {
  return Array.from({ length: 26 }, (_, index) => {
    const day = new Date(Date.now() - (3 + index * 14) * 24 * 60 * 60 * 1000);
    return {
      on: day.toISOString().slice(0, 10),
      description: 'ACME CORP PAYROLL PPD ID: 1234567890',
      amount: 2450,
    };
  });
}

/** A year of a checking account: three subscriptions, a gym, pay and some one-off spending. */
const CHECKING = chaseChecking([
  ...monthly('NETFLIX.COM 866-579-7172 CA', 15.49, 12, 15),
  ...monthly('SPOTIFY USA 877-778-1161 NY', 11.99, 12, 3),
  ...monthly('PLANET FITNESS CLUB FEES 844-880-7549 NH', 24.99, 12, 17),
  ...payroll(),
  { on: monthsAgo(3, 9), description: 'HOME DEPOT #4410', amount: -212.4 },
  { on: monthsAgo(5, 21), description: 'BEST BUY 00012', amount: -89.99 },
]);

/** The obligation the review saves for a series, as the web app posts it. */
function obligationOf(series: TDetectedSeries) {
  const { costCents, frequency } = obligationTerms(series);
  return {
    category: series.category === 'home' ? 'other' : series.category,
    vendor: series.vendor,
    costCents,
    frequency,
    bankAccount: series.payingAccount?.label ?? null,
    isAutoPay: series.payingAccount !== null,
    statementCharges: series.charges,
  };
}

async function documentCount(): Promise<number> {
  const [row] = await t.database.db.select({ rows: count() }).from(documents);
  return row?.rows ?? 0;
}

describe('POST /api/statements/detect', () => {
  it('proposes adding the bills found, paid from the household account, income listed after', async () => {
    const account = await owner.client.post('/api/assets', {
      type: 'checking',
      institutionName: 'Chase',
      accountName: 'Everyday',
      accountNumber: '000111228842',
      balanceCents: 100,
    });
    expect(account.status).toBe(201);
    const accountId = ((await account.json()) as { asset: { id: string } }).asset.id;

    const answer = await detectStatements(owner.client, [CHECKING]);
    expect(answer.files).toEqual([
      {
        fileName: CHECKING.name,
        status: 'read',
        message: null,
        mapping: null,
        account: 'Chase ****8842',
        transactionCount: 12 * 3 + 26 + 2,
      },
    ]);
    for (const vendor of [/netflix/i, /spotify/i, /planet fitness/i])
      expect(seriesOf(answer, vendor)).toMatchObject({
        kind: 'bill',
        frequency: 'monthly',
        proposal: 'add',
        match: null,
        active: true,
        payingAccount: { id: accountId, label: 'Chase - Everyday ****8842' },
      });
    expect(seriesOf(answer, /netflix/i)).toMatchObject({ amountCents: 1549, occurrences: 12 });
    const pay = seriesOf(answer, /acme/i);
    expect(pay).toMatchObject({
      kind: 'income',
      match: null,
      proposal: 'add',
      payingAccount: null,
    });
    const kinds = answer.series.map((each) => each.kind);
    expect(kinds.indexOf('income')).toBeGreaterThan(kinds.lastIndexOf('bill'));
    expect(new Set(answer.series.map((each) => each.key)).size).toBe(answer.series.length);
  });

  it('proposes nothing new once the chosen bills are saved, and an update for a changed price', async () => {
    const first = await detectStatements(owner.client, [CHECKING]);
    for (const vendor of [/netflix/i, /spotify/i]) {
      const saved = await owner.client.post('/api/expenses', obligationOf(seriesOf(first, vendor)));
      expect(saved.status, await saved.clone().text()).toBe(201);
    }
    // The gym was typed in by hand before its price went up.
    const gym = await owner.client.post('/api/expenses', {
      category: 'other',
      vendor: seriesOf(first, /planet fitness/i).vendor,
      costCents: 1999,
    });
    expect(gym.status).toBe(201);
    const gymId = ((await gym.json()) as { expense: { id: string } }).expense.id;

    const again = await detectStatements(owner.client, [CHECKING]);
    for (const vendor of [/netflix/i, /spotify/i])
      expect(seriesOf(again, vendor)).toMatchObject({
        proposal: 'unchanged',
        match: { reason: 'vendor' },
      });
    expect(seriesOf(again, /planet fitness/i)).toMatchObject({
      proposal: 'update',
      match: { id: gymId, costCents: 1999 },
      amountCents: 2499,
    });
    // The same keys for the same series: the review keeps its rows across imports.
    expect(again.series.map((each) => each.key)).toEqual(first.series.map((each) => each.key));
  });

  it('reads the good files when one is not a statement, and says why for that one', async () => {
    const card = chaseChecking(monthly('NETFLIX.COM 866-579-7172 CA', 15.49, 6, 15), '1234');
    const answer = await detectStatements(owner.client, [
      CHECKING,
      { name: 'holiday.txt', text: 'Dear family, here are the photos from the lake.\n' },
      { name: 'huge.csv', text: Buffer.alloc(MAX_STATEMENT_BYTES + 1, 'a') },
      card,
    ]);
    expect(answer.files.map(({ fileName, status }) => [fileName, status])).toEqual([
      [CHECKING.name, 'read'],
      ['holiday.txt', 'failed'],
      ['huge.csv', 'failed'],
      [card.name, 'read'],
    ]);
    expect(answer.files[1]?.message).toBe(STATEMENT_MESSAGES.notAStatement);
    expect(answer.files[2]).toMatchObject({
      message: STATEMENT_MESSAGES.tooLarge,
      mapping: null,
      account: null,
      transactionCount: 0,
    });
    expect(seriesOf(answer, /spotify/i).kind).toBe('bill');
  });

  it('asks for the columns of a CSV in an unknown layout, then reads it by them', async () => {
    const file = homemadeCsv(monthly('CITY OF LAKESIDE WATER UTIL', 48.2, 12, 20));
    const unknown = await detectStatements(owner.client, [file]);
    expect(unknown.files).toMatchObject([
      {
        fileName: file.name,
        status: 'failed',
        message: STATEMENT_MESSAGES.unknownCsvLayout,
        mapping: { headers: ['When', 'What', 'How much'] },
        account: null,
        transactionCount: 0,
      },
    ]);
    // Its first rows, for the person to tell the columns apart.
    expect(unknown.files[0]?.mapping?.sampleRows[0]).toEqual(
      file.text.toString().split('\n')[1]?.replace(/"/g, '').split(','),
    );
    expect(unknown.series).toEqual([]);

    const mapped = await detectStatements(owner.client, [file], {
      mappings: { [file.name]: HOMEMADE_MAPPING },
    });
    expect(mapped.files).toMatchObject([
      { status: 'read', account: 'Credit Union ****5521', transactionCount: 12 },
    ]);
    expect(seriesOf(mapped, /lakeside/i)).toMatchObject({
      kind: 'bill',
      amountCents: 4820,
      account: 'Credit Union ****5521',
      payingAccount: null,
    });
  });

  it('stores nothing: no document, no file', async () => {
    const [documentsBefore, filesBefore] = [await documentCount(), await storedFiles(t)];
    await detectStatements(owner.client, [CHECKING]);
    expect(await documentCount()).toBe(documentsBefore);
    expect(await storedFiles(t)).toEqual(filesBefore);
  });

  it('refuses a request without statements, and mappings that are not JSON', async () => {
    const noFiles = await owner.client.request('/api/statements/detect', {
      method: 'POST',
      body: new FormData(),
    });
    expect(noFiles.status).toBe(400);
    const badMappings = new FormData();
    badMappings.append('files', new Blob([String(CHECKING.text)]), CHECKING.name);
    badMappings.set('mappings', '{not json');
    const refused = await owner.client.request('/api/statements/detect', {
      method: 'POST',
      body: badMappings,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { fields: { mappings: 'The column mappings are not valid JSON.' } },
    });
  });
});

describe('who may import into a household', () => {
  it("answers 404 for another household's id and for a household one may only view", async () => {
    const stranger = await newUser(t, { fullName: 'Sam Stranger' });
    expect((await postStatements(stranger.client, [CHECKING], { owner: owner.id })).status).toBe(
      404,
    );
    const viewer = await newConnectedMember(t, owner, 'viewer');
    expect((await postStatements(viewer.client, [CHECKING], { owner: owner.id })).status).toBe(404);
    expect((await postStatements(new TestClient(t), [CHECKING])).status).toBe(401);
  });

  it("compares a guest's import with the inviter's obligations, and logs it without amounts", async () => {
    const guest = await newGuest(t, owner, 'Gabe Guest');
    const answer = await detectStatements(guest.client, [CHECKING], { owner: owner.id });
    expect(seriesOf(answer, /netflix/i).proposal).toBe('unchanged');

    const logged = await t.database.db
      .select({ action: activityEvents.action, detail: activityEvents.detail })
      .from(activityEvents)
      .where(eq(activityEvents.subject, 'statements'));
    const bills = answer.series.filter((each) => each.kind === 'bill').length;
    // The owner's own imports above are not logged: the log answers "who else was here".
    expect(logged).toEqual([
      { action: 'view', detail: `Read 1 statement (1 account), found ${bills} bills` },
    ]);
    expect(logged[0]?.detail).not.toMatch(/\$|8842|15\.49/);
  });
});
