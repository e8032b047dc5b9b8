import type { TBillReviewOutcomes } from '@shared/admin/admin-api';
import {
  NO_PROPOSALS,
  type TBillExtractionResult,
  type TProcessBillsResponse,
  type TUploadedBill,
} from '@shared/bills/bill-schemas';
import type { Access } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../logger';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import type { DocumentService, ReceivedUpload } from '../documents/document-service';
import { BILL_INTAKE } from './bill-upload';
import { readBillReference } from './bill-references';
import { toEvidence, toExtractedData } from './bill-result';
import { BillExtractionError } from './extraction/bill-extraction-error';
import type { BillReader } from './extraction/extract-bill';
import { findMatchingObligation } from './obligation-match';
import { proposeFromBill, type ProposalReach } from './bill-proposals';
import { contentHash, findEarlierScan, markScanned } from './scanned-bills';
import {
  failureReasonOf,
  recordProcessingRuns,
  recordReviewOutcomes,
  uploadRefusalRun,
  type ProcessingRun,
} from './processing-runs';
import { mapWithLimit } from '../../platform/map-with-limit';
import { OCR_THREADS } from '../../platform/ocr/ocr-pool';
import { RateLimiter } from '../../http/rate-limit';
import {
  BILL_PROCESSING_AT_ONCE,
  BILL_PROCESSING_SERVER_WIDE,
  BILL_PROCESSING_RETRY_AFTER_SECONDS,
  BILL_UPLOAD_WINDOW_MS,
  BILL_UPLOADS_PER_MINUTE,
  BillLimitError,
  waitInWords,
} from './bill-limits';
import { createDailyBillVolume } from './daily-bill-volume';
import { ProcessingSlots } from './processing-slots';

export type BillServiceDeps = {
  db: Database;
  access: Access;
  /** Opens obligations' vendor account numbers to compare them with a bill's. */
  cipher: FieldCipher;
  documents: DocumentService;
  reader: BillReader;
  logger?: Logger;
  now?: () => Date;
};

/**
 * The household bills are read for (the one they will be saved to) and what of it this person may
 * be shown beyond its obligations, as access.ts says.
 */
type Household = { ownerId: string; readDocuments: boolean; reach: ProposalReach };

export const NOT_A_BILL_REFERENCE = 'This is not a link to a bill you uploaded.';
const NOT_FOUND = 'This bill was not found, or its link has expired. Upload it again.';
const UNEXPECTED = 'This bill could not be read.';

/**
 * Bill scanning (issue 12): bills are stored as documents of the household (encrypted like
 * every file), then read by the offline reader. process-bills takes only our own signed links
 * or document ids and checks each against what this person may read now; it never fetches a URL.
 */
export function createBillService(deps: BillServiceDeps) {
  const { db, access, cipher, documents, reader, logger } = deps;
  const now = deps.now ?? (() => new Date());
  // Issue 35: what one person may ask of the reader (bill-limits.ts).
  const uploadsPerMinute = new RateLimiter(BILL_UPLOADS_PER_MINUTE, BILL_UPLOAD_WINDOW_MS, () =>
    now().getTime(),
  );
  const dailyVolume = createDailyBillVolume({ db, access, now });
  const processing = new ProcessingSlots(BILL_PROCESSING_AT_ONCE);
  const everyone = new ProcessingSlots(BILL_PROCESSING_SERVER_WIDE);

  /**
   * One bill's result, and the run to count for /document-analysis once a file was found (a
   * link that is not ours, or a file that is gone, was never given to the engine).
   */
  async function processOne(
    actor: Actor,
    imageUrl: string,
    household: Household,
  ): Promise<{ result: TBillExtractionResult; run: ProcessingRun | null }> {
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
      duplicate: null,
      proposals: NO_PROPOSALS,
    });
    const reference = readBillReference(imageUrl);
    if (!reference) return { result: failed(NOT_A_BILL_REFERENCE), run: null };
    const started = performance.now();
    let file;
    try {
      file = await documents.readFileFor(actor, reference);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        return { result: failed(NOT_FOUND), run: null };
      throw error;
    }
    const run = (failureReason: string | null): ProcessingRun => ({
      succeeded: failureReason === null,
      failureReason,
      durationMs: performance.now() - started,
    });
    try {
      const fields = await reader.read(file.bytes, now());
      const data = toExtractedData(fields);
      const { ownerId } = household;
      // Issue 36: the same file read before, the obligation it is for, what its details propose.
      const hash = contentHash(file.bytes);
      const duplicate = household.readDocuments
        ? await findEarlierScan(db, ownerId, hash, file.id)
        : null;
      const match = await findMatchingObligation(db, cipher, ownerId, {
        vendor: data.vendor,
        accountNumber: data.account_number,
        serviceAddress: data.service_address,
        savedTo: duplicate?.obligation?.id ?? null,
      });
      const proposals = await proposeFromBill(db, ownerId, data, household.reach);
      await markScanned(db, file.id, hash, now());
      return {
        result: {
          success: true,
          error: null,
          imageUrl,
          documentId: file.id,
          fileName: file.fileName,
          data,
          evidence: toEvidence(fields),
          match,
          duplicate,
          proposals,
        },
        run: run(null),
      };
    } catch (error) {
      if (error instanceof BillExtractionError)
        return {
          result: failed(error.message, file.id, file.fileName),
          run: run(failureReasonOf(error)),
        };
      // One bad file never fails the batch: log it, say so on its row, go on.
      logger?.error({ err: error, documentId: file.id }, 'a bill could not be read');
      return {
        result: failed(UNEXPECTED, file.id, file.fileName),
        run: run(failureReasonOf(error)),
      };
    }
  }

  /** Stores one bill within the person's limits and answers its signed link. */
  async function storeBill(
    actor: Actor,
    receive: () => Promise<ReceivedUpload>,
    requestedOwner?: string,
  ): Promise<TUploadedBill> {
    if (!uploadsPerMinute.hit(actor.userId)) {
      const seconds = uploadsPerMinute.retryAfterSeconds(actor.userId);
      throw new BillLimitError(
        `You have uploaded ${BILL_UPLOADS_PER_MINUTE} bills in the last minute, the most Nido ` +
          `takes. Wait ${waitInWords(seconds)}, then upload the rest.`,
        seconds,
      );
    }
    const volume = await dailyVolume.read(actor);
    const document = await documents.create(
      actor,
      async () => {
        const upload = await receive();
        await dailyVolume.admit(volume, upload.bytes.length);
        return upload;
      },
      requestedOwner,
      BILL_INTAKE,
    );
    const link = await documents.issueLink(actor, document.id, 'inline');
    return {
      documentId: document.id,
      fileName: document.fileName,
      url: link.url,
      expiresAt: link.expiresAt,
    };
  }

  /** What of the household beyond its obligations the bills may be compared with, for this actor. */
  async function householdFor(actor: Actor, ownerId: string): Promise<Household> {
    const [readDocuments, readProperties, addProperties, readAccounts] = (
      await Promise.all([
        access.readableOwnerIds(actor, 'documents'),
        access.readableOwnerIds(actor, 'properties'),
        access.addableOwnerIds(actor, 'properties'),
        access.readableOwnerIds(actor, 'accounts'),
      ])
    ).map((ownerIds) => ownerIds.includes(ownerId));
    return {
      ownerId,
      readDocuments: readDocuments === true,
      reach: {
        readProperties: readProperties === true,
        addProperties: addProperties === true,
        readAccounts: readAccounts === true,
      },
    };
  }

  return {
    /**
     * Stores one bill (spec §7 path) and answers a signed link to it, valid 3600 s; within the
     * person's uploads a minute and bytes a day (BillLimitError otherwise). A refusal (413, 415,
     * 429) counts as a failed file on /document-analysis: the person saw it fail.
     */
    async upload(
      actor: Actor,
      receive: () => Promise<ReceivedUpload>,
      requestedOwner?: string,
    ): Promise<TUploadedBill> {
      try {
        return await storeBill(actor, receive, requestedOwner);
      } catch (error) {
        const refused = uploadRefusalRun(error);
        if (refused) await recordProcessingRuns(db, [refused], logger);
        throw error;
      }
    },

    /**
     * Spec §7 process-bills: one result per link, in order; a failed bill fails only itself. A
     * person may have BILL_PROCESSING_AT_ONCE of these running (BillLimitError otherwise).
     */
    async process(
      actor: Actor,
      imageUrls: string[],
      requestedOwner?: string,
    ): Promise<TProcessBillsResponse> {
      const release = processing.take(actor.userId);
      if (!release)
        throw new BillLimitError(
          `Nido is already reading ${BILL_PROCESSING_AT_ONCE} sets of your bills. Wait for ` +
            'them to finish, then try again.',
          BILL_PROCESSING_RETRY_AFTER_SECONDS,
        );
      const releaseShared = everyone.take('reader');
      if (!releaseShared) {
        release();
        throw new BillLimitError(
          'Nido is reading many bills right now. Try again in a minute; your uploads are saved.',
          BILL_PROCESSING_RETRY_AFTER_SECONDS,
          'UNAVAILABLE',
        );
      }
      try {
        // The household the bills will be saved to, where a matching obligation is looked for.
        const ownerId = await access.ownerIdForWrites(actor, requestedOwner, 'expenses');
        const household = await householdFor(actor, ownerId);
        const processed = await mapWithLimit(imageUrls, OCR_THREADS, (url) =>
          processOne(actor, url, household),
        );
        await recordProcessingRuns(
          db,
          processed.flatMap(({ run }) => (run ? [run] : [])),
          logger,
        );
        return { results: processed.map(({ result }) => result) };
      } finally {
        release();
        releaseShared();
      }
    },

    /**
     * Issue 18: how one saved bill's extracted fields fared in review (kept, corrected, added),
     * from someone who may add obligations to the household; counts only, no values.
     */
    async recordReviewOutcomes(
      actor: Actor,
      outcomes: TBillReviewOutcomes['outcomes'],
      requestedOwner?: string,
    ): Promise<void> {
      await access.ownerIdForWrites(actor, requestedOwner, 'expenses');
      await recordReviewOutcomes(db, outcomes);
    },
  };
}

export type BillService = ReturnType<typeof createBillService>;
