import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { billProcessingRuns, billReviewOutcomes } from '@server/db/schema';
import { BILL_UPLOADS_PER_MINUTE } from '@server/modules/bills/bill-limits';
import { REVIEW_OUTCOMES_PER_HOUR } from '@server/modules/bills/routes';
import { MAX_DOCUMENT_BYTES } from '@server/platform/storage/size-limit';
import {
  REVIEWED_BILL_FIELDS,
  ZDocumentAnalysisReport,
  type TDocumentAnalysisReport,
} from '@shared/admin/admin-api';
import { newUser, type TestUser } from '@test/harness/accounts';
import { postBill, processBills, uploadBill, waterBillPdf } from '@test/harness/bills';
import { EXECUTABLE, PNG } from '@test/harness/documents';
import { TestClient } from '@test/harness/client';
import { createFamilyTestApp, expectError, newConnectedMember } from '@test/harness/family';
import type { TestApp } from '@test/harness/test-app';
import { newAdmin } from './admin-helpers';

/**
 * /document-analysis from real use: process-bills records a run per file, the review screen
 * posts how each field fared, and the admin report counts both without anyone's values.
 */
let t: TestApp;
let admin: TestUser;
let owner: TestUser;
const TODAY = () => new Date().toISOString().slice(0, 10);
const BILL = { bytes: waterBillPdf(), name: 'Water bill.pdf', type: 'application/pdf' };
const BROKEN = {
  bytes: Buffer.from('%PDF-1.4\nthis is not really a PDF at all\n%%EOF\n'),
  name: 'broken.pdf',
};

async function report(query: string): Promise<TDocumentAnalysisReport> {
  const response = await admin.client.get(`/api/admin/document-analysis?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return ZDocumentAnalysisReport.parse(await response.json());
}

const zeroFields = () =>
  REVIEWED_BILL_FIELDS.map((field) => ({ field, kept: 0, corrected: 0, added: 0 }));

beforeAll(async () => {
  t = await createFamilyTestApp();
  admin = await newAdmin(t);
  owner = await newUser(t, { fullName: 'Olivia Owner' });
}, 60_000);
afterAll(() => t.close());

describe('GET /api/admin/document-analysis', () => {
  it('counts review outcomes per field, processing, its percentiles and failures in the range', async () => {
    const inRange = (day: number) => new Date(Date.UTC(2026, 5, day, 12));
    // Ten files read in June, 100 ms to 1,000 ms; three failed.
    await t.database.db.insert(billProcessingRuns).values(
      Array.from({ length: 10 }, (_, index) => ({
        succeeded: index >= 3,
        failureReason: index === 0 ? 'encrypted' : index < 3 ? 'no-text' : null,
        durationMs: (index + 1) * 100,
        createdAt: inRange(index + 1),
      })),
    );
    // Outside the range on both sides: not counted.
    await t.database.db.insert(billProcessingRuns).values([
      { succeeded: false, failureReason: 'timeout', durationMs: 60_000, createdAt: inRange(0) },
      { succeeded: true, durationMs: 5, createdAt: new Date('2026-07-01T00:00:00Z') },
    ]);
    await t.database.db.insert(billReviewOutcomes).values([
      { field: 'vendor', outcome: 'kept', createdAt: inRange(2) },
      { field: 'vendor', outcome: 'kept', createdAt: inRange(3) },
      { field: 'vendor', outcome: 'corrected', createdAt: inRange(3) },
      { field: 'cost', outcome: 'corrected', createdAt: inRange(4) },
      { field: 'due_date', outcome: 'added', createdAt: inRange(5) },
      { field: 'vendor', outcome: 'corrected', createdAt: inRange(0) },
    ]);

    const june = await report('from=2026-06-01&to=2026-06-30');
    expect(june).toMatchObject({ from: '2026-06-01', to: '2026-06-30' });
    expect(june.fields).toEqual(
      zeroFields().map((row) =>
        row.field === 'vendor'
          ? { ...row, kept: 2, corrected: 1 }
          : row.field === 'cost'
            ? { ...row, corrected: 1 }
            : row.field === 'due_date'
              ? { ...row, added: 1 }
              : row,
      ),
    );
    // percentile_cont interpolates: the median of 100…1000 is 550, the 95th percentile 955.
    expect(june.processing).toEqual({ files: 10, succeeded: 7, failed: 3, p50Ms: 550, p95Ms: 955 });
    expect(june.failuresByReason).toEqual([
      { reason: 'no-text', files: 2 },
      { reason: 'encrypted', files: 1 },
    ]);
  });

  it('answers zeros and no percentiles for a range with nothing in it', async () => {
    const empty = await report('from=2025-03-01&to=2025-03-31');
    expect(empty.fields).toEqual(zeroFields());
    expect(empty.processing).toEqual({
      files: 0,
      succeeded: 0,
      failed: 0,
      p50Ms: null,
      p95Ms: null,
    });
    expect(empty.failuresByReason).toEqual([]);
  });

  it('refuses a bad range', async () => {
    await expectError(await admin.client.get('/api/admin/document-analysis?from=2026-06-31'), 400, {
      code: 'VALIDATION_FAILED',
      fields: { from: 'Use a real date like 2026-11-26.' },
    });
  });
});

describe('process-bills records each file it read', () => {
  it('appends a run per file: a read bill, and a damaged one by its reason, never a link that is not ours', async () => {
    const before = (await report(`from=${TODAY()}&to=${TODAY()}`)).processing.files;
    const good = await uploadBill(owner.client, BILL);
    const broken = await uploadBill(owner.client, BROKEN);
    const results = await processBills(owner.client, [good.url, broken.url, 'https://x.example/']);
    expect(results.map((result) => result.success)).toEqual([true, false, false]);

    const today = await report(`from=${TODAY()}&to=${TODAY()}`);
    expect(today.processing.files).toBe(before + 2);
    expect(today.processing.succeeded).toBeGreaterThanOrEqual(1);
    expect(today.failuresByReason).toContainEqual({ reason: 'corrupt', files: 1 });
    expect(today.processing.p50Ms).toBeGreaterThan(0);

    // The rows hold a result, a reason and a time: nothing of the bill or its household.
    const answer: unknown = await t.database.db.execute(
      sql`select * from bill_processing_runs where created_at >= now() - interval '1 hour'`,
    );
    const { rows } = answer as { rows: Record<string, unknown>[] };
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'created_at',
      'duration_ms',
      'failure_reason',
      'id',
      'succeeded',
    ]);
  });

  it('still answers the bills when the runs cannot be recorded, and logs why', async () => {
    const good = await uploadBill(owner.client, BILL);
    await t.database.db.execute(sql`alter table bill_processing_runs rename to runs_away`);
    try {
      const results = await processBills(owner.client, [good.url]);
      expect(results[0]).toMatchObject({ success: true, data: { cost: 86.4 } });
      expect(t.logs.text()).toContain('bill processing runs were not recorded');
    } finally {
      await t.database.db.execute(sql`alter table runs_away rename to bill_processing_runs`);
    }
  });
});

describe('a bill refused at upload', () => {
  it('counts as a failed file by why it was refused (413, 415, 429), with no reading time', async () => {
    const before = await report(`from=${TODAY()}&to=${TODAY()}`);
    const person = await newUser(t, { fullName: 'Ursula Uploader' });
    const tooLarge = { bytes: Buffer.alloc(MAX_DOCUMENT_BYTES + 1), name: 'huge.pdf' };
    expect((await postBill(person.client, tooLarge)).status).toBe(413);
    const notABill = { bytes: EXECUTABLE, name: 'bill.pdf' };
    expect((await postBill(person.client, notABill)).status).toBe(415);
    // The two refusals took two of the minute's uploads.
    const tiny = { bytes: PNG, name: 'Receipt.png', type: 'image/png' };
    for (let upload = 2; upload < BILL_UPLOADS_PER_MINUTE; upload += 1)
      await uploadBill(person.client, tiny);
    expect((await postBill(person.client, tiny)).status).toBe(429);

    const after = await report(`from=${TODAY()}&to=${TODAY()}`);
    expect(after.processing.files - before.processing.files).toBe(3);
    expect(after.processing.failed - before.processing.failed).toBe(3);
    expect(after.processing.succeeded).toBe(before.processing.succeeded);
    const refusals = after.failuresByReason.filter(({ reason }) => reason.startsWith('refused-'));
    expect(refusals.sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([
      { reason: 'refused-file-type', files: 1 },
      { reason: 'refused-too-large', files: 1 },
      { reason: 'refused-upload-limit', files: 1 },
    ]);
    // Uploads the reader never read leave its times as they were.
    expect(after.processing.p50Ms).toBe(before.processing.p50Ms);
    expect(after.processing.p95Ms).toBe(before.processing.p95Ms);
  });
});

describe('POST /api/bills/review-outcomes', () => {
  const post = (client: TestClient, body: unknown, query = '') =>
    client.post(`/api/bills/review-outcomes${query}`, body);

  it('counts one saved bill’s outcomes, field and outcome only', async () => {
    const before = (await report(`from=${TODAY()}&to=${TODAY()}`)).fields;
    const response = await post(owner.client, {
      outcomes: [
        { field: 'vendor', outcome: 'kept' },
        { field: 'cost', outcome: 'corrected' },
        { field: 'account_number', outcome: 'added' },
      ],
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const after = (await report(`from=${TODAY()}&to=${TODAY()}`)).fields;
    const change = after.map((row, index) => ({
      field: row.field,
      kept: row.kept - (before[index]?.kept ?? 0),
      corrected: row.corrected - (before[index]?.corrected ?? 0),
      added: row.added - (before[index]?.added ?? 0),
    }));
    expect(change.filter((row) => row.kept + row.corrected + row.added > 0)).toEqual([
      { field: 'vendor', kept: 1, corrected: 0, added: 0 },
      { field: 'cost', kept: 0, corrected: 1, added: 0 },
      { field: 'account_number', kept: 0, corrected: 0, added: 1 },
    ]);
  });

  it('takes a review with no outcomes as nothing to count', async () => {
    expect((await post(owner.client, { outcomes: [] })).status).toBe(204);
  });

  it('refuses unknown fields and outcomes, a field twice, values, and too many', async () => {
    await expectError(
      await post(owner.client, { outcomes: [{ field: 'ssn', outcome: 'kept' }] }),
      400,
      {
        code: 'VALIDATION_FAILED',
      },
    );
    await expectError(
      await post(owner.client, { outcomes: [{ field: 'vendor', outcome: 'guessed' }] }),
      400,
      { code: 'VALIDATION_FAILED' },
    );
    await expectError(
      await post(owner.client, {
        outcomes: [
          { field: 'vendor', outcome: 'kept' },
          { field: 'vendor', outcome: 'corrected' },
        ],
      }),
      400,
      { fields: { outcomes: expect.stringContaining('at most once') as unknown as string } },
    );
    await expectError(await post(owner.client, {}), 400, { code: 'VALIDATION_FAILED' });
    await expectError(
      await post(owner.client, {
        outcomes: [...REVIEWED_BILL_FIELDS, 'vendor'].map((field) => ({ field, outcome: 'kept' })),
      }),
      400,
      { code: 'VALIDATION_FAILED' },
    );
  });

  it('is for someone who may add to the household, signed in', async () => {
    const body = { outcomes: [{ field: 'vendor', outcome: 'kept' }] };
    expect((await post(new TestClient(t), body)).status).toBe(401);
    const viewer = await newConnectedMember(t, owner, 'viewer');
    await expectError(await post(viewer.client, body, `?owner=${owner.id}`), 404, {
      code: 'NOT_FOUND',
    });
  });

  it(`stops one person after ${REVIEW_OUTCOMES_PER_HOUR} reviews an hour`, async () => {
    const busy = await newUser(t, { fullName: 'Busy Reviewer' });
    const body = { outcomes: [] };
    for (let index = 0; index < REVIEW_OUTCOMES_PER_HOUR; index += 1)
      expect((await post(busy.client, body)).status).toBe(204);
    await expectError(await post(busy.client, body), 429, { code: 'RATE_LIMITED' });
    // Someone else is not held up by it.
    expect((await post(owner.client, body)).status).toBe(204);
  });
});

describe('the admin reports', () => {
  it('refuse people who are not admins, and visitors', async () => {
    for (const path of ['segments', 'segments.csv', 'document-analysis']) {
      await expectError(await owner.client.get(`/api/admin/${path}`), 403, {
        code: 'FORBIDDEN',
        message: "You don't have permission to access this page.",
      });
      await expectError(await new TestClient(t).get(`/api/admin/${path}`), 401, {
        code: 'UNAUTHENTICATED',
      });
    }
  });
});
