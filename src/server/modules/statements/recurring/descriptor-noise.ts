/**
 * What banks and card networks write around a merchant's name. Everything here is removed before
 * the merchant is named, so two charges of one merchant on different days (with different store
 * numbers, references and authorisation dates) read the same.
 */

/**
 * How the bank says what kind of transaction it was, written before the payee. Repeated until
 * none matches ("POS DEBIT CHECKCARD 0412 …").
 */
export const BANK_WRAPPERS: readonly RegExp[] = [
  /^(?:DEBIT|CREDIT|CHECK) ?CARD (?:PURCHASE|PAYMENT|REFUND)?[ -]*/i,
  /^(?:CHECKCARD|CHKCARD|CHECK CARD) ?\d{0,4}\s*/i,
  /^POS (?:DEBIT|PURCHASE|WITHDRAWAL|REFUND|CREDIT)?[ -]*(?:\d{4}\s+)?/i,
  /^(?:VISA|MC|MASTERCARD) (?:DDA )?(?:PURCHASE|PUR|DEBIT)\s*/i,
  /^(?:PURCHASE|RECURRING PAYMENT|RECURRING PURCHASE|RECURRING DEBIT|PAYMENT|REFUND)(?: AUTHORIZED| AUTH)?(?: ON)? ?(?:\d{1,2}\/\d{1,2}(?:\/\d{2,4})?)?\s*[-:]?\s*/i,
  /^(?:RECURRING|RECUR)\s+/i,
  /^ACH (?:DEBIT|CREDIT|PMT|PAYMENT|WITHDRAWAL|DEPOSIT|TRANSACTION)?[ -:]*/i,
  /^(?:ELECTRONIC|EXTERNAL|PREAUTHORIZED|PRE-AUTHORIZED|AUTOMATIC|AUTOMATED) (?:PAYMENT|WITHDRAWAL|DEBIT|CREDIT|DEPOSIT)[ -:]*/i,
  /^(?:WITHDRAWAL|DEPOSIT|DEBIT|CREDIT)(?: ACH)?[ -:]+/i,
  /^(?:BILL ?PAY(?:MENT)?|ONLINE (?:BILL )?PAYMENT|WEB PAY(?:MENT)?)(?: TO)?[ -:]+/i,
  /^(?:APLPAY|APPLE PAY|GPAY|GOOGLE PAY|SAMSUNG PAY)\s+/i,
  /^\d{2}\/\d{2}\s+/,
];

/**
 * Payment processors that write their own short name before the merchant's: Square ("SQ *"),
 * Toast ("TST*"), PayPal, Shopify ("SP "), Paymentus ("PY *"), Intuit ("IN *"), Google Play,
 * FastSpring, Braintree, Stripe-based billing platforms. The merchant is what follows.
 */
export const PROCESSOR_PREFIXES: readonly RegExp[] = [
  /^(?:SQ|SQU|SQUARE) ?\*\s*/i,
  /^TST ?\*\s*/i,
  /^PAYPAL ?\*\s*/i,
  /^PP ?\*\s*/i,
  /^SP ?\*\s*/i,
  /^SP (?=\S)/i,
  /^PY ?\*\s*/i,
  /^IN ?\*\s*/i,
  /^GOOGLE ?\*\s*/i,
  /^(?:FS|BT|EB|DD|WPY|CKE|DNH|PADDLE\.NET|2CO\.COM|CHECKOUT\.COM) ?\*\s*/i,
  // Any other code of two or three letters with a star before a name is a processor's too
  // (a point-of-sale or billing platform's "XYZ*"); a merchant's own star is followed by a reference.
  // Three-letter merchants that star their product names are kept ("HBO*MAX", "ATT*BILL").
  /^(?!(?:ATT|HBO|AMC|CVS|IBM|UPS)\b)[A-Z]{2,3} ?\*\s*(?=[A-Z]{2})/i,
];

/** Identifiers the ACH network and banks append: "PPD ID: 1234567890", "INDN:JANE DOE", refs. */
export const IDENTIFIERS: readonly RegExp[] = [
  /\b(?:PPD|WEB|CCD|TEL|CTX|IAT|POP|ARC|BOC|RCK|COR|CIE)\s*ID:?\s*\S*/gi,
  /\bCO ID:?\s*\S*/gi,
  /\bIND(?:N| NAME| ID)?:.*?(?=\bCO ID\b|$)/gi,
  /\bID:\s*\S+/gi,
  /\b(?:SEC|EED|TRACE ?#?|CONF ?#?|CONFIRMATION|REF(?:ERENCE)? ?(?:#|NO\.?|NUMBER)?|TRN|TXN|AUTH ?#?)\s*:?\s*[A-Z0-9-]*\d[A-Z0-9-]*/gi,
  /\b(?:CARD|ACCT|ACCOUNT)\s*(?:#|NO\.?|ENDING(?: IN)?)?\s*[X*]*\d{4}\b/gi,
  /\b[X*]{2,}\d{2,}\b/gi,
  /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g,
  /\b(?:PPD|CCD|WEB|TEL)\s*$/i,
];

/** Phone numbers, also the vanity ones ("800-XFINITY"). */
export const PHONE_NUMBERS: readonly RegExp[] = [
  /\(?\b\d{3}\)?[-. ]\d{3}[-. ]\d{4}\b/g,
  /\b(?:1-?)?8(?:00|88|77|66|55|44|33)-?[A-Z0-9]{3}-?[A-Z0-9]{4}\b/gi,
  /\b\d{10,11}\b/g,
];

/** Store and terminal numbers: "#1234", "STORE 0456", "NO. 12", "STE 200". */
export const STORE_NUMBERS: readonly RegExp[] = [
  /#\s*[A-Z]?\d+\b/gi,
  /\b(?:STORE|STR|STE|STA|UNIT|NO\.?|LOC|TERMINAL|TERM)\s*#?\s*\d+\b/gi,
];

/**
 * Words banks add after the name that say nothing about who was paid ("… AUTOPAY", "… BILL PMT", "… POS PURCHASE",
 * "… ONLINE"): stripped from the end so "COMCAST AUTOPAY" and "COMCAST BILL PAY" are one merchant.
 * Months belong here too: a utility writes the billing month into some descriptors.
 */
export const TRAILING_WORDS: ReadonlySet<string> = new Set(
  (
    'PAYMENT PAYMENTS PMT PYMT PYMNT PAYMT PMNT AUTOPAY AUTO PAY BILL BILLPAY BILLING ONLINE WEB ' +
    'INTERNET EPAY E-PAY EPAYMENT E-PAYMENT RECURRING RECUR MONTHLY DEBIT PURCHASE WITHDRAWAL ' +
    'DRAFT ACH SUBSCRIPTION SUBSCR INC LLC LTD CORP CORPORATION USA US NA CO COM ON DIR DEP ' +
    'DIRDEP DIRECT DEPOSIT POS CHECKCARD ' +
    'JAN FEB MAR APR MAY JUN JUL AUG SEP SEPT OCT NOV DEC JANUARY FEBRUARY MARCH APRIL JUNE JULY ' +
    'AUGUST SEPTEMBER OCTOBER NOVEMBER DECEMBER'
  ).split(' '),
);
