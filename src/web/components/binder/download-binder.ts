import { apiResponse } from '@web/lib/api';
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

/** The file name the server gave (Content-Disposition), else one of the same form. */
function fileName(response: Response, today: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? `nido-family-binder-${today}.pdf`;
}

/**
 * Fetches the binder PDF (the session cookie goes with it, errors come back as ApiError) and
 * hands it to the browser's download, as a link to the route would, but with a state to show
 * while the server lays it out and an error to tell when it cannot.
 */
export async function downloadBinder(owners: readonly string[], now = new Date()): Promise<void> {
  const today = localIsoDay(now);
  const response = await apiResponse(binderPath(owners, today));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response, today);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
