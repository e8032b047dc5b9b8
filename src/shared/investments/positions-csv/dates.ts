const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The first date in a line of a positions file, as YYYY-MM-DD. Brokerages print
 * `09/26/2021` (US order), `2025/05/04`, `2025-05-04` and `Dec-05-2025` / `Dec 5, 2025`.
 */
export function findDate(text: string): string | null {
  const yearFirst = /\b(\d{4})[/-](\d{1,2})[/-](\d{1,2})\b/.exec(text);
  if (yearFirst) return isoDate(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const us = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(text);
  if (us) return isoDate(Number(us[3]), Number(us[1]), Number(us[2]));
  const named = /\b([A-Za-z]{3})[a-z]*\.?[- ](\d{1,2}),?[- ](\d{4})\b/.exec(text);
  if (named) {
    const month = MONTHS.indexOf((named[1] ?? '').toLowerCase()) + 1;
    if (month > 0) return isoDate(Number(named[3]), month, Number(named[2]));
  }
  return null;
}

/**
 * The positions' date when a preamble or footer line states it: Schwab's
 * `Positions for account … as of 09:41 AM ET, 11/20/2026`, Fidelity's
 * `Date downloaded 07/30/2021 2:26 PM ET`. Other lines (disclaimers) give null, even with a date.
 */
export function asOfFromNote(text: string): string | null {
  const stated = /\b(?:as of|date downloaded|downloaded on|as at)\b(.*)$/i.exec(text);
  return stated ? findDate(stated[1] ?? '') : null;
}
