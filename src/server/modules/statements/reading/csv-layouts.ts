import type { TStatementAccount } from '@shared/statements/statement-types';

/** How an export writes amounts. */
export type TCsvAmounts =
  /** One column; `positiveIsCharge` where a card export writes charges as positive numbers. */
  | { column: string; positiveIsCharge: boolean }
  /** Money out and money in in two columns, both written as positive numbers. */
  | { debit: string; credit: string };

/** A US bank's or card issuer's CSV export, as it is recognised and read. */
export type TCsvLayout = {
  /** For people and tests: "Chase card". */
  name: string;
  institution: string;
  kind: TStatementAccount['kind'];
  /**
   * The header row's names; a row is this layout's header when it has all of them (any order and
   * case, punctuation ignored: "Trans Date" is "Trans. Date"). Other columns may be there too.
   */
  header: readonly string[];
  /** The header must also have one of these (what tells this layout from a plainer one). */
  headerAlsoOneOf?: readonly string[];
  /** The header must have nothing but `header` (a layout other exports share). */
  headerExactly?: boolean;
  /**
   * An export without a header row: its rows are recognised by their shape, and `header` names
   * its columns in order.
   */
  headerless?: (firstRow: readonly string[]) => boolean;
  date: string;
  /** Joined by " " (a payee and a memo). */
  description: readonly string[];
  amounts: TCsvAmounts;
  /** A column with the card's or account's last digits. */
  accountNumber?: string;
  /** A column where "Pending" marks a charge not yet posted: skipped, the posted one follows. */
  status?: string;
  /** The account's last four digits in the name the bank gives the file. */
  lastFourInFileName?: RegExp;
  /**
   * The header alone does not tell this layout from another bank's plain export: read as this
   * layout only when most amounts are positive, as on a card export that writes charges so.
   */
  onlyWhenMostlyPositive?: boolean;
};

/*
 * The layouts below are as these exports are commonly described; none was checked against a live
 * export here (no bank site can be reached from where this was written). Where public code
 * reading the same export was found, it is named; "public importers" means several open-source
 * importers' code and tests agree, found by searching, without one to name. Order matters: a
 * layout whose header includes another's comes first.
 */
export const CSV_LAYOUTS: readonly TCsvLayout[] = [
  {
    // Public importers; rows end with an extra comma. Signed: debits negative. Chase names the
    // file "Chase8842_Activity_20260812.CSV" (public importers' tests), the digits being the
    // account's last four. Unverified against a live export.
    name: 'Chase checking',
    institution: 'Chase',
    kind: 'checking',
    header: ['Details', 'Posting Date', 'Description', 'Amount', 'Type', 'Balance'],
    date: 'Posting Date',
    description: ['Description'],
    amounts: { column: 'Amount', positiveIsCharge: false },
    lastFourInFileName: /^chase(\d{4})_activity/i,
  },
  {
    // mendelmaleh/pfin parser/chase/types.go; public importers: charges negative, payments
    // positive. Unverified against a live export.
    name: 'Chase card',
    institution: 'Chase',
    kind: 'credit_card',
    header: ['Transaction Date', 'Post Date', 'Description', 'Category', 'Type', 'Amount'],
    date: 'Post Date',
    description: ['Description'],
    amounts: { column: 'Amount', positiveIsCharge: false },
    lastFourInFileName: /^chase(\d{4})_activity/i,
  },
  {
    // mendelmaleh/pfin parser/bofa/types.go and parser.go: a summary table ("Description,,Summary
    // Amt.", "Beginning balance as of …"), a blank line, then this header; a "Beginning balance"
    // row without an amount opens the list. Signed. Unverified against a live export.
    name: 'Bank of America checking',
    institution: 'Bank of America',
    kind: 'checking',
    header: ['Date', 'Description', 'Amount', 'Running Bal.'],
    date: 'Date',
    description: ['Description'],
    amounts: { column: 'Amount', positiveIsCharge: false },
  },
  {
    // Public importers: charges negative, payments positive. Unverified against a live export.
    name: 'Bank of America card',
    institution: 'Bank of America',
    kind: 'credit_card',
    header: ['Posted Date', 'Reference Number', 'Payee', 'Address', 'Amount'],
    date: 'Posted Date',
    description: ['Payee'],
    amounts: { column: 'Amount', positiveIsCharge: false },
  },
  {
    // mendelmaleh/pfin parser/capitalone/types.go (dates as YYYY-MM-DD); public importers:
    // charges in Debit, payments and refunds in Credit. Unverified against a live export.
    name: 'Capital One card',
    institution: 'Capital One',
    kind: 'credit_card',
    header: ['Transaction Date', 'Posted Date', 'Card No.', 'Description', 'Debit', 'Credit'],
    date: 'Posted Date',
    description: ['Description'],
    amounts: { debit: 'Debit', credit: 'Credit' },
    accountNumber: 'Card No.',
  },
  {
    // Public importers: Status is "Cleared" or "Pending"; some write a payment in Credit as a
    // negative number (read as money in either way). Unverified against a live export.
    name: 'Citi card',
    institution: 'Citi',
    kind: 'credit_card',
    header: ['Status', 'Date', 'Description', 'Debit', 'Credit'],
    date: 'Date',
    description: ['Description'],
    amounts: { debit: 'Debit', credit: 'Credit' },
    status: 'Status',
  },
  {
    // dumbbillyhardy/beancount-importers importers/discover.py ("Trans. Date");
    // ryepup/ynab-discover README: expenses positive, so the sign is turned. Unverified against a
    // live export.
    name: 'Discover card',
    institution: 'Discover',
    kind: 'credit_card',
    header: ['Trans. Date', 'Post Date', 'Description', 'Amount'],
    date: 'Post Date',
    description: ['Description'],
    amounts: { column: 'Amount', positiveIsCharge: true },
  },
  {
    // As commonly described: Transaction is DEBIT or CREDIT, Amount signed. Not found in public
    // code here; unverified.
    name: 'U.S. Bank',
    institution: 'U.S. Bank',
    kind: 'checking',
    header: ['Date', 'Transaction', 'Name', 'Memo', 'Amount'],
    date: 'Date',
    description: ['Name', 'Memo'],
    amounts: { column: 'Amount', positiveIsCharge: false },
  },
  {
    // mendelmaleh/pfin parser/amex/types.go: Date, Description, Card Member, Account #, Amount,
    // Extended Details, Appears On Your Statement As, Address, City/State, Zip Code, Country,
    // Reference, Category. Charges positive (public importers). Unverified against a live export.
    name: 'American Express (with details)',
    institution: 'American Express',
    kind: 'credit_card',
    header: ['Date', 'Description', 'Amount'],
    headerAlsoOneOf: ['Extended Details', 'Appears On Your Statement As', 'Card Member'],
    date: 'Date',
    description: ['Description'],
    amounts: { column: 'Amount', positiveIsCharge: true },
    accountNumber: 'Account #',
  },
  {
    // The plain American Express download: only these three columns, charges positive. Other
    // banks export the same three names with debits negative, hence the sign check. Unverified
    // against a live export.
    name: 'American Express',
    institution: 'American Express',
    kind: 'credit_card',
    header: ['Date', 'Description', 'Amount'],
    headerExactly: true,
    date: 'Date',
    description: ['Description'],
    amounts: { column: 'Amount', positiveIsCharge: true },
    onlyWhenMostlyPositive: true,
  },
  {
    // No header: date, amount, "*", a check number or nothing, description. Public importers;
    // signed. Unverified against a live export.
    name: 'Wells Fargo',
    institution: 'Wells Fargo',
    kind: 'checking',
    header: ['Date', 'Amount', 'Marker', 'Check Number', 'Description'],
    headerless: (row) => row.length === 5 && row[2]?.trim() === '*',
    date: 'Date',
    description: ['Description'],
    amounts: { column: 'Amount', positiveIsCharge: false },
  },
];
