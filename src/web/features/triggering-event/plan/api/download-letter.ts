import { apiResponse } from '@web/lib/api';
import { taskPath } from './plan-keys';

/** GET /triggering-event/tasks/:id/letter: the letter filled from the records, for one option. */
export function letterPath(taskId: string, option: string): string {
  return `${taskPath(taskId)}/letter?option=${encodeURIComponent(option)}`;
}

/** The file name the server gave (Content-Disposition), else one naming the option. */
function fileName(response: Response, option: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? `nido-letter-${option}.pdf`;
}

/**
 * Fetches the letter PDF (the session cookie goes with it, errors come back as ApiError) and hands
 * it to the browser's download, so the button can show a busy state and say why it failed.
 */
export async function downloadLetter(taskId: string, option: string): Promise<void> {
  const response = await apiResponse(letterPath(taskId, option));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response, option);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
