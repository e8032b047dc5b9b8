import { expect } from 'vitest';
import type { TDetectedSeries, TStatementsDetectResponse } from '@shared/statements/statement-api';
import type { TCsvMapping } from '@shared/statements/statement-types';
import type { TestClient } from '@test/harness/client';

export type StatementFile = { name: string; text: string | Buffer };

/** One charge or credit as a bank's export writes it: signed dollars, money out negative. */
export type Row = { on: string; description: string; amount: number };

/** The ISO day `months` months before this one (UTC), on day `day`. */
export function monthsAgo(months: number, day = 5): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day))
    .toISOString()
    .slice(0, 10);
}

/** The same charge on `day` of each of the last `months` months, the latest this month or last. */
export function monthly(description: string, amount: number, months = 12, day = 5): Row[] {
  const latest = new Date().getUTCDate() >= day ? 0 : 1;
  return Array.from({ length: months }, (_, index) => ({
    on: monthsAgo(latest + months - 1 - index, day),
    description,
    amount: -amount,
  }));
}

const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * A Chase checking export ("Chase8842_Activity_….CSV"): newest first, rows ending in a comma,
 * the account's last four in the file's name.
 */
export function chaseChecking(rows: readonly Row[], last4 = '8842'): StatementFile {
  const lines = [...rows]
    .sort((a, b) => b.on.localeCompare(a.on))
    .map(
      (row) =>
        `${row.amount < 0 ? 'DEBIT' : 'CREDIT'},${usDay(row.on)},"${row.description}",` +
        `${row.amount.toFixed(2)},ACH_DEBIT,1000.00,`,
    );
  return {
    name: `Chase${last4}_Activity_20260812.CSV`,
    text: ['Details,Posting Date,Description,Amount,Type,Balance', ...lines].join('\n') + '\n',
  };
}

/** A CSV in no bank's layout: the person tells which column is which. */
export function homemadeCsv(rows: readonly Row[], name = 'my-bank.csv'): StatementFile {
  const lines = rows.map((row) => `${row.on},"${row.description}",${row.amount.toFixed(2)}`);
  return { name, text: ['When,What,How much', ...lines].join('\n') + '\n' };
}

/** The mapping of `homemadeCsv`'s columns. */
export const HOMEMADE_MAPPING: TCsvMapping = {
  date: 'When',
  description: 'What',
  amount: 'How much',
  positiveIsCharge: false,
  accountLabel: 'Credit Union ****5521',
};

/** POST /api/statements/detect with these files (and mappings), as the import dialog sends it. */
export function postStatements(
  client: TestClient,
  files: readonly StatementFile[],
  options: { owner?: string; mappings?: Record<string, TCsvMapping> } = {},
): Promise<Response> {
  const form = new FormData();
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(Buffer.from(file.text))]), file.name);
  if (options.mappings) form.set('mappings', JSON.stringify(options.mappings));
  const query = options.owner ? `?owner=${options.owner}` : '';
  return client.request(`/api/statements/detect${query}`, { method: 'POST', body: form });
}

/** The import's answer (it must succeed). */
export async function detectStatements(
  ...args: Parameters<typeof postStatements>
): Promise<TStatementsDetectResponse> {
  const response = await postStatements(...args);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TStatementsDetectResponse;
}

/** The series of this vendor in an answer (it must be there once). */
export function seriesOf(answer: TStatementsDetectResponse, vendor: RegExp): TDetectedSeries {
  const found = answer.series.filter((each) => vendor.test(each.vendor));
  expect(
    found.map((each) => each.vendor),
    `one series of ${String(vendor)}`,
  ).toHaveLength(1);
  return found[0] as TDetectedSeries;
}
