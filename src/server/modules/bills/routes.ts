import type { Context } from 'hono';
import { REVIEWED_BILL_FIELDS, ZBillReviewOutcomes } from '@shared/admin/admin-api';
import {
  ZProcessBillsRequest,
  ZProcessBillsResponse,
  ZUploadedBill,
} from '@shared/bills/bill-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { ZWriteTarget } from '../../http/owner-selection';
import { declareRoutes } from '../../http/route-declarations';
import { fileUploadBody } from '../../http/file-upload-body';
import { signedIn } from '../../http/route-guards';
import { actorOf, requireActor } from '../../auth/session-context';
import { RateLimiter, rateLimit } from '../../http/rate-limit';
import type { AppEnv } from '../../http/context';
import type { ReceivedUpload } from '../documents/document-service';
import { readSingleFileUpload } from '../documents/multipart-upload';
import type { BillService } from './bill-service';
import { BillLimitError } from './bill-limits';

/** The bill upload's body is a file, not JSON: app.ts exempts it from the 1 MB JSON limit. */
export const BILL_UPLOAD_PATH = '/bills/uploads';
export const BILL_PROCESS_PATH = '/bills/process';

const route = declareRoutes({ tags: ['bills'], guard: signedIn });

/** The form of a bill upload. */
const BILL_FORM = fileUploadBody({
  required: ['file'],
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description: 'The bill: PDF, JPEG, PNG, WebP or HEIC (by content), at most 10 MB.',
    },
  },
});

/**
 * One saved bill's review: each reviewed field at most once. A person saves bills one review at
 * a time, so 120 an hour leaves room for a big batch and keeps the counts from being flooded.
 */
const ZReviewOutcomesBody = ZBillReviewOutcomes.refine(
  ({ outcomes }) => new Set(outcomes.map(({ field }) => field)).size === outcomes.length,
  { message: `Each field (${REVIEWED_BILL_FIELDS.join(', ')}) at most once.`, path: ['outcomes'] },
);
export const REVIEW_OUTCOMES_PER_HOUR = 120;

/** A bill limit's 429 tells the client when to try again, in a Retry-After header. */
async function withRetryAfter<T>(c: Context, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BillLimitError) c.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

async function receiveBill(request: Request): Promise<ReceivedUpload> {
  const { file } = await readSingleFileUpload(request);
  const name =
    file.name
      .replace(/\.[A-Za-z0-9]{1,8}$/, '')
      .trim()
      .slice(0, 200) || 'Bill';
  return {
    fileName: file.name,
    bytes: file.bytes,
    details: { name, category: 'bill', tags: [], link: null, expiresOn: null },
  };
}

export function billRoutes(service: BillService) {
  const router = createRouter();
  router.use(
    '/bills/review-outcomes',
    requireActor,
    rateLimit(
      new RateLimiter(REVIEW_OUTCOMES_PER_HOUR, 60 * 60_000),
      (c: Context<AppEnv>) => actorOf(c).userId,
    ),
  );
  return router
    .openapi(
      route.post(BILL_UPLOAD_PATH, {
        summary: 'Upload one bill (PDF or photo) into a household you may change, for scanning',
        request: { query: ZWriteTarget, upload: BILL_FORM },
        201: jsonResponse(ZUploadedBill, 'Stored, encrypted, with a signed link valid 3600 s.'),
        // 429 with Retry-After: more than 30 uploads a minute or 200 MB a day (bill-limits.ts).
        errors: [413, 415, 429],
      }),
      async (c) =>
        c.json(
          await withRetryAfter(c, () =>
            service.upload(actorOf(c), () => receiveBill(c.req.raw), c.req.valid('query').owner),
          ),
          201,
        ),
    )
    .openapi(
      route.post(BILL_PROCESS_PATH, {
        summary:
          'Read uploaded bills offline (spec §7 process-bills): one result per signed link, in order',
        request: { query: ZWriteTarget, body: ZProcessBillsRequest },
        200: jsonResponse(ZProcessBillsResponse, 'Each bill read, or why it could not be.'),
        // 429 with Retry-After: this person's requests at once (bill-limits.ts) are being read.
        errors: [429],
      }),
      async (c) =>
        c.json(
          await withRetryAfter(c, () =>
            service.process(actorOf(c), c.req.valid('json').imageUrls, c.req.valid('query').owner),
          ),
          200,
        ),
    )
    .openapi(
      route.post('/bills/review-outcomes', {
        summary:
          "Count how a saved bill's extracted fields fared in review (kept, corrected, added); no values",
        request: { query: ZWriteTarget, body: ZReviewOutcomesBody },
        204: { description: 'Counted.' },
        errors: [429],
      }),
      async (c) => {
        await service.recordReviewOutcomes(
          actorOf(c),
          c.req.valid('json').outcomes,
          c.req.valid('query').owner,
        );
        return c.body(null, 204);
      },
    );
}
