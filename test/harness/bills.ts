import { expect } from 'vitest';
import type { TProcessBillsResponse, TUploadedBill } from '@shared/bills/bill-schemas';
import { buildTextPdf } from '@server/platform/pdf/build-text-pdf';
import type { TestClient } from './client';
import { uploadForm, type UploadFile } from './documents';

/** A one-page water bill with a text layer, as a utility's PDF statement prints it. */
export function waterBillPdf(amount = '86.40', due = '12/15/2026'): Buffer {
  return buildTextPdf([
    'LAKESIDE MUNICIPAL WATER',
    'www.lakesidewater.example',
    'Account Number:   118-2045-33',
    'Statement Date:   11/20/2026',
    'Service Address:   42 Birch Lane, Lakeside, MN 55401',
    'Service Period:   10/15/2026 - 11/14/2026',
    'Previous Balance   71.10',
    'Payment Received - Thank You   -71.10',
    'Current Water Charges   86.40',
    `Total Amount Due   $${amount}`,
    `Due Date   ${due}`,
    'Please return this portion with your check.',
    'LAKESIDE MUNICIPAL WATER',
    'PO Box 7710',
    'Lakeside, MN 55401-7710',
  ]);
}

/** POST /api/bills/uploads with one file. */
export function postBill(client: TestClient, file: UploadFile, owner?: string): Promise<Response> {
  return client.request(`/api/bills/uploads${owner ? `?owner=${owner}` : ''}`, {
    method: 'POST',
    body: uploadForm(file, null),
  });
}

/** Uploads a bill (which must succeed) and answers its document and signed link. */
export async function uploadBill(
  client: TestClient,
  file: UploadFile,
  owner?: string,
): Promise<TUploadedBill> {
  const response = await postBill(client, file, owner);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as TUploadedBill;
}

/** process-bills over these references (the request must succeed). */
export async function processBills(
  client: TestClient,
  imageUrls: string[],
  owner?: string,
): Promise<TProcessBillsResponse['results']> {
  const response = await client.post(`/api/bills/process${owner ? `?owner=${owner}` : ''}`, {
    imageUrls,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as TProcessBillsResponse).results;
}
