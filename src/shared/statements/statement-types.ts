import type { Category } from '../finance/categories';

/**
 * Bank and card statements (issue 41): what a statement file is read into, and the recurring
 * series found in it. Read in memory on the server and never stored; only the obligations a
 * person saves from the review are kept.
 */

/** The account a statement is of, as far as the file says. */
export type TStatementAccount = {
  /** "Chase", "American Express"; null when the file does not say. */
  institution: string | null;
  kind: 'checking' | 'savings' | 'credit_card' | 'other';
  /** The last four digits of the account number; null when the file does not give them. */
  last4: string | null;
  /** How the person knows it: "Chase ****8842", or the file's name when nothing else is known. */
  label: string;
};

/** One posted transaction, signs as the account sees them. */
export type TStatementTransaction = {
  /** The bank's own id of the transaction (OFX FITID); null in CSV exports. */
  bankId: string | null;
  /** ISO day it posted (or the transaction day where the file has only that). */
  postedOn: string;
  /**
   * Cents, negative for money leaving the household (a card charge, a debit, a payment), positive
   * for money coming in (pay, a refund, a card payment received). Card exports that write charges
   * as positive numbers are turned around when read.
   */
  amountCents: number;
  /** The bank's description as written (payee and memo joined by " "). */
  description: string;
};

export type TStatement = {
  fileName: string;
  account: TStatementAccount;
  transactions: TStatementTransaction[];
};

/** How the columns of a CSV that matches no known bank layout are read (the mapping step). */
export type TCsvMapping = {
  date: string;
  description: string;
  /** One signed amount column… */
  amount?: string;
  /** …or separate columns for money out and money in. */
  debit?: string;
  credit?: string;
  /** Whether a positive amount is money out (card exports); false for bank exports. */
  positiveIsCharge: boolean;
  /** Optional account label the person typed ("Chase ****8842"). */
  accountLabel?: string;
};

/** A file that could not be read, and why, in words for the person (one per file). */
export type TStatementFileProblem = {
  fileName: string;
  message: string;
  /** Set when the file is a CSV in an unknown layout: its headers and first rows, to map. */
  mapping?: { headers: string[]; sampleRows: string[][] };
};

export type TStatementReadResult =
  | {
      ok: true;
      statement: TStatement;
      /**
       * The file's further accounts, when one OFX download holds several (checking and savings);
       * absent for the usual file of one account.
       */
      otherAccounts?: TStatement[];
    }
  | ({ ok: false } & TStatementFileProblem);

export const RECURRING_FREQUENCIES = [
  'weekly',
  'biweekly',
  'monthly',
  'quarterly',
  'bi-annual',
  'yearly',
] as const;
export type TRecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

export const RECURRING_KINDS = ['bill', 'income', 'transfer'] as const;
export type TRecurringKind = (typeof RECURRING_KINDS)[number];

/** One recurring series found in the statements: a bill, a pay cheque, or a transfer. */
export type TRecurringSeries = {
  /** The merchant behind the descriptor, cleaned for people ("Netflix", "Comcast"). */
  vendor: string;
  /** The latest amount, positive cents (the one due next). */
  amountCents: number;
  /** For amounts that vary within a band (utilities): the lowest and highest seen; else null. */
  amountRange: { minCents: number; maxCents: number } | null;
  frequency: TRecurringFrequency;
  /** ISO day the next one is expected (the last one plus one period). */
  nextDue: string;
  /** The obligation category it would be saved under ("other" where nothing says better). */
  category: Category;
  /** For a home bill: Rent, Mortgage, Utilities… (HOME_SUBCATEGORIES); else null. */
  homeSubcategory: string | null;
  kind: TRecurringKind;
  /** False when no charge came for more than one and a half periods: shown as ended. */
  active: boolean;
  firstSeen: string;
  lastSeen: string;
  occurrences: number;
  /** The label of the account it was paid from or into ("Chase ****8842"). */
  account: string;
  /** The descriptors it was found under, as written (for the review's "seen as"). */
  descriptors: string[];
  /**
   * Every charge (or credit) of the series, oldest first, amounts positive: saved as the
   * obligation's amount history, so a price increase shows as an anomaly at once.
   */
  charges: { on: string; amountCents: number }[];
};
