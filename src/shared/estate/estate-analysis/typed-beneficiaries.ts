/**
 * A beneficiary typed in one free-text field (a financial account's payable-on-death line):
 * "Luis Carter (spouse)", "Ana and Ben Carter", "Ana Lopez, wife". Read by the estate plan's
 * checks and by the after-death runway.
 */
export type TypedBeneficiary = { name: string; relationship: string | null };

/** A part that is only a relationship ("wife", "my son"): the note of the name before it. */
const RELATIONSHIP_ONLY =
  /^(?:my\s+)?(?:(?:ex|former|late)[\s-]+)?(?:spouse|wife|husband|partner|son|daughter|child|brother|sister|mother|father|parent)$/i;

/** Splits at commas, semicolons, "&" and "and", but never inside a parenthesised note. */
function parts(text: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let current = '';
  const tokens = text.split(/(\(|\)|,|;|&|\band\b)/i);
  for (const token of tokens) {
    if (token === '(') depth += 1;
    if (token === ')') depth = Math.max(0, depth - 1);
    const separator = depth === 0 && /^(?:,|;|&|and)$/i.test(token);
    if (separator) {
      found.push(current);
      current = '';
    } else current += token;
  }
  found.push(current);
  return found.map((part) => part.trim()).filter(Boolean);
}

/** Each person the text names, with the note typed beside them as the relationship. */
export function parseTypedBeneficiaries(text: string | null): TypedBeneficiary[] {
  if (!text?.trim()) return [];
  const people: TypedBeneficiary[] = [];
  for (const part of parts(text)) {
    const previous = people.at(-1);
    if (previous && previous.relationship === null && RELATIONSHIP_ONLY.test(part)) {
      previous.relationship = part;
      continue;
    }
    const match = /^(.*?)\s*\(([^()]*)\)\s*$/.exec(part);
    const name = match?.[1]?.trim();
    people.push(
      match && name
        ? { name, relationship: match[2]?.trim() || null }
        : { name: part, relationship: null },
    );
  }
  return people;
}
