import type { BillText } from './bill-fields';
import { nameKey } from './company-name';

/** Words of labels and headings: "Bill Date", "Account Number", "Amount Due", "Service Address". */
const LABEL_WORD =
  /\b(?:date|number|no|amount|balance|total|due|page|account|accounts|invoice|statement|summary|charges?|payments?|customer|enclosed|meter|usage|period|phone|fax|address|billing|questions|details|information|important|notice|message|thank|welcome|dear|your|our|please|keep|detach|remit(?:tance)?|adjustments?|credits?|forward|previous|current|rates?|schedule|kwh|therms?|gallons|readings?)\b/i;

/** Charities named on stubs ("Oregon Energy Fund", "Project Share"), not who the bill is from. */
const CHARITY = /\b(?:fund|foundation|donat\w*|charit\w*|assistance|share|contribut\w*|relief)\b/i;

/** Ways to pay, not payees. */
const PAYMENT_METHOD =
  /\b(?:paymentus|western\s*union|moneygram|visa|mastercard|discover|american\s*express|amex|paypal|venmo|doxo|checkfree\w*|speedpay|kubra|invoice\s*cloud|official\s*payments|auto\s*pay|autopay|ach|e-?check|debit|credit\s*card|bank\s*draft)\b/i;

/** The 50 states, DC and territories, as printed on an address line. */
const STATE_CODE =
  /\b(?:A[KLRZS]|C[AOT]|D[CE]|FL|G[AU]|HI|I[ADLN]|K[SY]|LA|M[ADEINOPST]|N[CDEHJMVY]|O[HKR]|P[AR]|RI|S[CD]|T[NX]|UT|V[AIT]|W[AIVY])$/i;

/** Tails of remit-to names that are departments of the company, not part of its name. */
const DEPARTMENT_TAIL =
  /\s+(?:return\s*mail|payment\s*(?:processing|center|remittance)|remittance\s*(?:center|processing)|processing\s*center|customer\s*(?:service|care)|billing\s*(?:department|center)|lockbox|dept\.?\s*\d*)$/i;

/** A name without a department tail ("Duke Energy Return Mail" → "Duke Energy"). */
export function withoutDepartment(name: string): string {
  return name.replace(DEPARTMENT_TAIL, '').trim();
}

/**
 * The places of page 1: the words before a state and ZIP code on address lines ("LOS ANGELES CA
 * 90067" gives "losangeles"), so a city is never taken for the company.
 */
export function placeKeys(text: BillText): Set<string> {
  const keys = new Set<string>();
  for (const line of text.lines)
    for (const match of line.text.matchAll(
      /([A-Za-z][A-Za-z .'-]{1,30}?),?\s+([A-Z]{2})\s+\d{5}(?:-\d{4})?\b/g,
    )) {
      const words = match[1]!.trim().split(/\s+/);
      // The city is the last one to three words before the state.
      for (let count = 1; count <= Math.min(3, words.length); count += 1)
        keys.add(nameKey(words.slice(-count).join(' ')));
    }
  return keys;
}

/**
 * Whether a name cannot be the company the bill is from: a label or heading, a charity, a way to
 * pay, a place, a name ending in "of"/"and" (a name cut across lines), or the customer.
 */
export function isNotAVendor(name: string, customers: Set<string>, places: Set<string>): boolean {
  const words = name.trim().split(/\s+/);
  const last = words.at(-1)?.toLowerCase() ?? '';
  if (['of', 'and', 'the', 'for', '&', 'at', 'in', 'by', 'to'].includes(last)) return true;
  if (LABEL_WORD.test(name) || CHARITY.test(name) || PAYMENT_METHOD.test(name)) return true;
  if (words.length <= 3 && words.length > 1 && STATE_CODE.test(name)) return true;
  const key = nameKey(name);
  return key.length < 2 || customers.has(key) || places.has(key);
}
