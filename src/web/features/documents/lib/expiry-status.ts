import { REMINDER_DAYS_BEFORE } from '@shared/documents/document-schemas';

export type ExpiryStatus = 'expired' | 'soon' | null;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one calendar day to another (both YYYY-MM-DD). */
function daysBetween(fromIsoDay: string, toIsoDay: string): number {
  return Math.round(
    (Date.parse(`${toIsoDay}T00:00:00Z`) - Date.parse(`${fromIsoDay}T00:00:00Z`)) / DAY_MS,
  );
}

/**
 * A document's expiry as the screen flags it: "Expired" once the date has passed (the date itself
 * is still a valid day), "Expires soon" from the day the reminder email goes out (30 days before).
 */
export function expiryStatus(expiresOn: string | null, today: string): ExpiryStatus {
  if (!expiresOn) return null;
  const days = daysBetween(today, expiresOn);
  if (days < 0) return 'expired';
  return days <= REMINDER_DAYS_BEFORE ? 'soon' : null;
}
