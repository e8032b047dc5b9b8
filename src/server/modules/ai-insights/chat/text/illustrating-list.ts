/** Words that make the text after a question another question, not a list. */
const ASKS =
  /\b(who|whom|what|whats|when|where|which|how|why|is|are|do|does|did|can|could|should)\b/i;

/**
 * "What do the cars cost us per month? loans, insurance, registration, tolls, everything": a
 * list after the question says what it covers, in words the records may not use. The question
 * is what comes before it.
 */
export function withoutIllustratingList(raw: string): string {
  const end = raw.indexOf('?');
  if (end < 0) return raw;
  const after = raw.slice(end + 1).trim();
  if (!after.includes(',') || after.includes('?') || ASKS.test(after)) return raw;
  return raw.slice(0, end + 1);
}
