/**
 * The model phrases; it must not compute or invent. A dollar amount in its reply that no tool
 * result (nor the question) contains means the reply cannot be trusted, and the grounded answer
 * is shown instead.
 */

const MONEY = /\$\s?(\d[\d,]*)(?:\.(\d+))?/g;

function amountsInCents(text: string): number[] {
  return [...text.matchAll(MONEY)].flatMap((match) => {
    const dollars = Number((match[1] ?? '').replace(/,/g, ''));
    const cents = Number(((match[2] ?? '') + '00').slice(0, 2));
    return Number.isFinite(dollars) ? [dollars * 100 + cents] : [];
  });
}

/** The first amount in `reply` found in none of `facts`, or null when every amount is grounded. */
export function unsupportedFigure(reply: string, facts: readonly string[]): string | null {
  const known = new Set<number>();
  for (const cents of facts.flatMap(amountsInCents)) {
    known.add(cents);
    // "$1,235" or "$1,234" for "$1,234.56" is the same figure in whole dollars.
    known.add(Math.round(cents / 100) * 100);
    known.add(Math.floor(cents / 100) * 100);
  }
  for (const match of reply.matchAll(MONEY)) {
    const [cents] = amountsInCents(match[0]);
    if (cents !== undefined && !known.has(cents)) return match[0];
  }
  return null;
}
