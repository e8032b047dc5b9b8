/**
 * Everything sent to the model passes through here (research §1: "send only the computed facts
 * (not raw account numbers)"). The snapshot already holds only masked numbers ("Chase ****1234");
 * this is the second line of defence for a number typed into a vendor name, a note or the
 * question itself. It removes rather than keeps when unsure: a lost digit makes an answer vaguer,
 * a sent account number cannot be taken back.
 */

export const NUMBER_REMOVED = '[number removed]';
export const EMAIL_REMOVED = '[email removed]';
export const MASKED = '****';

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
/** What people put between groups of digits: spaces, dots, commas, slashes, underscores, dashes. */
const SEPARATOR = String.raw`[\s.,/_\-\u2010-\u2015]`;
/** An amount or date ends here: not followed by more digits, directly or after a separator. */
const ENDS = String.raw`(?!\d|[.,/_\-\u2010-\u2015]\d)`;

/**
 * Scanned left to right; at each position the first alternative that matches wins, so an
 * amount or a date is consumed whole before its digits could be read as an account number.
 */
const PATTERN = new RegExp(
  [
    // An email address says who someone is and reaches them: the answer's links show it.
    String.raw`(?<email>[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,})`,
    // Money stays: $1,234.56, $ 80, $12345, a plain amount with cents (1234.56) and a number
    // grouped by thousands (15,000); "$4111111111111111" or "123.45.6789" is no amount.
    String.raw`(?<money>\$\s?(?:\d{1,3}(?:,\d{3})+|\d{1,7})(?:\.\d+)?${ENDS}|\d+\.\d{2}${ENDS}|\d{1,3}(?:,\d{3})+(?:\.\d+)?${ENDS})`,
    // Dates stay: 2025-03-01, 2025/03/01, 3/1/2025, a year range 2024-2025, March 3, 2025.
    String.raw`(?<date>\b${YEAR}[-/](?:0?[1-9]|1[0-2])[-/](?:0?[1-9]|[12]\d|3[01])\b|\b(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01])/${YEAR}\b|\b${YEAR}-${YEAR}\b|\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+${YEAR}\b)`,
    // The last digits of a masked number: ****1234, •••• 1234, xxx-1234, …1234.
    String.raw`(?<masked>(?:[*•·#]{2,}|[xX]{3,}|\.{3}|…)[\s-]?\d+)`,
    // "ending in 1234" says the same as ****1234.
    String.raw`(?<ending>\b(?:ending|ends)\s+(?:in|with)\s+)\d+`,
    // A code of letters and at least four digits (a VIN, a policy or member number).
    String.raw`(?<code>\b(?=[a-z\d]*[a-z])(?=(?:[a-z]*\d){4})[a-z\d]{8,}\b)`,
    // Any other run of 5 or more digits, one separator at most between any two; a dollar sign
    // before it shields nothing.
    String.raw`(?<digits>\$?\d(?:${SEPARATOR}?\d){4,})`,
  ].join('|'),
  'gi',
);

type Groups = Partial<
  Record<'email' | 'money' | 'date' | 'masked' | 'ending' | 'code' | 'digits', string>
>;

/** The text with account-number-like content and email addresses removed; amounts and dates kept. */
export function redactForModel(text: string): string {
  // Full-width and other compatibility digits ("１２３４") become the digits the pattern reads.
  return text.normalize('NFKC').replace(PATTERN, (match: string, ...rest: unknown[]) => {
    const groups = rest.at(-1) as Groups;
    if (groups.email !== undefined) return EMAIL_REMOVED;
    if (groups.money !== undefined || groups.date !== undefined) return match;
    if (groups.masked !== undefined) return MASKED;
    if (groups.ending !== undefined) return `${groups.ending}${MASKED}`;
    return NUMBER_REMOVED;
  });
}
