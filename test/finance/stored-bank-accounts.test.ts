import { readdirSync, readFileSync } from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@server/db/client';
import { expenses } from '@server/db/schema';
import { listedFields } from '@server/modules/expenses/expense-mapping';
import { BANK_ACCOUNT_NUMBER_MESSAGE, bankAccountProblem } from '@shared/finance/bank-account-text';
import { ZExpenseList, expandListedExpense } from '@shared/finance/expense-schemas';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';

// Issue 10, item 5: obligations saved before bank_account was checked may hold a whole card or
// account number, in the column and in the list's JSON (listed_fields, docs/adr/0004). The
// migration keeps the name and "****" with the last 4 digits, and nothing else changes.

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await newUser(t);
});
afterAll(() => t.close());

const MIGRATION_NAME = '_mask_stored_bank_accounts.sql';

async function runMigration(): Promise<void> {
  const file = readdirSync(MIGRATIONS_FOLDER).find((name) => name.endsWith(MIGRATION_NAME));
  expect(file, `a migration named *${MIGRATION_NAME}`).toBeDefined();
  const migration = readFileSync(`${MIGRATIONS_FOLDER}/${file}`, 'utf8');
  for (const statement of migration.split('--> statement-breakpoint'))
    await t.database.db.execute(sql.raw(statement));
}

/** An obligation's columns as the old code wrote them: any bank account text. */
function oldColumns(bankAccount: string | null) {
  return {
    category: 'other',
    vendor: 'Card payment',
    costCents: 2500,
    frequency: 'monthly',
    description: 'Paid from the card',
    bankAccount,
    isAutoPay: true,
    autoPayDate: 15,
    website: null,
    documentUrl: null,
    entityName: null,
    homeSubcategory: null,
    outstandingLoanBalanceCents: null,
    addressStreet: null,
    addressCity: null,
    addressState: null,
    addressZip: null,
    addressFull: null,
  };
}

/** Inserts rows as the old code stored them; listed_fields as toExpenseColumns wrote it. */
async function insertOld(bankAccounts: readonly (string | null)[]): Promise<string[]> {
  const rows = await t.database.db
    .insert(expenses)
    .values(
      bankAccounts.map((bankAccount) => {
        const columns = oldColumns(bankAccount);
        return {
          ...columns,
          userId: owner.id,
          listedFields: JSON.stringify(listedFields(columns)),
        };
      }),
    )
    .returning({ id: expenses.id });
  return rows.map((row) => row.id);
}

async function stored(ids: readonly string[]) {
  const rows = await t.database.db
    .select({
      id: expenses.id,
      bankAccount: expenses.bankAccount,
      listedFields: expenses.listedFields,
    })
    .from(expenses)
    .where(inArray(expenses.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`row ${id} is gone`);
    return row;
  });
}

/** bank-account-text.ts's idea of a number: 5+ digits with only non-letters between them. */
const LONG_NUMBER = /\d(?:[^\p{L}\d]*\d){4,}/gu;

function hasLongNumber(text: string | null | undefined): boolean {
  return text != null && bankAccountProblem(text) === BANK_ACCOUNT_NUMBER_MESSAGE;
}

/** The last 4 digits of the last number in the text. */
function lastFourOfNumber(text: string): string {
  const numbers = text.match(LONG_NUMBER) ?? [];
  return (numbers.at(-1) ?? '').replace(/\D/g, '').slice(-4);
}

const letters = (text: string) => text.match(/\p{L}/gu)?.join('') ?? '';

describe('migration mask_stored_bank_accounts', () => {
  it('keeps only the name and the last 4 of numbers stored in bank_account and listed_fields', async () => {
    const cases: [string, string][] = [
      ['Chase Checking 4111 1111 1111 1234', 'Chase Checking ****1234'],
      ['Amex Blue Cash 371449635398431', 'Amex Blue Cash ****8431'],
      ['Checking 12-345-678', 'Checking ****5678'],
      ['Savings 1234.5678', 'Savings ****5678'],
      ['Visa (4111.1111.1111.1234)', 'Visa ****1234'],
      ['Visa (Joint 4111 1111 1111 1234)', 'Visa (Joint) ****1234'],
      ['Visa Card: 4111111111111111', 'Visa Card ****1111'],
      ['BofA acct 000123456789 joint', 'BofA acct joint ****6789'],
      ['Chase ****12345', 'Chase ****2345'],
      ['Chase 4111 1111 ****1111', 'Chase ****1111'],
      // Copied from a statement: no-break spaces and en dashes between the groups.
      ['Card 4111\u00a01111\u20131111\u20131234', 'Card ****1234'],
      // A number alone: the spec's shape needs a name.
      ['4111-1111-1111-1234', 'Account ****1234'],
    ];
    const ids = await insertOld(cases.map(([old]) => old));

    const listedBefore = await owner.client.get('/api/expenses');
    expect(await listedBefore.text()).toContain('4111 1111 1111 1234');

    await runMigration();

    const rows = await stored(ids);
    expect(rows.map((row) => row.bankAccount)).toEqual(cases.map(([, masked]) => masked));
    for (const row of rows) {
      expect(bankAccountProblem(row.bankAccount ?? '')).toBeNull();
      // Byte for byte what saving the obligation today writes.
      expect(row.listedFields).toBe(JSON.stringify(listedFields(oldColumns(row.bankAccount))));
    }

    const response = await owner.client.get('/api/expenses');
    const raw = await response.text();
    for (const [old] of cases) expect(raw).not.toContain(JSON.stringify(old));
    const listed = ZExpenseList.parse(JSON.parse(raw)).expenses.map(expandListedExpense);
    expect(listed.find((expense) => expense.id === ids[0])?.bankAccount).toBe(
      'Chase Checking ****1234',
    );
  });

  it('rewrites listed_fields written by migration 0003 (PostgreSQL JSON text) too', async () => {
    const [id] = await insertOld(['Visa 4111 1111 1111 1111']);
    // json_build_object's text, as 0003 stored it for rows that existed then.
    const oldJson =
      '{"category" : "other", "vendor" : "Card payment", "costCents" : 2500, ' +
      '"frequency" : "monthly", "bankAccount" : "Visa 4111 1111 1111 1111", "isAutoPay" : true}';
    await t.database.db.execute(
      sql`UPDATE ${expenses} SET listed_fields = ${oldJson} WHERE id = ${id}`,
    );

    await runMigration();

    const [row] = await stored([id ?? '']);
    expect(row?.bankAccount).toBe('Visa ****1111');
    expect(row?.listedFields).not.toMatch(/4111/);
    expect(JSON.parse(row?.listedFields ?? '')).toEqual({
      category: 'other',
      vendor: 'Card payment',
      costCents: 2500,
      frequency: 'monthly',
      bankAccount: 'Visa ****1111',
      isAutoPay: true,
    });
  });

  it('leaves every text without more than 4 digits of a number byte for byte as it was', async () => {
    const kept = [
      null,
      'Chase Total Checking ****8842',
      'Chase - Joint Checking ****8842',
      'BofA 2024 Rewards ****0001',
      'Acct 5 ****1234',
      'Wells Fargo 401k',
      'Route 66 Credit Union',
      // Letters break a number, whatever the script.
      'Crédit 12 é 345',
      'Банк 12 ж 345',
      '中国银行 12中345',
      'Tricky "quotes" \\ back\nslash\t☃ ****1234',
      // Not the spec's shape, but no number to hide: not this migration's business.
      'Chase ****123',
      '****1234',
    ];
    const ids = await insertOld(kept);
    const before = await stored(ids);

    await runMigration();

    expect(await stored(ids)).toEqual(before);
  });

  it("agrees with the API's rule on generated texts: numbers masked, the rest untouched", async () => {
    const unit = fc.constantFrom(
      ...'0123456789012345678901234567890123456789',
      ...'  -.*()#:/',
      '\u00a0',
      '\u2013',
      '\t',
      '"',
      '\\',
      ...'Aaz',
      'é',
      'ж',
      '中',
      '𝐀',
      '😀',
      '☃',
    );
    const texts = fc.sample(fc.string({ unit, minLength: 1, maxLength: 40 }), {
      numRuns: 400,
      seed: 20_260_510,
    });
    expect(texts.filter(hasLongNumber).length).toBeGreaterThan(100);
    const ids = await insertOld(texts);
    const before = await stored(ids);

    await runMigration();

    const after = await stored(ids);
    texts.forEach((text, index) => {
      const row = after[index];
      if (!hasLongNumber(text)) {
        expect(row, JSON.stringify(text)).toEqual(before[index]);
        return;
      }
      const masked = row?.bankAccount ?? '';
      expect(bankAccountProblem(masked), JSON.stringify([text, masked])).toBeNull();
      expect(masked.endsWith(` ****${lastFourOfNumber(text)}`), masked).toBe(true);
      const name = masked.slice(0, -' ****1234'.length);
      expect(letters(name), JSON.stringify([text, masked])).toBe(letters(text) || 'Account');
      expect(row?.listedFields).toBe(JSON.stringify(listedFields(oldColumns(masked))));
    });
  });

  it('leaves no bank account with more than 4 digits of a number in either column', async () => {
    await insertOld(['Visa 4111 1111 1111 1111', 'Checking 000123456789']);
    await runMigration();

    const rows = await t.database.db
      .select({ bankAccount: expenses.bankAccount, listedFields: expenses.listedFields })
      .from(expenses);
    expect(rows.length).toBeGreaterThan(400);
    const leaks = rows.filter(
      (row) =>
        hasLongNumber(row.bankAccount) ||
        hasLongNumber((JSON.parse(row.listedFields) as { bankAccount?: string }).bankAccount),
    );
    expect(leaks).toEqual([]);
  });
});
