import type {
  TBillExtractionResult,
  TProcessBillsResponse,
  TUploadedBill,
} from '@shared/bills/bill-schemas';
import type { Access } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import type { DocumentService, ReceivedUpload } from '../documents/document-service';
import { BILL_INTAKE } from './bill-upload';
import { readBillReference } from './bill-references';
import { toEvidence, toExtractedData } from './bill-result';
import { BillExtractionError } from './extraction/bill-extraction-error';
import type { BillReader } from './extraction/extract-bill';
import { findMatchingObligation } from './obligation-match';
import { mapWithLimit } from '../../platform/map-with-limit';
import { OCR_THREADS } from '../../platform/ocr/ocr-pool';

export type BillServiceDeps = {
  db: Database;
  access: Access;
  documents: DocumentService;
  reader: BillReader;
  logger?: Logger;
  now?: () => Date;
};

export const NOT_A_BILL_REFERENCE = 'This is not a link to a bill you uploaded.';
const NOT_FOUND = 'This bill was not found, or its link has expired. Upload it again.';
const UNEXPECTED = 'This bill could not be read.';

/**
 * Bill scanning (issue 12): bills are stored as documents of the household (encrypted like
 * every file), then read by the offline reader. process-bills takes only our own signed links
 * or document ids and checks each against what this person may read now; it never fetches a URL.
 */
export function createBillService(deps: BillServiceDeps) {
  const { db, access, documents, reader, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function processOne(
    actor: Actor,
    imageUrl: string,
    ownerId: string,
  ): Promise<TBillExtractionResult> {
    const failed = (
      error: string,
      documentId: string | null = null,
      fileName: string | null = null,
    ) => ({
      success: false,
      error,
      imageUrl,
      documentId,
      fileName,
      data: null,
      evidence: {},
      match: null,
    });
    const reference = readBillReference(imageUrl);
    if (!reference) return failed(NOT_A_BILL_REFERENCE);
    let file;
    try {
      file = await documents.readFileFor(actor, reference);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return failed(NOT_FOUND);
      throw error;
    }
    try {
      const fields = await reader.read(file.bytes, now());
      const data = toExtractedData(fields);
      return {
        success: true,
        error: null,
        imageUrl,
        documentId: file.id,
        fileName: file.fileName,
        data,
        evidence: toEvidence(fields),
        match: await findMatchingObligation(db, ownerId, data.vendor, data.account_number),
      };
    } catch (error) {
      if (error instanceof BillExtractionError)
        return failed(error.message, file.id, file.fileName);
      // One bad file never fails the batch: log it, say so on its row, go on.
      logger?.error({ err: error, documentId: file.id }, 'a bill could not be read');
      return failed(UNEXPECTED, file.id, file.fileName);
    }
  }

  return {
    /** Stores one bill (spec §7 path) and answers a signed link to it, valid 3600 s. */
    async upload(
      actor: Actor,
      receive: () => Promise<ReceivedUpload>,
      requestedOwner?: string,
    ): Promise<TUploadedBill> {
      const document = await documents.create(actor, receive, requestedOwner, BILL_INTAKE);
      const link = await documents.issueLink(actor, document.id, 'inline');
      return {
        documentId: document.id,
        fileName: document.fileName,
        url: link.url,
        expiresAt: link.expiresAt,
      };
    },

    /** Spec §7 process-bills: one result per link, in order; a failed bill fails only itself. */
    async process(
      actor: Actor,
      imageUrls: string[],
      requestedOwner?: string,
    ): Promise<TProcessBillsResponse> {
      // The household the bills will be saved to, where a matching obligation is looked for.
      const ownerId = await access.ownerIdForWrites(actor, requestedOwner);
      const results = await mapWithLimit(imageUrls, OCR_THREADS, (url) =>
        processOne(actor, url, ownerId),
      );
      return { results };
    },
  };
}

export type BillService = ReturnType<typeof createBillService>;
