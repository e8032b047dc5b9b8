import { downloadApiFile } from '@web/lib/download-api-file';
import { localIsoDay } from '@web/lib/local-day';

/**
 * GET /api/binder for the households on screen, dated by the visitor's own day (a binder printed
 * at 9 pm in California is not dated tomorrow).
 */
export function binderPath(owners: readonly string[], today: string): string {
  const query = new URLSearchParams({ today });
  if (owners.length > 0) query.set('owners', owners.join(','));
  return `/binder?${query.toString()}`;
}

/** Downloads the binder PDF, with a state to show while the server lays it out. */
export async function downloadBinder(owners: readonly string[], now = new Date()): Promise<void> {
  const today = localIsoDay(now);
  await downloadApiFile(binderPath(owners, today), `nido-family-binder-${today}.pdf`);
}
