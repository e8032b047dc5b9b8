function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * An OFX date-time (`YYYYMMDD[HHMMSS[.XXX]][[-5:EST]]`) as an ISO day. The digits are the time
 * where the bracket says, so the day they write is the day the bank posted it: no conversion.
 */
export function ofxDay(text: string): string | null {
  const digits = /^\s*(\d{4})(\d{2})(\d{2})/.exec(text);
  return digits ? isoDay(Number(digits[1]), Number(digits[2]), Number(digits[3])) : null;
}

/**
 * A CSV export's date as an ISO day: `MM/DD/YYYY`, `M/D/YY` (20YY: statements are of this
 * century) or `YYYY-MM-DD`, with a time after it ignored. Null for anything else.
 */
export function csvDay(text: string): string | null {
  const trimmed = text.trim();
  const yearFirst = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/.exec(trimmed);
  if (yearFirst) return isoDay(Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?:\s.*)?$/.exec(trimmed);
  if (!us) return null;
  const year = Number(us[3]);
  return isoDay(year < 100 ? 2000 + year : year, Number(us[1]), Number(us[2]));
}
