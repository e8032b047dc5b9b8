// The spellings a question set accepts for a date or a phone number, shared by every set so that
// each accepts the same ones.

/** "January" … "December", as US English writes them. */
export const MONTH_NAMES: readonly string[] = Array.from({ length: 12 }, (_, month) =>
  new Date(Date.UTC(2000, month, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' }),
);

/** "March 14, 2023", "Mar 14, 2023", "Mar. 14, 2023", "14 March 2023", "2023-03-14", "3/14/2023". */
export function dateSpellings(year: number, month: number, day: number): readonly string[] {
  const name = MONTH_NAMES[month - 1] ?? '';
  const short = name.slice(0, 3);
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return [
    `${name} ${day}, ${year}`,
    `${short} ${day}, ${year}`,
    `${short}. ${day}, ${year}`,
    `${day} ${name} ${year}`,
    iso,
    `${month}/${day}/${year}`,
  ];
}

/** "(512) 555-0101", "512-555-0101", "512.555.0101", "512 555 0101". */
export function phoneSpellings(area: string, exchange: string, line: string): readonly string[] {
  return [
    `(${area}) ${exchange}-${line}`,
    `${area}-${exchange}-${line}`,
    `${area}.${exchange}.${line}`,
    `${area} ${exchange} ${line}`,
  ];
}

/** A whole-dollar amount, with and without cents (and any other spellings given). */
export function dollars(whole: string, ...others: string[]): readonly string[] {
  return [`$${whole}.00`, `$${whole}`, ...others];
}
