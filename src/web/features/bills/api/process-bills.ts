import { ZProcessBillsResponse, type TBillExtractionResult } from '@shared/bills/bill-schemas';
import { api } from '@web/lib/api';

/**
 * Asks the server to read the uploaded bills (POST /api/bills/process): one result per link, in
 * the same order. Several seconds a photo, so the caller shows that it is working.
 */
export async function processBills(
  imageUrls: readonly string[],
  signal?: AbortSignal,
): Promise<TBillExtractionResult[]> {
  const answer = await api('/bills/process', {
    method: 'POST',
    body: { imageUrls },
    schema: ZProcessBillsResponse,
    signal,
  });
  return answer.results;
}
