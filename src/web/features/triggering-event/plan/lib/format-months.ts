/**
 * Months of runway as people say them: "8.5 months", "Less than a month"; a long runway also in
 * years ("30 months (about 2.5 years)"). Fractions are cut, not rounded up: the family should not
 * read a month it does not have.
 */
export function formatMonths(months: number): string {
  if (months <= 0) return 'No months';
  if (months < 1) return 'Less than a month';
  const tenths = Math.floor(months * 10) / 10;
  const text = `${tenths} ${tenths === 1 ? 'month' : 'months'}`;
  if (months < 24) return text;
  const years = Math.floor((months / 12) * 10) / 10;
  return `${text} (about ${years} years)`;
}
