import type { TMatchedObligation } from '@shared/bills/bill-schemas';
import type { TExpense } from '@shared/finance/expense-schemas';
import type {
  TDetectedSeries,
  TStatementFileOutcome,
  TStatementsDetectResponse,
} from '@shared/statements/statement-api';
import type { Handler } from '@test/web/fake-api';
import { json } from '@test/web/fake-api';

/** A statement file as picked: its text, named. */
export function statementFile(name: string, text = 'OFXHEADER:100\n<OFX></OFX>\n'): File {
  return new File([text], name, { type: 'application/octet-stream' });
}

/** A file the server read: its account and how many transactions. */
export function readFile(
  fileName: string,
  overrides: Partial<TStatementFileOutcome> = {},
): TStatementFileOutcome {
  return {
    fileName,
    status: 'read',
    message: null,
    mapping: null,
    account: 'Chase ****8842',
    transactionCount: 412,
    ...overrides,
  };
}

/** A file the server could not read, with its message (and columns to map, for a CSV). */
export function failedFile(
  fileName: string,
  message: string,
  mapping: TStatementFileOutcome['mapping'] = null,
): TStatementFileOutcome {
  return { fileName, status: 'failed', message, mapping, account: null, transactionCount: 0 };
}

/** A monthly bill found in a checking account, paid from it, new to the household. */
export function detectedSeries(overrides: Partial<TDetectedSeries> = {}): TDetectedSeries {
  return {
    key: overrides.vendor ?? 'Netflix',
    vendor: 'Netflix',
    amountCents: 1799,
    amountRange: null,
    frequency: 'monthly',
    nextDue: '2026-03-05',
    category: 'other',
    homeSubcategory: null,
    kind: 'bill',
    active: true,
    firstSeen: '2025-01-05',
    lastSeen: '2026-02-05',
    occurrences: 14,
    account: 'Chase ****8842',
    descriptors: ['NETFLIX.COM 866-579-7172 CA'],
    charges: [
      { on: '2026-01-05', amountCents: overrides.amountCents ?? 1799 },
      { on: '2026-02-05', amountCents: overrides.amountCents ?? 1799 },
    ],
    payingAccount: { id: 'asset-1', label: 'Chase ****8842' },
    match: null,
    proposal: 'add',
    ...overrides,
  };
}

/** The household's obligation a series matched. */
export function matchOf(expense: TExpense): TMatchedObligation {
  return {
    id: expense.id,
    vendor: expense.vendor,
    costCents: expense.costCents,
    reason: 'vendor',
    accountLast4: null,
    address: null,
  };
}

/** POST /api/statements/detect answering this, whatever was sent. */
export function detectRoute(answer: TStatementsDetectResponse): Handler {
  return () => json(200, answer);
}

/** What a multipart request sent: the files' names and the mappings, parsed. */
export function sentForm(init: RequestInit) {
  const form = init.body as FormData;
  const mappings = form.get('mappings');
  return {
    fileNames: form.getAll('files').map((file) => (file as File).name),
    mappings: typeof mappings === 'string' ? (JSON.parse(mappings) as unknown) : null,
  };
}
