/**
 * Everything sent to the model passes through here (research §1: "send only the computed facts
 * (not raw account numbers)"). The snapshot already holds only masked numbers ("Chase ****1234");
 * this is the second line of defence for a number typed into a vendor name, a note or the
 * question itself. It removes rather than keeps when unsure: a lost digit makes an answer vaguer,
 * a sent account number cannot be taken back.
 */

export const NUMBER_REMOVED = '[number removed]';
export const MASKED = '****';

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;

/**
 * Scanned left to right; at each position the first alternative that matches wins, so an
 * amount or a date is consumed whole before its digits could be read as an account number.
 */
const PATTERN = new RegExp(
  [
    // Money stays: $1,234.56, $ 80, $12345, and a plain amount with cents (1234.56).
    String.raw`(?<money>\$\s?\d[\d,]*(?:\.\d+)?|\d+\.\d{2}(?!\d))`,
    // Dates stay: 2025-03-01, a year range 2024-2025, March 3, 2025.
    String.raw`(?<date>\b${YEAR}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\b|\b${YEAR}-${YEAR}\b|\b${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+${YEAR}\b)`,
    // The last digits of a masked number: ****1234, •••• 1234, xxx-1234, …1234.
    String.raw`(?<masked>(?:[*•·#]{2,}|[xX]{3,}|\.{3}|…)[\s-]?\d+)`,
    // "ending in 1234" says the same as ****1234.
    String.raw`(?<ending>\b(?:ending|ends)\s+(?:in|with)\s+)\d+`,
    // Any other run of 5 or more digits, with single spaces or dashes between them.
    String.raw`(?<digits>\d(?:[ -]?\d){4,})`,
  ].join('|'),
  'gi',
);

type Groups = Partial<Record<'money' | 'date' | 'masked' | 'ending' | 'digits', string>>;

/** The text with account-number-like content removed; amounts and dates kept. */
export function redactForModel(text: string): string {
  return text.replace(PATTERN, (match: string, ...rest: unknown[]) => {
    const groups = rest.at(-1) as Groups;
    if (groups.money !== undefined || groups.date !== undefined) return match;
    if (groups.masked !== undefined) return MASKED;
    if (groups.ending !== undefined) return `${groups.ending}${MASKED}`;
    return NUMBER_REMOVED;
  });
}
