import { getDate } from 'date-fns';
import type { BillLine, BillText, ExtractedField } from './bill-fields';
import { fromIsoDate } from './date-text';

/**
 * Statements that this bill will be or has been paid automatically: "will be automatically
 * deducted", "*** PAID BY BANK DRAFT ***", "Credit Card Draft-07/22/19", "AutoPay is scheduled",
 * "enrolled in AutoPay", "Do not pay". A bare "Automatic Payment" heading is not one: bills print
 * it over the offer to sign up.
 */
const STATEMENT = new RegExp(
  [
    String.raw`(?:will|to|shall)\s*be\s*(?:automatically\s*)?(?:drafted|debited|deducted|withdrawn|charged|auto[\s-]*paid)`,
    String.raw`(?:will|to)\s*be\s*paid\s*(?:automatically|by\s*(?:bank\s*|auto\s*)?draft|through\s*auto)`,
    String.raw`(?:was|has\s*been|is\s*being|were)\s*(?:automatically\s*)?(?:drafted|debited|deducted|withdrawn|paid\s*by\s*(?:bank\s*)?draft)`,
    String.raw`paid\s*by\s*(?:bank\s*|auto\s*)?draft`,
    String.raw`(?:bank|card|credit\s*card|ach)\s*draft\s*[-:]?\s*\d`,
    String.raw`\*+\s*(?:bank|card|credit\s*card|ach)?\s*draft`,
    String.raw`auto[\s-]*pay(?:ment)?\s*(?:is\s*)?(?:scheduled|active|enrolled|on\b|amount|date)`,
    String.raw`scheduled\s*(?:auto[\s-]*pay|automatic)\s*(?:payment|draft)?`,
    String.raw`(?:enrolled|signed\s*up)\s*(?:in|for)\s*(?:auto[\s-]*pay|automatic|recurring|paperless\s*and\s*auto)`,
    String.raw`automatic\s*(?:payment|draft|debit|withdrawal)\s*(?:of|on|will|scheduled|date|amount)\s*[:$\d]?`,
    // Telephone and internet bills: "Your AutoPay payment of $84.10 will be processed on Jul 3".
    String.raw`auto[\s-]*pay\s*payment\s*(?:of|will|is|for|on)`,
    String.raw`will\s*be\s*(?:processed|applied)\s*(?:automatically|on|from)`,
    String.raw`(?:you(?:'re|\s*are)|account\s*is)\s*(?:enrolled|signed\s*up)\s*(?:in|for)\s*auto`,
    String.raw`thanks?\s*(?:you\s*)?for\s*(?:using|enrolling\s*in)\s*auto[\s-]*pay`,
    String.raw`auto[\s-]*pay\s*[:-]?\s*(?:on|yes|enrolled|active)\b`,
    String.raw`do\s*not\s*pay`,
  ].join('|'),
  'i',
);

/**
 * Offers and negations mention automatic payment without saying this bill is paid so: "Sign up
 * for AutoPay", "Automatically pay from your checking... by logging in", "AutoPay: not
 * enrolled", "if you are enrolled".
 */
const OFFER =
  /sign\s*up|\benroll(?!ed|ing\s*in)|\bsave\b|\bdiscount\b|\bset\s*up|learn\s*(?:more|about)|ask\s*about|available|consider|\btry\b|switch\s*to|\bif\s*you|\bwant\b|would\s*like|ways?\s*to\s*pay|\boptions?\b|\bcan\b|call\s*us|go\s*to|\bvisit\b|log(?:ging)?\s*in|\bpay\s*from\s*your\b|save\s*time|convenien|\bfree\b|\beasy\b|not\s*enrolled|\bno\s*auto|\bunless\b|\bmay\b|\bcould\b/i;

/** The stub of a bill paid by hand: the payer returns it with a check. */
const MANUAL =
  /return\s*this\s*portion\s*with\s*your\s*(?:check|payment)|amount\s*enclosed|make\s*checks?\s*payable|write\s*(?:your\s*)?account\s*number\s*on\s*(?:your\s*)?check/i;

/**
 * A line's last column with the column of the next line that stands under it: print that wraps
 * inside its column ("**Credit Card" over "Draft-07/22/19**") reads as one phrase again.
 */
function withContinuation(line: BillLine, next: BillLine | undefined): string | null {
  if (!next || next.page !== line.page || !line.cells?.length || !next.cells?.length) return null;
  const last = line.cells.at(-1)!;
  const below = next.cells.find((cell) => Math.abs(cell.x - last.x) <= Math.max(last.size, 1) * 2);
  return below ? `${last.text} ${below.text}` : null;
}

function statementIn(text: string): boolean {
  return STATEMENT.test(text) && !OFFER.test(text);
}

/**
 * Whether the bill is paid automatically. Only the bill's own statement that this bill will be or
 * was drafted counts, and it outweighs the generic stub text such bills still carry; an offer to
 * sign up for AutoPay, however prominent, is not one.
 */
export function findAutoPay(text: BillText): ExtractedField<boolean> {
  const statement = text.lines.find((line) => statementIn(line.text));
  if (statement) return { value: true, confidence: 0.9, source: statement.text };
  for (const [index, line] of text.lines.entries()) {
    const joined = withContinuation(line, text.lines[index + 1]);
    if (joined && statementIn(joined)) return { value: true, confidence: 0.8, source: joined };
  }
  const manual = text.lines.find((line) => MANUAL.test(line.text));
  if (manual) return { value: false, confidence: 0.8, source: manual.text };
  return { value: false, confidence: 0.5, source: null };
}

/** The day of the month the payment is taken: the due date's, when the bill is paid automatically. */
export function autoPayDay(
  isAutoPay: ExtractedField<boolean>,
  dueDate: ExtractedField<string | null>,
): ExtractedField<number | null> {
  if (!isAutoPay.value || !dueDate.value)
    return { value: null, confidence: isAutoPay.value ? 0.2 : 0.9, source: null };
  return {
    value: getDate(fromIsoDate(dueDate.value)),
    confidence: Math.min(isAutoPay.confidence, dueDate.confidence),
    source: dueDate.source,
  };
}
