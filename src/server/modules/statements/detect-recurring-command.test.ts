import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectRecurringCommand } from './detect-recurring-command';

const folder = mkdtempSync(path.join(os.tmpdir(), 'nido-detect-recurring-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const filePath = path.join(folder, name);
  writeFileSync(filePath, text);
  return filePath;
}

/** Month `index` of 2025 as MM/DD/YYYY on `day`. */
const usDate = (index: number, day: number) =>
  `${String(index + 1).padStart(2, '0')}/${String(day).padStart(2, '0')}/2025`;

/** A year of a Chase checking account: rent and a utility. */
function chaseChecking(): string {
  const rows: string[] = [];
  for (let month = 0; month < 12; month += 1) {
    rows.push(
      `DEBIT,${usDate(month, 3)},"OAKWOOD APARTMENTS RENT WEB ID: 1234",-1850.00,ACH_DEBIT,,,`,
    );
    const electric = (80 + ((month * 37) % 70) + 0.45).toFixed(2);
    rows.push(
      `DEBIT,${usDate(month, 18)},"PSE&G PAYMENT PPD ID: 9111111111",-${electric},ACH_DEBIT,,,`,
    );
  }
  // Newest first, as banks export.
  const header = 'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #';
  return `${[header, ...rows.reverse()].join('\n')}\n`;
}

/** A year of a Chase card: a streaming plan and coffee. */
function chaseCard(): string {
  const rows: string[] = [];
  for (let month = 0; month < 12; month += 1) {
    rows.push(`${usDate(month, 9)},${usDate(month, 10)},NETFLIX.COM,Entertainment,Sale,-15.49,`);
    rows.push(`${usDate(month, 4)},${usDate(month, 4)},SQ *CORNER CAFE,Food & Drink,Sale,-4.75,`);
    rows.push(`${usDate(month, 13)},${usDate(month, 13)},SQ *CORNER CAFE,Food & Drink,Sale,-6.20,`);
  }
  const header = 'Transaction Date,Post Date,Description,Category,Type,Amount,Memo';
  return `${[header, ...rows.reverse()].join('\n')}\n`;
}

function collector() {
  let text = '';
  return { write: (chunk: string) => (text += chunk), text: () => text };
}

describe('detectRecurringCommand', () => {
  it('prints the series of every readable file as JSON and names each unreadable one on stderr', async () => {
    const stdout = collector();
    const stderr = collector();
    const read = await detectRecurringCommand(
      [
        '--json',
        file('Chase1234_Activity_20260105.CSV', chaseChecking()),
        file('card.csv', chaseCard()),
        file('notes.txt', 'Groceries this week: eggs, bread.\n'),
        path.join(folder, 'missing.ofx'),
      ],
      { stdout, stderr, today: '2026-01-05' },
    );
    expect(read).toBe(true);
    expect(stderr.text().trim().split('\n')).toEqual([
      expect.stringMatching(/^notes\.txt: /),
      'missing.ofx: No such file.',
    ]);
    const series = JSON.parse(stdout.text()) as Record<string, unknown>[];
    expect(series.map((one) => one.vendor)).toEqual([
      'Netflix',
      'Oakwood Apartments Rent',
      'PSE&G',
    ]);
    expect(series[0]).toEqual({
      vendor: 'Netflix',
      amount: 15.49,
      frequency: 'monthly',
      next_due: '2026-01-10',
      category: 'other',
      kind: 'bill',
      active: true,
      first_seen: '2025-01-10',
      last_seen: '2025-12-10',
      occurrences: 12,
      account: 'Chase card',
    });
  });

  it('prints a table without --json', async () => {
    const stdout = collector();
    await detectRecurringCommand([file('card.csv', chaseCard())], {
      stdout,
      stderr: collector(),
      today: '2026-01-05',
    });
    expect(stdout.text()).toMatch(/^Bills\n {2}Vendor +Amount +Frequency/);
    expect(stdout.text()).toMatch(/Netflix +\$15\.49 +monthly +2026-01-10 +other +active +12×/);
  });

  it('fails only when no file could be read', async () => {
    const stderr = collector();
    const read = await detectRecurringCommand([path.join(folder, 'nothing.csv')], {
      stdout: collector(),
      stderr,
      today: '2026-01-05',
    });
    expect(read).toBe(false);
    expect(stderr.text()).toBe('nothing.csv: No such file.\n');
  });
});
