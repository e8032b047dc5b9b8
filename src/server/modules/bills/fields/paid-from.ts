import type { BillText, ExtractedField } from './bill-fields';

/**
 * "paid from account ending 8842", "will be drafted from your checking account ending in 8842",
 * "AutoPay from card ****8842", "Payment method: Visa x8842": a payment account's last four digits,
 * on a line that says it pays this bill.
 */
const ENDING = /(?:ending\s*(?:in|with)?|\*{2,}|x{2,}|#\s*x*|\.{3})\s*(\d{4})\b/i;
const PAYS =
  /(?:paid|drafted|debited|deducted|charged|withdrawn|auto\s*-?\s*pay|automatic\s*payment|payment\s*method|pay(?:ing)?\s*from|from\s*(?:your\s*)?(?:bank|checking|savings|card|account))/i;

/** Last four digits of the account the bill says it is paid from, or none. */
export function findPaidFromLast4(text: BillText): ExtractedField<string | null> {
  for (const line of text.lines) {
    if (!PAYS.test(line.text)) continue;
    const ending = ENDING.exec(line.text);
    if (ending) return { value: ending[1]!, confidence: 0.8, source: line.text };
  }
  return { value: null, confidence: 0, source: null };
}
