/**
 * "20-year level term, issued 2019": a term policy's notes say how long its term is and when it
 * was issued, so the year it ends is theirs added up (2039). Only notes that say both, once each,
 * give a year; anything less says nothing rather than guess.
 */
const TERM_AND_ISSUE =
  /\b(\d{1,2})[- ]years? (?:level )?term\b[^.]*?\b(?:issued|bought|purchased|started|began|taken out)(?: in)? ((?:19|20)\d{2})\b/gi;

export type TermEnd = { years: number; issued: number; ends: number };

export function termEndOf(notes: string | null | undefined): TermEnd | null {
  const found = [...(notes ?? '').matchAll(TERM_AND_ISSUE)];
  const [match] = found;
  if (found.length !== 1 || !match) return null;
  const years = Number(match[1]);
  const issued = Number(match[2]);
  if (years < 1 || years > 40) return null;
  return { years, issued, ends: issued + years };
}

/** "its 20-year term runs to 2039 (issued 2019, as its notes say)". */
export function termEndText({ years, issued, ends }: TermEnd): string {
  return `its ${years}-year term runs to ${ends} (issued ${issued}, as its notes say)`;
}
