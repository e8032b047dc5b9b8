import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isoDay } from '../../../shared/finance/household-summary';
import { formatCents } from '../../../shared/finance/money';
import type {
  TRecurringFrequency,
  TRecurringKind,
  TRecurringSeries,
  TStatement,
} from '../../../shared/statements/statement-types';
import { dedupeTransactions } from './reading/dedupe-transactions';
import { readStatementFile } from './reading/read-statement-file';
import { detectRecurring } from './recurring/detect-recurring';

/** One series in the JSON shape (dollars and snake_case, as `extract-bill --json`). */
export type DetectRecurringOutput = {
  vendor: string;
  amount: number;
  frequency: TRecurringFrequency;
  next_due: string;
  category: TRecurringSeries['category'];
  kind: TRecurringKind;
  active: boolean;
  first_seen: string;
  last_seen: string;
  occurrences: number;
  account: string;
};

export class DetectRecurringUsageError extends Error {}

type Output = { write: (text: string) => unknown };

/**
 * `nido detect-recurring [--json] FILE...`: the import's reading and detection without a server,
 * database or network. Every file that cannot be read is one line on stderr and the others are
 * still read; the answer is false (exit code 1) only when no file could be read.
 */
export async function detectRecurringCommand(
  args: string[],
  io: { stdout: Output; stderr: Output; today: string } = {
    stdout: process.stdout,
    stderr: process.stderr,
    // As the import in the app does (statement-service.ts), so both find the same.
    today: isoDay(new Date()),
  },
): Promise<boolean> {
  const json = args.includes('--json');
  const files = args.filter((arg) => arg !== '--json');
  if (files.length === 0)
    throw new DetectRecurringUsageError(
      'detect-recurring needs one or more statement files: OFX, QFX or CSV.',
    );
  const statements: TStatement[] = [];
  let readFiles = 0;
  for (const file of files) {
    const read = await readOne(file);
    if (!read.ok) {
      io.stderr.write(`${path.basename(file)}: ${read.message}\n`);
      continue;
    }
    readFiles += 1;
    statements.push(...read.statements);
  }
  if (readFiles === 0) return false;
  const series = detectRecurring(dedupeTransactions(statements), { today: io.today });
  io.stdout.write(json ? `${JSON.stringify(series.map(toOutput), null, 2)}\n` : describe(series));
  return true;
}

async function readOne(
  file: string,
): Promise<{ ok: true; statements: TStatement[] } | { ok: false; message: string }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      message:
        code === 'ENOENT'
          ? 'No such file.'
          : code === 'EISDIR'
            ? 'This is a folder, not a file.'
            : `The file could not be opened (${(error as Error).message}).`,
    };
  }
  const result = readStatementFile(path.basename(file), bytes);
  if (!result.ok) return { ok: false, message: result.message };
  return { ok: true, statements: [result.statement, ...(result.otherAccounts ?? [])] };
}

export function toOutput(series: TRecurringSeries): DetectRecurringOutput {
  return {
    vendor: series.vendor,
    amount: series.amountCents / 100,
    frequency: series.frequency,
    next_due: series.nextDue,
    category: series.category,
    kind: series.kind,
    active: series.active,
    first_seen: series.firstSeen,
    last_seen: series.lastSeen,
    occurrences: series.occurrences,
    account: series.account,
  };
}

const KIND_HEADINGS: Record<TRecurringKind, string> = {
  bill: 'Bills',
  income: 'Income',
  transfer: 'Transfers between your accounts',
};

/** The human form: one table per kind, bills first; varying amounts show their range. */
function describe(series: readonly TRecurringSeries[]): string {
  if (series.length === 0) return 'No recurring bills, income or transfers were found.\n';
  const blocks = (['bill', 'income', 'transfer'] as const).flatMap((kind) => {
    const rows = series.filter((one) => one.kind === kind).map(row);
    return rows.length === 0 ? [] : [`${KIND_HEADINGS[kind]}\n${table(rows)}`];
  });
  return `${blocks.join('\n')}`;
}

const HEADER = [
  'Vendor',
  'Amount',
  'Frequency',
  'Next due',
  'Category',
  'Status',
  'Seen',
  'Account',
];

function row(series: TRecurringSeries): string[] {
  const range = series.amountRange
    ? ` (${formatCents(series.amountRange.minCents)}–${formatCents(series.amountRange.maxCents)})`
    : '';
  return [
    series.vendor,
    `${formatCents(series.amountCents)}${range}`,
    series.frequency,
    series.active ? series.nextDue : '—',
    series.homeSubcategory ? `${series.category} › ${series.homeSubcategory}` : series.category,
    series.active ? 'active' : 'ended',
    `${series.occurrences}× ${series.firstSeen} – ${series.lastSeen}`,
    series.account,
  ];
}

function table(rows: readonly string[][]): string {
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => cells[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    `  ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd();
  return `${[HEADER, ...rows].map(line).join('\n')}\n`;
}
