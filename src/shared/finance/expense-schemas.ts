import { z } from 'zod';
import { multiLine, singleLine } from '../validation/plain-text';
import { tooLong } from '../validation/too-long';
import { CATEGORIES, HOME_SUBCATEGORIES } from './categories';
import { FREQUENCIES } from './frequency';
import { ZAddress } from './address';
import { ZBankAccountText } from './bank-account-text';
import { isObligationDocumentUrl, isWebsiteUrl } from './obligation-links';
import { ZKeptSecret } from './sensitive-number';

/** What a form or scan can say a cost came from; `edit` and `import` are set by the server. */
export const AMOUNT_SOURCES_FROM_FORMS = ['manual', 'bill_scan'] as const;
/** Two years of weekly charges is 104; a statement import sends at most this many. */
export const MAX_STATEMENT_CHARGES = 120;

const MAX_CENTS = 100_000_000_000; // a billion dollars
const ZCents = z
  .number({ error: 'Enter an amount' })
  .int('Enter an amount in cents')
  .min(0, 'Amounts cannot be negative')
  .max(MAX_CENTS, 'That amount is too large');
const VENDOR_MAX_LENGTH = 200;
const WEBSITE_MAX_LENGTH = 500;
const optionalText = (max: number, lines: typeof singleLine = singleLine) =>
  lines(z.string().trim().max(max, `Keep this under ${max} characters`))
    .nullish()
    .transform((value) => value || null);

/** A website as typed: `example.com` becomes `https://example.com`; only http(s) links. */
export const ZWebsite = singleLine(
  z.string().trim().max(WEBSITE_MAX_LENGTH, tooLong('website address', WEBSITE_MAX_LENGTH)),
)
  .nullish()
  .transform((value) => (value ? (/^https?:\/\//i.test(value) ? value : `https://${value}`) : null))
  .refine(
    (value) => value === null || isWebsiteUrl(value),
    'Enter a website address such as https://example.com',
  );

const DOCUMENT_PATH_PREFIX = '/api/documents/';

/**
 * An obligation's document: one of the household's documents (`/api/documents/{id}/open`, checked
 * to be theirs by the service) or an https link. Nothing else: the link is opened as it is.
 */
export const ZDocumentUrl = singleLine(
  z.string().trim().max(1000, 'Keep this under 1000 characters'),
)
  .nullish()
  .transform((value) => value || null)
  .superRefine((value, ctx) => {
    if (value === null || isObligationDocumentUrl(value)) return;
    ctx.addIssue({
      code: 'custom',
      message: value.startsWith(DOCUMENT_PATH_PREFIX)
        ? 'Choose one of your documents'
        : 'Attach a document, or enter a link that starts with https://',
    });
  });

/**
 * An obligation as the API takes it (create and full update). Spec §4/§5 rules are applied here,
 * on the server as in the form: fields that do not belong to the category are cleared, a home
 * needs an address, the outstanding balance belongs to a home Mortgage only, and the auto-pay
 * day only to auto-pay.
 */
export const ZExpenseInput = z
  .object({
    category: z.enum(CATEGORIES, { error: 'Choose a category' }),
    vendor: singleLine(
      z
        .string({ error: 'Enter the vendor' })
        .trim()
        .min(1, 'Enter the vendor')
        .max(VENDOR_MAX_LENGTH, tooLong('vendor', VENDOR_MAX_LENGTH)),
    ),
    costCents: ZCents.default(0),
    frequency: z.enum(FREQUENCIES, { error: 'Choose how often it is paid' }).default('monthly'),
    description: optionalText(1000, multiLine),
    bankAccount: ZBankAccountText,
    isAutoPay: z.boolean().default(false),
    autoPayDate: z
      .number()
      .int()
      .min(1, 'Choose a day from 1 to 31')
      .max(31, 'Choose a day from 1 to 31')
      .nullish(),
    website: ZWebsite,
    vendorAccount: ZKeptSecret,
    documentUrl: ZDocumentUrl,
    entityName: optionalText(200),
    homeSubcategory: z
      .enum(HOME_SUBCATEGORIES, { error: 'Choose a type of home expense' })
      .nullish(),
    outstandingLoanBalanceCents: ZCents.nullish(),
    address: ZAddress.nullish(),
    /** Where the cost came from, for the obligation's amount history (issue 12). */
    amountSource: z.enum(AMOUNT_SOURCES_FROM_FORMS).default('manual'),
    /** The statement date of the scanned bill the cost came from (YYYY-MM-DD). */
    billDate: z.iso.date('Enter the bill date as YYYY-MM-DD').nullish(),
    /**
     * The charges of this obligation found in bank statements (issue 41), oldest first: they
     * become its amount history, so a price change shows at once. Days already recorded are
     * skipped, so importing the same statements again adds nothing.
     */
    statementCharges: z
      .array(
        z.object({
          on: z.iso.date('Enter the charge date as YYYY-MM-DD'),
          amountCents: ZCents,
        }),
      )
      .max(MAX_STATEMENT_CHARGES, `At most ${MAX_STATEMENT_CHARGES} charges`)
      .default([]),
  })
  .superRefine((input, ctx) => {
    if (input.category === 'home' && !input.address) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'Choose or enter the property address',
      });
    }
  })
  .transform((input) => {
    const isHome = input.category === 'home';
    const isMortgage = isHome && input.homeSubcategory === 'Mortgage';
    return {
      ...input,
      autoPayDate: input.isAutoPay ? (input.autoPayDate ?? null) : null,
      entityName:
        input.category === 'auto' || input.category === 'kids' || input.category === 'insurance'
          ? input.entityName
          : null,
      homeSubcategory: isHome ? (input.homeSubcategory ?? null) : null,
      outstandingLoanBalanceCents: isMortgage ? (input.outstandingLoanBalanceCents ?? null) : null,
      address: isHome ? (input.address ?? null) : null,
    };
  });
export type TExpenseInput = z.input<typeof ZExpenseInput>;
export type TExpenseValues = z.output<typeof ZExpenseInput>;

/** An obligation as the API returns it; the vendor account number only as its last 4. */
export const ZExpense = z.object({
  id: z.string(),
  ownerId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  category: z.enum(CATEGORIES),
  vendor: z.string(),
  costCents: z.number(),
  frequency: z.enum(FREQUENCIES),
  description: z.string().nullable(),
  bankAccount: z.string().nullable(),
  isAutoPay: z.boolean(),
  autoPayDate: z.number().nullable(),
  website: z.string().nullable(),
  vendorAccountLast4: z.string().nullable(),
  documentUrl: z.string().nullable(),
  entityName: z.string().nullable(),
  homeSubcategory: z.enum(HOME_SUBCATEGORIES).nullable(),
  outstandingLoanBalanceCents: z.number().nullable(),
  address: ZAddress.extend({ full: z.string() }).nullable(),
  /** The loan this obligation keeps up to date (a home Mortgage with a balance). */
  linkedLoanId: z.string().nullable(),
});
export type TExpense = z.infer<typeof ZExpense>;

/**
 * An obligation as the list sends it. A household can have 5,000 obligations, most of whose
 * optional fields are empty, so the list leaves out the fields that are null, auto-pay when it is
 * off and updatedAt while it equals createdAt: the answer is about a third smaller and quicker to
 * build. A left-out field means null (false for auto-pay, createdAt for updatedAt);
 * `expandListedExpense` turns a listed obligation back into a TExpense.
 */
export const ZListedExpense = ZExpense.extend({
  /** Left out while the obligation has not been changed since it was added. */
  updatedAt: z.string().optional(),
  description: z.string().nullish(),
  bankAccount: z.string().nullish(),
  isAutoPay: z.boolean().optional(),
  autoPayDate: z.number().nullish(),
  website: z.string().nullish(),
  vendorAccountLast4: z.string().nullish(),
  documentUrl: z.string().nullish(),
  entityName: z.string().nullish(),
  homeSubcategory: z.enum(HOME_SUBCATEGORIES).nullish(),
  outstandingLoanBalanceCents: z.number().nullish(),
  address: ZAddress.extend({ full: z.string() }).nullish(),
  linkedLoanId: z.string().nullish(),
});
export type TListedExpense = z.infer<typeof ZListedExpense>;

/**
 * A listed obligation with the fields the list left out put back, written out field by field so
 * that every obligation of a list has the same fields in the same order (one object shape for the
 * engine, whatever was left out of each). Spreading a defaults object and the listed one gave as
 * many shapes as combinations of fields left out: 8 ms for 20,000 obligations in Chromium, but
 * ~190 ms in Node 20; this takes about 5 in both.
 */
export function expandListedExpense(listed: TListedExpense): TExpense {
  return {
    id: listed.id,
    ownerId: listed.ownerId,
    createdAt: listed.createdAt,
    updatedAt: listed.updatedAt ?? listed.createdAt,
    category: listed.category,
    vendor: listed.vendor,
    costCents: listed.costCents,
    frequency: listed.frequency,
    description: listed.description ?? null,
    bankAccount: listed.bankAccount ?? null,
    isAutoPay: listed.isAutoPay ?? false,
    autoPayDate: listed.autoPayDate ?? null,
    website: listed.website ?? null,
    vendorAccountLast4: listed.vendorAccountLast4 ?? null,
    documentUrl: listed.documentUrl ?? null,
    entityName: listed.entityName ?? null,
    homeSubcategory: listed.homeSubcategory ?? null,
    outstandingLoanBalanceCents: listed.outstandingLoanBalanceCents ?? null,
    address: listed.address ?? null,
    linkedLoanId: listed.linkedLoanId ?? null,
  };
}

export const ZExpenseList = z.object({ expenses: z.array(ZListedExpense) });
export const ZExpenseSaved = z.object({
  expense: ZExpense,
  /** What happened to the linked loan, for the toast. */
  loan: z.object({ id: z.string(), action: z.enum(['created', 'updated']) }).nullable(),
});
export type TExpenseSaved = z.infer<typeof ZExpenseSaved>;
