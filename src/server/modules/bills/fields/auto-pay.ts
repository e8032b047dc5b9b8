import { getDate } from 'date-fns';
import type { BillText, ExtractedField } from './bill-fields';
import { fromIsoDate } from './date-text';

/** Statements that this bill will be or has been paid automatically. */
const AUTOMATIC =
  /automatically\s*(?:drafted|debited|deducted|paid|charged|withdrawn)|(?:to\s*be|will\s*be)\s*(?:drafted|debited|deducted|auto[\s-]*paid)|paid\s*by\s*(?:bank\s*|auto\s*)?draft|(?:bank|card|credit\s*card|ach)\s*draft|auto[\s-]*pay|automatic\s*(?:payment|draft|debit|withdrawal)|auto[\s-]*debit|direct\s*debit|recurring\s*payment|do\s*not\s*pay|no\s*payment\s*(?:is\s*)?(?:due|needed|required)/i;

/**
 * Invitations to sign up ("Sign up for AutoPay", "Enroll in automatic payments") and negations
 * ("AutoPay: not enrolled") mention automatic payment without saying this bill is paid so.
 */
const NOT_A_STATEMENT =
  /sign\s*up|\benroll(?!ed)|\bset\s*up\s+(?:auto|automatic|recurring)|learn\s*(?:more|about)|ask\s*about|available|consider|\btry\b|switch\s*to|\bif\s*you|\bwant\b|would\s*like|ways?\s*to\s*pay|\boptions?\b|\bcan\b|call\s*us|go\s*to|not\s*enrolled|\bno\s*auto/i;

/** The stub of a bill paid by hand: the payer returns it with a check. */
const MANUAL =
  /return\s*this\s*portion\s*with\s*your\s*(?:check|payment)|amount\s*enclosed|make\s*checks?\s*payable|write\s*(?:your\s*)?account\s*number\s*on\s*(?:your\s*)?check/i;

/**
 * Whether the bill is paid automatically. An explicit statement ("*** PAID BY BANK DRAFT ***",
 * "will be automatically drafted") outweighs the generic stub text that such bills still carry;
 * an invitation to sign up for AutoPay is not one.
 */
export function findAutoPay(text: BillText): ExtractedField<boolean> {
  const statement = text.lines.find((line) => {
    const match = AUTOMATIC.exec(line.text);
    return match !== null && !NOT_A_STATEMENT.test(line.text);
  });
  if (statement) return { value: true, confidence: 0.9, source: statement.text };
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
