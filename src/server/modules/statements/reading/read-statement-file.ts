import {
  MAX_STATEMENT_BYTES,
  MAX_STATEMENT_TRANSACTIONS,
  STATEMENT_MESSAGES,
} from '@shared/statements/statement-limits';
import type { TCsvMapping, TStatementReadResult } from '@shared/statements/statement-types';
import { readCsvStatement } from './read-csv-statement';
import { readOfxStatements } from './read-ofx-statements';
import { isOfxText } from './statement-format';
import { statementProblem } from './statement-problem';
import { statementText } from './statement-text';

function readText(text: string, fileName: string, mapping?: TCsvMapping): TStatementReadResult {
  if (!isOfxText(text)) return readCsvStatement(text, fileName, mapping);
  const read = readOfxStatements(text, fileName);
  if (!read.ok)
    return statementProblem(
      fileName,
      read.problem === 'malformed'
        ? STATEMENT_MESSAGES.malformedOfx
        : STATEMENT_MESSAGES.noTransactionsInOfx,
    );
  const [statement, ...otherAccounts] = read.statements;
  if (!statement) return statementProblem(fileName, STATEMENT_MESSAGES.noTransactionsInOfx);
  return otherAccounts.length > 0
    ? { ok: true, statement, otherAccounts }
    : { ok: true, statement };
}

/**
 * Reads one bank or card statement file, in memory: OFX 1.x or 2.x (QFX too) or a CSV export,
 * told apart by content. A CSV in no known bank layout comes back with its headers and first rows
 * for the mapping step, and is read by `mapping` once the person gave one. Every problem is one
 * message for this file; the other files of an import are read regardless.
 */
export function readStatementFile(
  fileName: string,
  bytes: Buffer | Uint8Array,
  mapping?: TCsvMapping,
): TStatementReadResult {
  if (bytes.byteLength > MAX_STATEMENT_BYTES)
    return statementProblem(fileName, STATEMENT_MESSAGES.tooLarge);
  const text = statementText(bytes);
  if (text === null) return statementProblem(fileName, STATEMENT_MESSAGES.notAStatement);
  if (text.trim() === '') return statementProblem(fileName, STATEMENT_MESSAGES.empty);
  const result = readText(text, fileName, mapping);
  if (!result.ok) return result;
  const statements = [result.statement, ...(result.otherAccounts ?? [])];
  const count = statements.reduce((sum, statement) => sum + statement.transactions.length, 0);
  if (count > MAX_STATEMENT_TRANSACTIONS)
    return statementProblem(fileName, STATEMENT_MESSAGES.tooManyTransactions);
  return result;
}
