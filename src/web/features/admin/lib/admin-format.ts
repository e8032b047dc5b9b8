const COUNT = new Intl.NumberFormat('en-US');
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

/** A count as the tables show it: 1,234. */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** `part` of `whole` as a percentage ("42%"), or an en dash when there is nothing to divide. */
export function formatShare(part: number, whole: number): string {
  return whole > 0 ? PERCENT.format(part / whole) : '–';
}

/** A YYYY-MM-DD day as "Nov 23, 2026", that calendar day wherever the admin is. */
export function formatReportDay(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A processing time: "850 ms" below a second, else seconds with one decimal ("2.4 s"). */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '–';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A campaign parameter the visitor arrived without. */
export const NOT_GIVEN = 'Not given';

export function campaignPart(value: string | null): string {
  return value === null || value.trim() === '' ? NOT_GIVEN : value;
}
