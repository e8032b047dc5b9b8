import { z } from 'zod';
import { singleLine } from '../validation/plain-text';
import { CATEGORIES, HOME_SUBCATEGORIES } from '../finance/categories';

/**
 * Spec §4/§5: the dialog takes images or PDFs, the AI Extract tab images only. WebP and
 * HEIC/HEIF (iPhone photos) are images too; the server checks the content, never these names.
 */
export const BILL_DIALOG_ACCEPT = 'image/*,application/pdf,.pdf,.heic,.heif';
export const BILL_TAB_ACCEPT = 'image/*,.heic,.heif';
/**
 * How many bills one process-bills request may carry (and the dialog sends at once); each is read
 * in turn by the server's worker pool, so this bounds how long one request holds it.
 */
export const MAX_BILLS_PER_UPLOAD = 10;

/** Spec §8 Bills messages, exactly. */
export const BILL_MESSAGES = {
  noFilesTitle: 'No files selected',
  noFilesText: 'Please select bills to upload',
  uploadFailedTitle: 'Upload failed',
  uploadFailedText: 'Failed to upload bills',
  notAuthenticated: 'Not authenticated',
  processingFailedTitle: 'Processing failed',
  processingFailedText: 'Unable to extract data from bills',
  savedTitle: 'Obligations created!',
  saveFailedTitle: 'Save failed',
  saveFailedText: 'Failed to save some expenses',
  processing: 'Processing bills with AI...',
  extracted: 'Extracted',
  failed: 'Failed',
} as const;

/** "N bill(s) extracted successfully" optionally followed by ", M failed" (spec §8). */
export function extractedMessage(succeeded: number, failed: number): string {
  return `${succeeded} bill(s) extracted successfully${failed > 0 ? `, ${failed} failed` : ''}`;
}

/** "N obligation(s) added successfully" (spec §8). */
export function savedMessage(count: number): string {
  return `${count} obligation(s) added successfully`;
}

/** What an uploaded bill answers: its document and a signed link to it (valid 3600 s). */
export const ZUploadedBill = z.object({
  documentId: z.string(),
  fileName: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type TUploadedBill = z.infer<typeof ZUploadedBill>;

/** Spec §7 process-bills: the signed links of bills this user uploaded. */
export const ZProcessBillsRequest = z.object({
  imageUrls: z
    .array(singleLine(z.string().trim().min(1).max(2000)), {
      error: 'Send the links of the uploaded bills',
    })
    .min(1, 'Please select bills to upload')
    .max(
      MAX_BILLS_PER_UPLOAD,
      `Send at most ${MAX_BILLS_PER_UPLOAD} bills at a time; send the others in another request.`,
    ),
});
export type TProcessBillsRequest = z.infer<typeof ZProcessBillsRequest>;

/** Spec §3 AI bill extraction data, plus the dates and home type the form can use. */
export const ZExtractedBillData = z.object({
  vendor: z.string().nullable(),
  /** Dollars, as the spec's shape has it. */
  cost: z.number().nullable(),
  category: z.enum(CATEGORIES),
  home_subcategory: z.enum(HOME_SUBCATEGORIES).nullable(),
  account_number: z.string().nullable(),
  is_auto_pay: z.boolean(),
  auto_pay_date: z.number().int().min(1).max(31).nullable(),
  description: z.string().nullable(),
  /** YYYY-MM-DD */
  due_date: z.string().nullable(),
  bill_date: z.string().nullable(),
  /** Where the service is delivered, one line; proposes the household's matching property. */
  service_address: z.string().nullable(),
  /** Last four digits of the account the bill says it is paid from; proposes that account. */
  paid_from_last4: z.string().nullable(),
});
export type TExtractedBillData = z.infer<typeof ZExtractedBillData>;

export const BILL_FIELD_NAMES = [
  'vendor',
  'cost',
  'category',
  'account_number',
  'is_auto_pay',
  'due_date',
  'bill_date',
  'description',
] as const;
export type TBillFieldName = (typeof BILL_FIELD_NAMES)[number];

/** How sure the reader is of a field (0–1) and the printed text it came from. */
export const ZFieldEvidence = z.object({ confidence: z.number(), source: z.string().nullable() });

/**
 * Why a bill is taken for an obligation the household has (issue 36), strongest first: the same
 * file was saved to it before; its account number; its vendor and service address; its vendor
 * alone (neither has an account number or address that tells them apart).
 */
export const MATCH_REASONS = ['same_file', 'account_number', 'service_address', 'vendor'] as const;
export type TMatchReason = (typeof MATCH_REASONS)[number];

/** The household's obligation this bill seems to be for: saving updates it unless told not to. */
export const ZMatchedObligation = z.object({
  id: z.string(),
  vendor: z.string(),
  costCents: z.number(),
  reason: z.enum(MATCH_REASONS),
  /** Its vendor account's last 4, which tells two obligations with one vendor apart. */
  accountLast4: z.string().nullable(),
  /** Its property address, one line (home obligations). */
  address: z.string().nullable(),
});
export type TMatchedObligation = z.infer<typeof ZMatchedObligation>;

/** The same file (by its SHA-256) was read before in this household (issue 36). */
export const ZEarlierScan = z.object({
  documentId: z.string(),
  fileName: z.string(),
  /** When it was read (ISO). */
  scannedAt: z.string(),
  /** The obligation it was saved to, if it was. */
  obligation: z.object({ id: z.string(), vendor: z.string() }).nullable(),
});
export type TEarlierScan = z.infer<typeof ZEarlierScan>;

/**
 * What the bill's service address and "paid from" account propose from the household's records
 * (issue 36), each only to someone whose access covers that section of the household.
 */
export const ZBillProposals = z.object({
  /** The household's home at the service address. */
  property: z
    .object({
      id: z.string(),
      name: z.string().nullable(),
      address: z.object({
        street: z.string(),
        city: z.string(),
        state: z.string(),
        zip: z.string(),
        full: z.string(),
      }),
    })
    .nullable(),
  /** No home there, and this person may add the service address as a property. */
  canAddProperty: z.boolean(),
  /** The financial account ending in the bill's "paid from" digits, as the payment account. */
  paymentAccount: z.object({ id: z.string(), label: z.string() }).nullable(),
});
export type TBillProposals = z.infer<typeof ZBillProposals>;

export const NO_PROPOSALS: TBillProposals = {
  property: null,
  canAddProperty: false,
  paymentAccount: null,
};

/** Spec §3: one result per bill: success, error, imageUrl, data. */
export const ZBillExtractionResult = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  imageUrl: z.string(),
  documentId: z.string().nullable(),
  fileName: z.string().nullable(),
  data: ZExtractedBillData.nullable(),
  /** Per field, for highlighting what needs a look; empty when extraction failed. */
  evidence: z.partialRecord(z.enum(BILL_FIELD_NAMES), ZFieldEvidence),
  match: ZMatchedObligation.nullable(),
  /** This very file was read before in the household. */
  duplicate: ZEarlierScan.nullable(),
  proposals: ZBillProposals,
});
export type TBillExtractionResult = z.infer<typeof ZBillExtractionResult>;

export const ZProcessBillsResponse = z.object({ results: z.array(ZBillExtractionResult) });
export type TProcessBillsResponse = z.infer<typeof ZProcessBillsResponse>;

/** Below this confidence the review screens highlight a field. */
export const LOW_CONFIDENCE = 0.6;
