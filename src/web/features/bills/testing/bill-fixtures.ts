import {
  NO_PROPOSALS,
  type TBillExtractionResult,
  type TExtractedBillData,
  type TMatchedObligation,
  type TUploadedBill,
} from '@shared/bills/bill-schemas';
import { json } from '@test/web/fake-api';

/** The answer to one upload, named after the file (its signed link says which file it was). */
export function uploadedBill(fileName: string): TUploadedBill {
  return {
    documentId: `doc-${fileName.replace(/[^A-Za-z0-9]/g, '-')}`,
    fileName,
    url: `/api/files/token-${fileName}`,
    expiresAt: '2026-03-01T13:00:00.000Z',
  };
}

/** POST /api/bills/uploads answering for whichever file was sent. */
export function uploadsRoute() {
  return (_body: unknown, init: RequestInit) => {
    const file = (init.body as FormData).get('file') as File;
    return json(201, uploadedBill(file.name));
  };
}

export function billData(overrides: Partial<TExtractedBillData> = {}): TExtractedBillData {
  return {
    vendor: 'Comcast',
    cost: 89.99,
    category: 'other',
    home_subcategory: null,
    account_number: '8772 1234 5678',
    is_auto_pay: false,
    auto_pay_date: null,
    description: 'Internet',
    due_date: '2026-03-15',
    bill_date: '2026-02-28',
    service_address: null,
    paid_from_last4: null,
    ...overrides,
  };
}

/** A bill read from the file uploaded as `fileName`. */
export function readBill(
  fileName: string,
  overrides: Partial<TBillExtractionResult> = {},
  data: Partial<TExtractedBillData> = {},
): TBillExtractionResult {
  return {
    success: true,
    error: null,
    imageUrl: uploadedBill(fileName).url,
    documentId: uploadedBill(fileName).documentId,
    fileName,
    data: billData(data),
    evidence: {},
    match: null,
    duplicate: null,
    proposals: NO_PROPOSALS,
    ...overrides,
  };
}

/** A bill that could not be read. */
export function unreadBill(fileName: string, error: string | null): TBillExtractionResult {
  return { ...readBill(fileName), success: false, error, data: null };
}

export const photo = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

/** The household's obligation a bill was taken for (by default, by its account number). */
export function matchedObligation(overrides: Partial<TMatchedObligation> = {}): TMatchedObligation {
  return {
    id: 'expense-9',
    vendor: 'Verizon',
    costCents: 7000,
    reason: 'account_number',
    accountLast4: '5555',
    address: null,
    ...overrides,
  };
}
