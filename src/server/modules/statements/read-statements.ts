import type { TStatementFileOutcome } from '@shared/statements/statement-api';
import type { TStatement, TStatementReadResult } from '@shared/statements/statement-types';
import { STATEMENT_MESSAGES } from '@shared/statements/statement-limits';
import type { Logger } from '../../logger';
import { readStatementFile } from './reading/read-statement-file';
import type { ReceivedStatement, StatementUpload } from './statement-upload';

export const UNREADABLE_STATEMENT = 'This file could not be read.';

function failed(
  fileName: string,
  message: string,
  mapping: TStatementFileOutcome['mapping'] = null,
): TStatementFileOutcome {
  return { fileName, status: 'failed', message, mapping, account: null, transactionCount: 0 };
}

/** One file read: a statement, or why not (its own failure; the other files are still read). */
function readOne(
  file: ReceivedStatement,
  mappings: StatementUpload['mappings'],
  logger: Logger | undefined,
): TStatementReadResult {
  // Over MAX_STATEMENT_BYTES: statement-upload.ts kept its name only.
  if (!file.bytes) return { ok: false, fileName: file.name, message: STATEMENT_MESSAGES.tooLarge };
  try {
    return readStatementFile(file.name, file.bytes, mappings[file.name]);
  } catch (error) {
    // The reader answers a file it cannot read with its reason; anything thrown is our defect.
    logger?.error({ err: error }, 'a statement could not be read');
    return { ok: false, fileName: file.name, message: UNREADABLE_STATEMENT };
  }
}

/**
 * Each file's outcome, in the order sent, and the statements read: one a file, or several where
 * one OFX download holds several accounts (the outcome names them all).
 */
export function readStatements(
  upload: StatementUpload,
  logger?: Logger,
): { outcomes: TStatementFileOutcome[]; statements: TStatement[] } {
  const statements: TStatement[] = [];
  const outcomes = upload.files.map((file): TStatementFileOutcome => {
    const result = readOne(file, upload.mappings, logger);
    if (!result.ok) return failed(file.name, result.message, result.mapping ?? null);
    const read = [result.statement, ...(result.otherAccounts ?? [])];
    statements.push(...read);
    return {
      fileName: file.name,
      status: 'read',
      message: null,
      mapping: null,
      account: read.map((statement) => statement.account.label).join(', '),
      transactionCount: read.reduce((sum, statement) => sum + statement.transactions.length, 0),
    };
  });
  return { outcomes, statements };
}
