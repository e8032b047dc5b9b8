import { z } from 'zod';
import { ZMatchedObligation } from '../bills/bill-schemas';
import { CATEGORIES } from '../finance/categories';
import { singleLine } from '../validation/plain-text';
import { RECURRING_FREQUENCIES, RECURRING_KINDS } from './statement-types';

/** `POST /api/statements/detect`: multipart `files` (one or more); `mappings` optional JSON. */
export const STATEMENTS_DETECT_PATH = '/statements/detect';

/** Statement files one request reads (a checking account and a card for a year or two). */
export const MAX_STATEMENT_FILES = 12;

/** A column's name as the CSV's header writes it. */
const ZColumn = singleLine(z.string().min(1).max(200));

/** A CSV in an unknown layout, read by the columns the person chose (keyed by file name). */
export const ZCsvMapping = z.object({
  date: ZColumn,
  description: ZColumn,
  amount: ZColumn.optional(),
  debit: ZColumn.optional(),
  credit: ZColumn.optional(),
  positiveIsCharge: z.boolean(),
  accountLabel: singleLine(z.string().max(100)).optional(),
});
export const ZCsvMappings = z.record(singleLine(z.string().max(255)), ZCsvMapping);

/** How each file fared: read (with its account and count), or why not. */
export const ZStatementFileOutcome = z.object({
  fileName: z.string(),
  status: z.enum(['read', 'failed']),
  /** Why it could not be read, in words for the person; null when read. */
  message: z.string().nullable(),
  /** A CSV in a layout Nido does not know: its headers and first rows, to map the columns. */
  mapping: z
    .object({ headers: z.array(z.string()), sampleRows: z.array(z.array(z.string())) })
    .nullable(),
  /** "Chase ****8842"; null when not read. */
  account: z.string().nullable(),
  transactionCount: z.number().int(),
});
export type TStatementFileOutcome = z.infer<typeof ZStatementFileOutcome>;

/** One recurring series found, with what saving it would do in this household. */
export const ZDetectedSeries = z.object({
  /** Stable within one answer, to key the review's rows. */
  key: z.string(),
  vendor: z.string(),
  amountCents: z.number().int(),
  amountRange: z.object({ minCents: z.number().int(), maxCents: z.number().int() }).nullable(),
  frequency: z.enum(RECURRING_FREQUENCIES),
  nextDue: z.string(),
  category: z.enum(CATEGORIES),
  homeSubcategory: z.string().nullable(),
  kind: z.enum(RECURRING_KINDS),
  active: z.boolean(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  occurrences: z.number().int(),
  account: z.string(),
  descriptors: z.array(z.string()),
  /** Its charges, oldest first, amounts positive: sent back as the obligation's history on save. */
  charges: z.array(z.object({ on: z.string(), amountCents: z.number().int() })),
  /** The household's asset (checking, savings or card) the statement is of: auto-pay from it. */
  payingAccount: z.object({ id: z.string(), label: z.string() }).nullable(),
  /** An existing obligation this series is (update preselected), or null (add). */
  match: ZMatchedObligation.nullable(),
  /**
   * What the review offers: `add` a new obligation, `update` the matched one (its amount or
   * frequency changed), or `unchanged` (already saved as found: not offered again).
   */
  proposal: z.enum(['add', 'update', 'unchanged']),
});
export type TDetectedSeries = z.infer<typeof ZDetectedSeries>;

export const ZStatementsDetectResponse = z.object({
  files: z.array(ZStatementFileOutcome),
  /** Bills first; income and transfers are listed apart and never saved as obligations. */
  series: z.array(ZDetectedSeries),
});
export type TStatementsDetectResponse = z.infer<typeof ZStatementsDetectResponse>;
