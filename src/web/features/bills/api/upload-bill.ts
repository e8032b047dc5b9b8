import { ZUploadedBill, type TUploadedBill } from '@shared/bills/bill-schemas';
import { ApiError } from '@web/lib/api-error';
import { addingTo } from '@web/lib/household-permissions';
import type { DataSource } from '@web/lib/owner-selection';

/**
 * Sends one bill (POST /api/bills/uploads, multipart, field `file`). The server keeps it as a
 * household document and answers with a signed link that process-bills reads. Like
 * `uploadDocument`, this calls fetch itself: a multipart body needs the browser's own
 * Content-Type with its boundary. Refusals (413 too large, 415 type, 422 empty, 401) come back as
 * an ApiError with the message to show.
 */
export async function uploadBill(
  file: File,
  household: Pick<DataSource, 'id'> | null,
  signal?: AbortSignal,
): Promise<TUploadedBill> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(addingTo('/api/bills/uploads', household), {
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
  return ZUploadedBill.parse(await response.json());
}
