import { apiResponse } from './api';

/** The file name the server gave (Content-Disposition), else `fallbackName`. */
function fileName(response: Response, fallbackName: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallbackName;
}

/**
 * Fetches a file from our API (the session cookie goes with it, errors come back as ApiError) and
 * hands it to the browser's download, as a link to the route would, but with a state to show
 * while the server prepares it and an error to tell when it cannot.
 */
export async function downloadApiFile(path: string, fallbackName: string): Promise<void> {
  const response = await apiResponse(path);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
