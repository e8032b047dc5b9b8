import type {
  TStatementFileProblem,
  TStatementReadResult,
} from '@shared/statements/statement-types';

/** A file that could not be read: its name and one message for the person. */
export function statementProblem(
  fileName: string,
  message: string,
  mapping?: TStatementFileProblem['mapping'],
): TStatementReadResult {
  return mapping ? { ok: false, fileName, message, mapping } : { ok: false, fileName, message };
}
