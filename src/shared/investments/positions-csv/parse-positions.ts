import type {
  TParsedPositionAccount,
  TParsedPositionRow,
  TParsedPositions,
  TPositionFormat,
} from '../positions-import-schemas';
import { holdingBoundErrors } from './holding-bounds';
import {
  accountNumberLast4,
  splitAccountTitle,
  type TAccountRef,
  UNNAMED_ACCOUNT_KEY,
} from './accounts';
import { isBlankRecord, readCsvRecords, type TCsvRecord } from '../../csv-records';
import { asOfFromNote } from './dates';
import { detectHeaderRow } from './detect-header';
import type { TColumns } from './header-names';
import { cellOf, readPositionRow } from './read-row';

export const NO_HEADER_ERROR =
  'No header row was found. The file needs a column for the symbol (Symbol) or the name ' +
  '(Name or Description) and one for the quantity (Quantity or Shares); Price, Cost Basis and ' +
  'Type are read when present.';

/** Schwab's preamble: `Positions for account Individual XXXX-1234 as of …` or `… All-Accounts …`. */
const SCHWAB_PREAMBLE = /^positions for (?:account\s+(.+?)|all-accounts)\s+as of\b/i;
/** Total rows: Schwab "Account Total", "Total", "**Total**", "Grand Total". */
const TOTAL_LABEL = /^\**\s*(?:account total|grand total|sub-?total|totals?)\s*:?\s*\**$/i;
const PENDING_LABEL = /^pending activity$/i;
/** Schwab's cash line: the cash holding, or a total when it sums the cash rows above it. */
const CASH_INVESTMENTS = /^cash\s*(?:&|and)\s*cash investments$/i;
/** A one-cell line in a positions section this long is a note, not a name. */
const LONGEST_LONE_NAME = 40;

/** A header row and the rows under it, up to a blank line (or the next header). */
interface TSection {
  format: TPositionFormat;
  columns: TColumns;
  account: TAccountRef | null;
  hasRows: boolean;
  /** After a blank line that follows rows: Fidelity's footer, Vanguard's gap before trades. */
  closed: boolean;
  cashRows: number;
  cashCents: number;
}

/** The text of a record's only non-empty cell, else null. */
function loneText(cells: readonly string[]): { text: string; index: number } | null {
  const filled = cells.flatMap((cell, index) =>
    cell.trim() ? [{ text: cell.trim(), index }] : [],
  );
  return filled.length === 1 ? (filled[0] ?? null) : null;
}

/**
 * Whether a one-cell line inside a section is a note (a disclaimer, a date line, a title)
 * rather than a position with only a name: a name sits in the symbol or name column and is short.
 */
function isNote(lone: { text: string; index: number }, columns: TColumns): boolean {
  const nameColumn = lone.index === columns.symbol || lone.index === columns.description;
  return !nameColumn || lone.text.length > LONGEST_LONE_NAME || asOfFromNote(lone.text) !== null;
}

function isTotalOrPending(record: TCsvRecord, columns: TColumns): boolean {
  const labels = [
    cellOf(record.cells, columns, 'symbol'),
    cellOf(record.cells, columns, 'description'),
    (record.cells[0] ?? '').trim(),
  ];
  return labels.some((label) => TOTAL_LABEL.test(label) || PENDING_LABEL.test(label));
}

function noHeaderResult(records: TCsvRecord[]): TParsedPositions {
  const empty = records.every(isBlankRecord);
  const error: TParsedPositionRow = {
    line: 1,
    accountKey: '',
    holding: null,
    errors: [empty ? 'The file is empty' : NO_HEADER_ERROR],
    cells: records[0]?.cells ?? [],
  };
  return {
    format: 'generic',
    asOf: null,
    accounts: [],
    rows: [error],
    skippedLines: records.length,
  };
}

/**
 * Reads a brokerage "positions" CSV export (Fidelity, Schwab, Vanguard, or any CSV with common
 * column names). Pure and isomorphic; never throws for bad data: a row that cannot be read is
 * kept with `holding: null` and the reasons, and a file without a usable header gives one
 * such row at line 1.
 *
 * Skipped and counted in `skippedLines`: blank lines, preambles, section titles, total and
 * pending-activity rows, disclaimers and footers, and transactions sections (Vanguard's second
 * part). Header rows are not counted.
 *
 * Accounts: a row's account number column when the file has one (Fidelity, Vanguard), else the
 * one-cell line right above its header (Schwab All-Accounts titles such as
 * `Individual XXXX-1234`, or any such title in another file), else the account of Schwab's
 * preamble, else UNNAMED_ACCOUNT_KEY.
 */
export function parsePositionsCsv(text: string): TParsedPositions {
  const records = readCsvRecords(text);
  const rows: TParsedPositionRow[] = [];
  const accounts = new Map<string, TParsedPositionAccount>();
  let format: TPositionFormat | null = null;
  let asOf: string | null = null;
  let fileAccount: TAccountRef | null = null;
  let sawSchwabPreamble = false;
  let section: TSection | null = null;
  /** A one-cell line just seen: the title of the section when a header follows (Schwab "All"). */
  let title: string | null = null;
  let skippedLines = 0;

  const skip = (nextTitle: string | null = null) => {
    skippedLines += 1;
    title = nextTitle;
  };
  const addAccount = (account: TAccountRef) => {
    const known = accounts.get(account.key);
    if (known) known.accountName ??= account.name;
    else
      accounts.set(account.key, {
        key: account.key,
        accountNumberLast4: account.number ? accountNumberLast4(account.number) : null,
        accountName: account.name,
      });
  };

  const headers = records.map((record) =>
    isBlankRecord(record) ? null : detectHeaderRow(record.cells),
  );
  /** Whether the next line with text is a header row (so a one-cell line is its title). */
  const headerFollows = (index: number) => {
    for (let at = index + 1; at < records.length; at += 1) {
      const next = records[at];
      if (next && !isBlankRecord(next)) return headers[at] != null;
    }
    return false;
  };

  for (const [index, record] of records.entries()) {
    if (isBlankRecord(record)) {
      skippedLines += 1;
      if (section?.hasRows && section.format !== 'generic') section.closed = true;
      continue;
    }

    const header = headers[index];
    if (header?.kind === 'transactions') {
      section = null;
      skip();
      continue;
    }
    if (header) {
      // An older Schwab header without a security type still follows Schwab's preamble.
      const headerFormat =
        header.format === 'generic' && sawSchwabPreamble ? 'schwab' : header.format;
      format ??= headerFormat;
      section = {
        format: headerFormat,
        columns: header.columns,
        account: title ? splitAccountTitle(title) : fileAccount,
        hasRows: false,
        closed: false,
        cashRows: 0,
        cashCents: 0,
      };
      title = null;
      continue;
    }

    const lone = loneText(record.cells);
    if (lone) {
      const stated = asOfFromNote(lone.text);
      asOf ??= stated;
      const preamble = SCHWAB_PREAMBLE.exec(lone.text);
      if (preamble) {
        sawSchwabPreamble = true;
        if (preamble[1]) fileAccount = splitAccountTitle(preamble[1]);
      }
      const isTitle = stated === null && !preamble && headerFollows(index);
      if (isTitle || !section || section.closed || isNote(lone, section.columns)) {
        skip(isTitle ? lone.text : null);
        continue;
      }
    }
    if (!section || section.closed || isTotalOrPending(record, section.columns)) {
      skip();
      continue;
    }

    const result = readPositionRow(record.cells, section.columns, section.format);
    const label = cellOf(record.cells, section.columns, 'symbol');
    if (
      CASH_INVESTMENTS.test(label) &&
      section.cashRows > 0 &&
      result.valueCents === section.cashCents
    ) {
      skip();
      continue;
    }
    if (result.holding?.assetClass === 'cash' && result.valueCents !== null) {
      section.cashRows += 1;
      section.cashCents += result.valueCents;
    }

    const number = cellOf(record.cells, section.columns, 'accountNumber');
    const account: TAccountRef = number
      ? { key: number, number, name: cellOf(record.cells, section.columns, 'accountName') || null }
      : (section.account ?? { key: UNNAMED_ACCOUNT_KEY, number: null, name: null });
    addAccount(account);
    const errors = [
      ...result.errors,
      ...(result.holding ? holdingBoundErrors(result.holding) : []),
    ];
    rows.push({
      line: record.line,
      accountKey: account.key,
      holding: errors.length > 0 ? null : result.holding,
      errors,
      cells: record.cells,
    });
    section.hasRows = true;
    title = null;
  }

  if (format === null) return noHeaderResult(records);
  return { format, asOf, accounts: [...accounts.values()], rows, skippedLines };
}
