import { z } from 'zod';
import { multiLine, singleLine } from '../validation/plain-text';
import { ASSET_CLASSES, INVESTMENT_ACCOUNT_TYPES } from './investment-schemas';

/** The positions exports the importer recognises by their headers; `generic` is any other CSV. */
export const POSITION_FORMATS = ['fidelity', 'schwab', 'vanguard', 'generic'] as const;
export type TPositionFormat = (typeof POSITION_FORMATS)[number];

export const POSITION_FORMAT_INSTITUTIONS: Record<TPositionFormat, string | null> = {
  fidelity: 'Fidelity Investments',
  schwab: 'Charles Schwab',
  vanguard: 'Vanguard',
  generic: null,
};

/** One holding read from a positions file, before it is saved. */
export const ZParsedHolding = z.object({
  symbol: z.string().nullable(),
  name: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  quantity: z.number(),
  costBasisCents: z.number().nullable(),
  priceMicros: z.number().nullable(),
});
export type TParsedHolding = z.infer<typeof ZParsedHolding>;

/**
 * One data line of the file. A row with errors has no holding and is never saved; the preview
 * lists it with its line number and what is wrong.
 */
export const ZParsedPositionRow = z.object({
  /** 1-based line number in the file. */
  line: z.number(),
  /** The account the file puts this row in (its number as printed, or its section title). */
  accountKey: z.string(),
  holding: ZParsedHolding.nullable(),
  errors: z.array(z.string()),
  /** The row's cells, for the preview of a bad row. */
  cells: z.array(z.string()),
});
export type TParsedPositionRow = z.infer<typeof ZParsedPositionRow>;

/** An account found in the file (a file may hold several: Fidelity, Vanguard, Schwab "All"). */
export const ZParsedPositionAccount = z.object({
  key: z.string(),
  /** The account number's last 4 when the file prints one. */
  accountNumberLast4: z.string().nullable(),
  accountName: z.string().nullable(),
});
export type TParsedPositionAccount = z.infer<typeof ZParsedPositionAccount>;

export const ZParsedPositions = z.object({
  format: z.enum(POSITION_FORMATS),
  /** The positions' date when the file states one (YYYY-MM-DD), else null. */
  asOf: z.string().nullable(),
  accounts: z.array(ZParsedPositionAccount),
  rows: z.array(ZParsedPositionRow),
  /** Lines that are not positions: preambles, totals, pending activity, disclaimers. */
  skippedLines: z.number(),
});
export type TParsedPositions = z.infer<typeof ZParsedPositions>;

const MAX_CSV_CHARS = 900_000;
const ZCsvText = multiLine(
  z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The file is empty')
    .max(MAX_CSV_CHARS, 'The file is too large: export fewer accounts at a time (up to 900 kB)'),
);

export const ZPositionsPreviewRequest = z.object({ csv: ZCsvText });

/**
 * The preview: the file as read, and for each account in it the household's investment account
 * it matches (the same number, else the same institution and last 4), if any.
 */
export const ZPositionsPreview = ZParsedPositions.extend({
  institution: z.string().nullable(),
  matches: z.record(z.string(), z.string().nullable()),
});
export type TPositionsPreview = z.infer<typeof ZPositionsPreview>;

/** Where one account of the file goes: an existing investment account, or a new one. */
export const ZPositionsAssignment = z.union([
  z.object({ accountKey: singleLine(z.string()), accountId: z.uuid() }),
  z.object({
    accountKey: singleLine(z.string()),
    accountId: z.null(),
    newAccount: z.object({
      type: z.enum(INVESTMENT_ACCOUNT_TYPES),
      institutionName: singleLine(z.string().trim().min(1, 'Enter the institution').max(200)),
      accountName: singleLine(z.string().trim().min(1, 'Enter a name for the account').max(200)),
    }),
  }),
]);
export type TPositionsAssignment = z.infer<typeof ZPositionsAssignment>;

/**
 * Saves the file's good rows. Holdings are matched by symbol (or name) within the account:
 * matched ones are updated, new ones added, and holdings the file does not list are kept.
 */
export const ZPositionsImportRequest = z.object({
  csv: ZCsvText,
  assignments: z.array(ZPositionsAssignment).min(1, 'Choose where the positions go').max(100),
});
export type TPositionsImportRequest = z.input<typeof ZPositionsImportRequest>;

export const ZPositionsImportResult = z.object({
  accountsCreated: z.number(),
  holdingsAdded: z.number(),
  holdingsUpdated: z.number(),
  rowsSkipped: z.number(),
});
export type TPositionsImportResult = z.infer<typeof ZPositionsImportResult>;
