import { parseCsv } from '@shared/csv';
import { STATEMENT_MESSAGES } from '@shared/statements/statement-limits';
import type {
  TCsvMapping,
  TStatementAccount,
  TStatementReadResult,
  TStatementTransaction,
} from '@shared/statements/statement-types';
import { accountLabel, lastFourDigits } from './account-label';
import { csvTransaction, type TCsvColumns } from './csv-columns';
import { mappedColumns, mappingProposal } from './csv-mapping';
import { findCsvLayout, type TFoundLayout } from './find-csv-layout';
import { statementProblem } from './statement-problem';

type TRows = readonly (readonly string[])[];

function transactionsOf(rows: TRows, firstRow: number, columns: TCsvColumns) {
  const transactions: TStatementTransaction[] = [];
  for (let index = firstRow; index < rows.length; index += 1) {
    const transaction = csvTransaction(rows[index] ?? [], columns);
    if (transaction) transactions.push(transaction);
  }
  return transactions;
}

function lastFourOf(rows: TRows, found: TFoundLayout, fileName: string): string | null {
  const column = found.accountNumber;
  if (column !== undefined)
    for (const row of rows.slice(found.firstRow)) {
      const digits = lastFourDigits(row[column]);
      if (digits) return digits;
    }
  return found.layout.lastFourInFileName?.exec(fileName)?.[1] ?? null;
}

/** "Chase ****8842" as a person typed it: the institution before the stars, the digits after. */
function typedAccount(label: string, positiveIsCharge: boolean): Omit<TStatementAccount, 'label'> {
  const typed = /^(.*?)\s*\*+\s*(\d{4})$/.exec(label);
  // Only card exports write charges as positive numbers.
  const kind = positiveIsCharge ? 'credit_card' : 'other';
  return { institution: typed?.[1]?.trim() || null, kind, last4: typed?.[2] ?? null };
}

function readMapped(rows: TRows, fileName: string, mapping: TCsvMapping): TStatementReadResult {
  const mapped = mappedColumns(rows, mapping);
  if (!mapped) return statementProblem(fileName, STATEMENT_MESSAGES.mappingColumnMissing);
  const transactions = transactionsOf(rows, mapped.firstRow, mapped.columns);
  if (transactions.length === 0)
    return statementProblem(fileName, STATEMENT_MESSAGES.noReadableRows);
  const typedLabel = mapping.accountLabel?.trim() ?? '';
  const account = typedAccount(typedLabel, mapping.positiveIsCharge);
  const label = typedLabel || accountLabel(account, fileName);
  return { ok: true, statement: { fileName, account: { ...account, label }, transactions } };
}

function unknownLayout(rows: TRows, fileName: string): TStatementReadResult {
  const proposal = mappingProposal(rows);
  return proposal
    ? statementProblem(fileName, STATEMENT_MESSAGES.unknownCsvLayout, proposal)
    : statementProblem(fileName, STATEMENT_MESSAGES.notAStatement);
}

/**
 * A CSV export: read by its bank's layout when the header (or, for Wells Fargo, the rows) says
 * whose it is, by the person's mapping when they gave one, and otherwise answered with what the
 * mapping step needs (the headers and first rows).
 */
export function readCsvStatement(
  text: string,
  fileName: string,
  mapping?: TCsvMapping,
): TStatementReadResult {
  const rows = parseCsv(text);
  if (mapping) return readMapped(rows, fileName, mapping);
  const found = findCsvLayout(rows);
  if (!found) return unknownLayout(rows, fileName);
  const transactions = transactionsOf(rows, found.firstRow, found.columns);
  if (transactions.length === 0)
    return statementProblem(fileName, STATEMENT_MESSAGES.noReadableRows);
  const charges = transactions.filter((transaction) => transaction.amountCents < 0).length;
  if (found.layout.onlyWhenMostlyPositive && charges * 2 <= transactions.length)
    return unknownLayout(rows, fileName);
  const { institution, kind } = found.layout;
  const described = { institution, kind, last4: lastFourOf(rows, found, fileName) };
  const account = { ...described, label: accountLabel(described, fileName) };
  return { ok: true, statement: { fileName, account, transactions } };
}
