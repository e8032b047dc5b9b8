import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '@server/db/schema';
import { BILL_BYTES_PER_DAY, BILL_UPLOADS_PER_MINUTE } from '@server/modules/bills/bill-limits';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, expectError } from '@test/harness/family';
import { PNG } from '@test/harness/documents';
import { postBill, uploadBill, waterBillPdf } from '@test/harness/bills';

const HOUR = 60 * 60_000;
const MiB = 1024 * 1024;

// The bill service's clock, which the per-minute window and the 24 hours are read against.
let clock = Date.parse('2026-11-20T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createFamilyTestApp({ now: () => new Date(clock) });
});
afterAll(() => t.close());

const BILL = { bytes: waterBillPdf(), name: 'Water bill.pdf', type: 'application/pdf' };
const TINY_BILL = { bytes: PNG, name: 'Receipt.png', type: 'image/png' };

/** A bill the person uploaded earlier, written straight into the documents table. */
async function earlierBill(person: TestUser, sizeBytes: number, hoursAgo: number) {
  await t.database.db.insert(documents).values({
    userId: person.id,
    uploadedBy: person.id,
    name: 'Earlier bill',
    fileName: 'earlier.pdf',
    fileType: 'pdf',
    contentType: 'application/pdf',
    sizeBytes,
    objectKey: `${person.id}/${randomUUID()}.pdf`,
    category: 'bill',
    createdAt: new Date(clock - hoursAgo * HOUR),
  });
}

describe('bill uploads a minute', () => {
  it(`takes ${BILL_UPLOADS_PER_MINUTE} from one person, then answers 429 with Retry-After until the minute is over`, async () => {
    const person = await newUser(t);
    const other = await newUser(t);
    for (let upload = 0; upload < BILL_UPLOADS_PER_MINUTE; upload += 1)
      await uploadBill(person.client, TINY_BILL);

    clock += 20_000;
    const refused = await postBill(person.client, TINY_BILL);
    expect(refused.headers.get('Retry-After')).toBe('40');
    await expectError(refused, 429, {
      code: 'RATE_LIMITED',
      message: `You have uploaded ${BILL_UPLOADS_PER_MINUTE} bills in the last minute, the most Nido takes. Wait a minute, then upload the rest.`,
    });
    // Someone else's uploads are their own.
    await uploadBill(other.client, TINY_BILL);

    clock += 40_000;
    await uploadBill(person.client, TINY_BILL);
  });
});

describe('bill bytes a day', () => {
  it('refuses a bill that would take one person past 200 MB in 24 hours, and says when there is room again', async () => {
    const person = await newUser(t);
    // Room for one tiny bill within the last 24 hours; an older upload no longer counts.
    await earlierBill(person, 300 * MiB, 25);
    await earlierBill(person, 150 * MiB, 23);
    await earlierBill(person, BILL_BYTES_PER_DAY - 150 * MiB - TINY_BILL.bytes.length, 1);
    const stored = await t.database.db.$count(documents);

    const refused = await postBill(person.client, BILL);
    // Room for it comes back when the upload of 23 hours ago is a day old.
    expect(refused.headers.get('Retry-After')).toBe('3600');
    await expectError(refused, 429, {
      code: 'RATE_LIMITED',
      message:
        'You have uploaded 200 MB of bills in the last 24 hours, the most Nido takes in a day. Try again in about 60 minutes, or enter these bills by hand.',
    });
    expect(await t.database.db.$count(documents)).toBe(stored);

    // What still fits is taken; then the day is full, and the next is refused before it is read.
    await uploadBill(person.client, TINY_BILL);
    const full = await postBill(person.client, TINY_BILL);
    expect(full.status).toBe(429);
    expect(full.headers.get('Retry-After')).toBe('3600');
    expect(await t.database.db.$count(documents)).toBe(stored + 1);

    // Another person's day is their own.
    await uploadBill((await newUser(t)).client, BILL);
  });
});
