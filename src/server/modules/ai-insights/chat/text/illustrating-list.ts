/** Words that make the text after a question another question, not a list. */
const ASKS =
  /\b(who|whom|what|whats|when|where|which|how|why|is|are|do|does|did|can|could|should)\b/i;

/** "Everything", "all of it", "all in", "in total": the list is examples of a whole. */
const WHOLE =
  /\b(everything|all of (it|them)|etc|and so on|the works|all in|in total|total|altogether|categor(y|ies))\b/i;

/**
 * "What do the cars cost us per month? loans, insurance, registration, tolls, everything": a
 * list after the question says what it covers, in words the records may not use. The question
 * is what comes before it. A list that is not said to be examples of a whole ("what do we pay?
 * Netflix, Spotify, Hulu") is what the question asks about, and is kept.
 */
export function withoutIllustratingList(raw: string): string {
  const end = raw.indexOf('?');
  if (end < 0) return raw;
  const after = raw.slice(end + 1).trim();
  if (!after.includes(',') || after.includes('?') || ASKS.test(after)) return raw;
  if (!WHOLE.test(raw)) return raw;
  return raw.slice(0, end + 1);
}
