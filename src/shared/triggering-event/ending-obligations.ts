/** An obligation as the runway reads it to decide whether it ends with the person. */
export type EndingCandidate = {
  id: string;
  vendor: string;
  category: string;
  entityName: string | null;
  description: string | null;
};

/** What the server knows from other records: the plan's decisions and the policies' premiums. */
export type EndingContext = {
  deceasedName: string;
  /** Obligations the plan marks cancel. */
  cancelledIds: ReadonlySet<string>;
  /** Premiums of life policies on the deceased's life. */
  lifePremiumIds: ReadonlySet<string>;
  /** Other names in the household: a first name one of them shares does not point at the deceased. */
  otherNames: readonly string[];
};

const PHONE =
  /\b(?:phone|cell(?:ular)?|mobile|wireless|line)\b|verizon|t-?mobile|at&t|sprint|cricket|mint mobile|visible/i;
const INSURANCE =
  /insur|geico|progressive|state farm|allstate|usaa|liberty mutual|nationwide|farmers|travelers|esurance/i;
const LIFE = /life/i;
const CAR = /\b(?:auto|car|vehicle|truck)\b/i;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * Does this text name the deceased: their full name, or their first name as a word ("Maria’s
 * line") unless someone else in the household has that first name?
 */
export function mentionsPerson(
  text: string | null,
  name: string,
  otherNames: readonly string[],
): boolean {
  if (!text || !name.trim()) return false;
  const full = name.trim().replace(/\s+/g, ' ');
  if (new RegExp(`\\b${escaped(full)}\\b`, 'i').test(text.replace(/\s+/g, ' '))) return true;
  const first = firstName(full);
  const shared = otherNames.some(
    (other) => firstName(other).toLocaleLowerCase('en-US') === first.toLocaleLowerCase('en-US'),
  );
  return !shared && first.length > 1 && new RegExp(`\\b${escaped(first)}\\b`, 'i').test(text);
}

/**
 * Issue 38 item 5: why an obligation ends with the deceased, or null if it continues for the
 * survivors. It ends when the plan marks it cancel, when it is the premium of a life policy on
 * them, when it is their own phone line, or the insurance on their car or their life (the record
 * names them as its vehicle, insured or in its description).
 */
export function endingReason(obligation: EndingCandidate, context: EndingContext): string | null {
  if (context.cancelledIds.has(obligation.id)) return 'The plan marks it cancel';
  if (context.lifePremiumIds.has(obligation.id))
    return `Premium of a life policy on ${context.deceasedName}`;
  const about = [obligation.entityName, obligation.description].filter(Boolean).join(' · ');
  if (!mentionsPerson(about, context.deceasedName, context.otherNames)) return null;
  const text = `${obligation.vendor} · ${about}`;
  if (obligation.category === 'phone' || PHONE.test(text))
    return `${context.deceasedName}’s own phone line`;
  const insurance = obligation.category === 'insurance' || INSURANCE.test(text);
  if (insurance && (obligation.category === 'auto' || CAR.test(text)))
    return `Insurance on ${context.deceasedName}’s car`;
  if (insurance && LIFE.test(text)) return `Life insurance on ${context.deceasedName}`;
  return null;
}
