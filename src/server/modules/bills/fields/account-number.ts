import type { BillText, ExtractedField } from './bill-fields';
import { findLabelledValues, type Found, type Label } from './labelled-values';

type AccountKind = 'account' | 'customer' | 'bare' | 'other';

const NUMBER_WORD = String.raw`(?:number|no\.?|num\.?|#|id\b)`;

const ACCOUNT_LABELS: Array<Label<AccountKind>> = [
  {
    kind: 'account',
    pattern: new RegExp(String.raw`(?:collective\s*)?(?:account|acct\.?)\s*${NUMBER_WORD}`, 'i'),
  },
  { kind: 'account', pattern: /\baccount\s*:/i },
  // "Account   28706321-0028": OCR often loses the word after "Account"; the value must follow.
  { kind: 'bare', pattern: /\baccount\b(?!\s*(?:summary|balance|activity|number|name))/i },
  {
    kind: 'customer',
    pattern: new RegExp(String.raw`(?:collective\s*)?customer\s*${NUMBER_WORD}`, 'i'),
  },
  // Other numbers on a bill: a service account inside a combined bill, the meter, the invoice.
  {
    kind: 'other',
    pattern: new RegExp(
      String.raw`(?:service|sub|premise|contract)\s*(?:account\s*)?${NUMBER_WORD}|service\s*account|(?:business\s*)?partner\s*${NUMBER_WORD}`,
      'i',
    ),
  },
  {
    kind: 'other',
    pattern: new RegExp(
      String.raw`meter\s*(?:serial\s*)?${NUMBER_WORD}?|(?:invoice|statement|bill|check|confirmation|reference)\s*${NUMBER_WORD}`,
      'i',
    ),
  },
  { kind: 'other', pattern: /customer\s*name|due\s*date|date\s*due|amount\s*due|phone|telephone/i },
];

/**
 * Digit groups joined by dashes or single spaces, as account numbers are printed
 * ("001-0000838-000", "28706321-003 6", "A-12345678"); a group that runs into a date or an amount
 * ("3048569396 07/10/2019") is not part of it.
 */
const ACCOUNT_LIKE = /(?<![\w/.,$-])(?:[A-Z]{1,2}-?)?\d[\d.-]*\d(?: \d[\d.-]*)*(?![\w/,:]|\.\d)/g;
/** An amount ("7699.63", "1.014.22") is not an account number; dots elsewhere are (or OCR dashes). */
const AMOUNT_LIKE = /\.\d{2}$|^\d{1,3}(?:\.\d{3})+$/;

/** Account numbers are rarely shorter; shorter digit runs are codes, counts or house numbers. */
const MIN_DIGITS = 5;
/** Longer digit runs are the scan line of a stub (account, amount and check digits together). */
const MAX_DIGITS = 20;
/** 1-888-286-6700 and ZIP+4 codes look like account numbers but are not. */
const PHONE_OR_ZIP = /^(?:1-)?\d{3}-\d{3}-\d{4}$|^\d{5}-\d{4}$/;

export function findAccountLike(text: string): Array<Found<string>> {
  const found: Array<Found<string>> = [];
  for (const match of text.matchAll(ACCOUNT_LIKE)) {
    const printed = match[0].trim();
    const digits = digitsOf(printed).length;
    if (digits < MIN_DIGITS || digits > MAX_DIGITS || PHONE_OR_ZIP.test(printed)) continue;
    if (AMOUNT_LIKE.test(printed)) continue;
    found.push({ value: printed, index: match.index, text: printed });
  }
  return found;
}

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

const KIND_WEIGHT: Record<AccountKind, number> = {
  account: 1,
  customer: 0.9,
  bare: 0.75,
  other: 0,
};

/**
 * The account number as printed. Labelled occurrences vote; the same digits printed elsewhere
 * on page 1 (a stub row, a scan line) make the choice surer. Meter, invoice, service-account
 * and business-partner numbers have labels of their own and are never taken.
 */
export function findAccountNumber(text: BillText): ExtractedField<string | null> {
  const votes = new Map<
    string,
    { printed: string; weight: number; count: number; source: string }
  >();
  for (const found of findLabelledValues(text, ACCOUNT_LABELS, findAccountLike)) {
    const weight = KIND_WEIGHT[found.kind] * (found.line.page === 1 ? 1 : 0.8);
    if (weight === 0) continue;
    const key = digitsOf(found.value);
    const vote = votes.get(key);
    if (!vote) votes.set(key, { printed: found.value, weight, count: 1, source: found.source });
    else {
      vote.count += 1;
      if (weight > vote.weight)
        Object.assign(vote, { printed: found.value, weight, source: found.source });
    }
  }
  mergeTruncated(votes);
  // Lines of page 1 holding the same digits, labelled or not (a stub row, the scan line).
  const pageDigits = text.lines
    .filter((line) => line.page === 1)
    .map((line) => digitsOf(line.text));
  const printedOn = (key: string) => pageDigits.filter((digits) => digits.includes(key)).length;
  const rank = (vote: { printed: string; weight: number; count: number }) =>
    vote.weight + 0.05 * vote.count + 0.01 * Math.min(printedOn(digitsOf(vote.printed)), 5);
  const [best, runnerUp] = [...votes.values()].sort((a, b) => rank(b) - rank(a));
  // Two labelled numbers with as much for each (an OCR misread of one digit) need a look.
  if (best && runnerUp && rank(best) - rank(runnerUp) < 0.05)
    return { value: best.printed, confidence: 0.5, source: best.source };
  if (best) {
    const elsewhere = printedOn(digitsOf(best.printed));
    const confidence = best.weight >= 0.9 ? (best.count > 1 || elsewhere > 1 ? 0.95 : 0.85) : 0.7;
    return { value: best.printed, confidence, source: best.source };
  }
  return repeatedNumberGuess(text);
}

/**
 * OCR may misread the last character of a number ("28706321-003 §"), leaving a vote for a
 * prefix of the number printed elsewhere in full; that vote counts for the full number.
 */
function mergeTruncated(votes: Map<string, { weight: number; count: number }>): void {
  for (const [key, vote] of votes)
    for (const [other, longer] of votes)
      if (other !== key && other.length > key.length && other.startsWith(key)) {
        longer.count += vote.count;
        longer.weight = Math.max(longer.weight, vote.weight);
        votes.delete(key);
        break;
      }
}

/**
 * Without a readable label, a long number printed at least twice on page 1 (summary and stub)
 * is probably the account number; it is offered with low confidence.
 */
function repeatedNumberGuess(text: BillText): ExtractedField<string | null> {
  const counts = new Map<string, { printed: string; count: number; source: string }>();
  for (const line of text.lines.filter((candidate) => candidate.page === 1))
    for (const found of findAccountLike(line.text)) {
      const key = digitsOf(found.value);
      if (key.length < 7 || key.length > 20) continue;
      const known = counts.get(key);
      if (known) known.count += 1;
      else counts.set(key, { printed: found.value, count: 1, source: line.text });
    }
  const best = [...counts.values()]
    .filter((entry) => entry.count > 1)
    .sort((a, b) => b.count - a.count)[0];
  return best
    ? { value: best.printed, confidence: 0.3, source: best.source }
    : { value: null, confidence: 0, source: null };
}
