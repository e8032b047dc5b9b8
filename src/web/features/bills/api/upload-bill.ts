import { ZUploadedBill, type TUploadedBill } from '@shared/bills/bill-schemas';
import { postMultipart } from '@web/lib/post-multipart';
import { addingTo } from '@web/lib/household-permissions';
import type { DataSource } from '@web/lib/owner-selection';

/**
 * Sends one bill (POST /api/bills/uploads, multipart, field `file`). The server keeps it as a
 * household document and answers with a signed link that process-bills reads.
 */
export async function uploadBill(
  file: File,
  household: Pick<DataSource, 'id'> | null,
  signal?: AbortSignal,
): Promise<TUploadedBill> {
  const body = new FormData();
  body.append('file', file, file.name);
  return ZUploadedBill.parse(
    await postMultipart(addingTo('/api/bills/uploads', household), body, signal),
  );
}
