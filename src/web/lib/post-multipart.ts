import { ApiError } from './api-error';

/**
 * POSTs a multipart form to the API and answers the JSON of a successful reply. `api()` sends
 * JSON only; a multipart body must let the browser set its own Content-Type with the boundary,
 * so uploads come through here. The server's refusals (413 too large, 415 type, 401…) come back
 * as an ApiError carrying the message to show; an abort is passed on as it is.
 */
export async function postMultipart(
  path: string,
  body: FormData,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      body,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      'NETWORK',
      'Could not reach Nido. Please check your connection and try again.',
    );
  }
  if (!response.ok) throw await ApiError.fromResponse(response);
  return response.json();
}
