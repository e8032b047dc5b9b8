import { ZProcessBillsResponse, type TBillExtractionResult } from '@shared/bills/bill-schemas';
import { api } from '@web/lib/api';
import { addingTo } from '@web/lib/household-permissions';
import type { DataSource } from '@web/lib/owner-selection';

/**
 * Asks the server to read the uploaded bills (POST /api/bills/process): one result per link, in
 * the same order. Several seconds a photo, so the caller shows that it is working.
 */
export async function processBills(
  imageUrls: readonly string[],
  household: Pick<DataSource, 'id'> | null,
  signal?: AbortSignal,
): Promise<TBillExtractionResult[]> {
  // The household the bills are added to: a matching obligation is looked for there.
  const answer = await api(addingTo('/bills/process', household), {
    method: 'POST',
    body: { imageUrls },
    schema: ZProcessBillsResponse,
    signal,
  });
  return answer.results;
}
