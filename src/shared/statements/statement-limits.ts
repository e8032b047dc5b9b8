/**
 * What one statement file may hold (issue 41), and what a person is told when a file cannot be
 * read. Shared so the import screen can refuse a file before sending it, in the same words.
 */

/** 10 MB: two years of a busy account in OFX are under 1 MB. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

/** Transactions one file may hold; far past any household's statements, well short of a DoS. */
export const MAX_STATEMENT_TRANSACTIONS = 50_000;

/** One message a file, in words for the person; the file's name is shown beside it. */
export const STATEMENT_MESSAGES = {
  empty: 'This file is empty.',
  tooLarge: `This file is over ${MAX_STATEMENT_BYTES / (1024 * 1024)} MB. Download a shorter period from your bank.`,
  tooManyTransactions: `This file has over ${MAX_STATEMENT_TRANSACTIONS.toLocaleString('en-US')} transactions. Download a shorter period from your bank.`,
  notAStatement: 'This is not a bank or card statement. Download your activity as OFX, QFX or CSV.',
  malformedOfx: 'This OFX file is damaged or incomplete. Download it again from your bank.',
  noTransactionsInOfx: 'This OFX file has no bank or card transactions in it.',
  unknownCsvLayout: 'We do not know this CSV layout yet. Tell us which column is which.',
  noReadableRows: 'No transactions could be read from this CSV file.',
  mappingColumnMissing: 'A column chosen for this file is not in it. Choose the columns again.',
} as const;
