import { z } from 'zod';
import { singleLine } from '../validation/plain-text';

/** Spec §5/§9: a document is at most 10 MB; larger files are ignored by the picker. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** Spec §7: signed links stay valid for 3600 s. */
export const SIGNED_LINK_TTL_S = 3600;
/** Expiry reminders go out this many days before the date. */
export const REMINDER_DAYS_BEFORE = 30;

/** What the file picker offers (spec §5); the server checks the content, not these names. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx'];
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export const DOCUMENT_CATEGORIES = [
  'will',
  'trust',
  'power_of_attorney',
  'healthcare_directive',
  'insurance_policy',
  'deed_or_title',
  'financial_statement',
  'tax_return',
  'bill',
  'identification',
  'medical',
  'other',
] as const;
export const ZDocumentCategory = z.enum(DOCUMENT_CATEGORIES, {
  error: 'Choose a category',
});
export type TDocumentCategory = z.infer<typeof ZDocumentCategory>;

export const DOCUMENT_CATEGORY_LABELS: Record<TDocumentCategory, string> = {
  will: 'Will',
  trust: 'Trust',
  power_of_attorney: 'Power of Attorney',
  healthcare_directive: 'Healthcare Directive',
  insurance_policy: 'Insurance Policy',
  deed_or_title: 'Deed or Title',
  financial_statement: 'Financial Statement',
  tax_return: 'Tax Return',
  bill: 'Bill',
  identification: 'Identification',
  medical: 'Medical',
  other: 'Other',
};

/** What a document can be linked to. */
export const DOCUMENT_LINK_KINDS = [
  'asset',
  'investment',
  'loan',
  'property',
  'expense',
  'advisor',
] as const;
export const ZDocumentLink = z.object({
  kind: z.enum(DOCUMENT_LINK_KINDS),
  id: z.uuid({ error: 'Choose what this document belongs to' }),
});
export type TDocumentLink = z.infer<typeof ZDocumentLink>;

const ZTag = singleLine(
  z.string().trim().min(1, 'A tag cannot be empty').max(40, 'Keep each tag under 40 characters'),
);

/** The editable details of a document (the upload sends them as multipart fields). */
export const ZDocumentDetails = z.object({
  name: singleLine(
    z
      .string({ error: 'Please enter a name' })
      .trim()
      .min(1, 'Please enter a name')
      .max(200, 'Keep the name under 200 characters'),
  ),
  category: ZDocumentCategory.default('other'),
  tags: z.array(ZTag).max(20, 'Use at most 20 tags').default([]),
  link: ZDocumentLink.nullable().default(null),
  /** An expiry or renewal date (YYYY-MM-DD); a reminder email goes out 30 days before. */
  expiresOn: z.iso.date({ error: 'Enter a valid date' }).nullable().default(null),
});
export type TDocumentDetails = z.input<typeof ZDocumentDetails>;

export const ZDocument = z.object({
  id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  /** The file name as uploaded (shown, and used for downloads after sanitising). */
  fileName: z.string(),
  fileType: z.enum(['pdf', 'jpg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'webp', 'heic']),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  category: ZDocumentCategory,
  tags: z.array(z.string()),
  link: ZDocumentLink.extend({ label: z.string() }).nullable(),
  expiresOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDocument = z.infer<typeof ZDocument>;
export const ZDocumentList = z.object({ documents: z.array(ZDocument) });
export const ZDocumentResponse = z.object({ document: ZDocument });

/** A search hit: the document and the fragments where it matched. */
export const ZDocumentSearchHit = z.object({
  document: ZDocument,
  /** Plain-text fragments; matched words wrapped in «» (never HTML, the web app renders marks). */
  highlights: z.array(z.string()),
});
export const ZDocumentSearchResults = z.object({ results: z.array(ZDocumentSearchHit) });

/** A time-limited link to one stored file (spec §7: 3600 s). */
export const ZSignedLink = z.object({ url: z.string(), expiresAt: z.string() });
export type TSignedLink = z.infer<typeof ZSignedLink>;

/** Spec §8 document messages. */
export const DOCUMENT_UPLOADED = 'Document uploaded successfully';
export const DOCUMENT_UPLOAD_FAILED = 'Failed to upload document';
