import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BILLS_PER_UPLOAD } from '@shared/bills/bill-schemas';
import {
  BILL_PROCESSING_AT_ONCE,
  BILL_PROCESSING_SERVER_WIDE,
} from '@server/modules/bills/bill-limits';
import type { BillReader } from '@server/modules/bills/extraction/extract-bill';
import { createBillReader } from '@server/modules/bills/extraction/extract-bill';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { createFamilyTestApp, expectError } from '@test/harness/family';
import { processBills, uploadBill, waterBillPdf } from '@test/harness/bills';

/** The real reader, held at the door while `held` is set: reads in progress stay in progress. */
function heldReader(): BillReader & { started: number; hold(): void; letGo(): void } {
  const real = createBillReader();
  let gate: Promise<void> | null = null;
  let open = () => {};
  return {
    started: 0,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    letGo() {
      gate = null;
      open();
    },
    async read(bytes, today) {
      this.started += 1;
      await gate;
      return real.read(bytes, today);
    },
    close: () => real.close(),
  };
}

const reader = heldReader();
let t: TestApp;
let person: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp({ billReader: reader });
  person = await newUser(t);
  other = await newUser(t);
});
afterAll(() => t.close());

const BILL = { bytes: waterBillPdf(), name: 'Water bill.pdf', type: 'application/pdf' };

describe('process-bills at once', () => {
  it(`reads ${BILL_PROCESSING_AT_ONCE} requests of one person at a time and answers the next 429 with Retry-After`, async () => {
    const { url } = await uploadBill(person.client, BILL);
    const { url: theirs } = await uploadBill(other.client, BILL);
    reader.hold();
    const running = Array.from({ length: BILL_PROCESSING_AT_ONCE }, () =>
      person.client.post('/api/bills/process', { imageUrls: [url] }),
    );
    await vi.waitFor(() => expect(reader.started).toBe(BILL_PROCESSING_AT_ONCE));

    const refused = await person.client.post('/api/bills/process', { imageUrls: [url] });
    expect(refused.headers.get('Retry-After')).toBe('15');
    await expectError(refused, 429, {
      code: 'RATE_LIMITED',
      message: `Nido is already reading ${BILL_PROCESSING_AT_ONCE} sets of your bills. Wait for them to finish, then try again.`,
    });
    // Someone else is not kept waiting by this person's limit.
    const otherRequest = other.client.post('/api/bills/process', { imageUrls: [theirs] });
    await vi.waitFor(() => expect(reader.started).toBe(BILL_PROCESSING_AT_ONCE + 1));

    reader.letGo();
    for (const response of [...(await Promise.all(running)), await otherRequest])
      expect(response.status).toBe(200);
    // Finished requests give their places back.
    const [result] = await processBills(person.client, [url]);
    expect(result).toMatchObject({ success: true, data: { cost: 86.4 } });
  });

  it(`reads ${BILL_PROCESSING_SERVER_WIDE} requests at once in all, and answers the next 503 with Retry-After`, async () => {
    const people = await Promise.all(
      Array.from({ length: BILL_PROCESSING_SERVER_WIDE + 1 }, () => newUser(t)),
    );
    const urls = await Promise.all(
      people.map(async (each) => (await uploadBill(each.client, BILL)).url),
    );
    const started = reader.started;
    reader.hold();
    const running = people
      .slice(0, BILL_PROCESSING_SERVER_WIDE)
      .map((each, index) => each.client.post('/api/bills/process', { imageUrls: [urls[index]] }));
    await vi.waitFor(() => expect(reader.started).toBe(started + BILL_PROCESSING_SERVER_WIDE));

    const last = people[BILL_PROCESSING_SERVER_WIDE]!;
    const refused = await last.client.post('/api/bills/process', {
      imageUrls: [urls[BILL_PROCESSING_SERVER_WIDE]],
    });
    expect(refused.headers.get('Retry-After')).toBe('15');
    await expectError(refused, 503, { code: 'UNAVAILABLE' });

    reader.letGo();
    for (const response of await Promise.all(running)) expect(response.status).toBe(200);
    const [result] = await processBills(last.client, [urls[BILL_PROCESSING_SERVER_WIDE]!]);
    expect(result).toMatchObject({ success: true });
  });

  it(`takes at most ${MAX_BILLS_PER_UPLOAD} bills in one request`, async () => {
    const { url } = await uploadBill(person.client, BILL);
    const started = reader.started;
    await expectError(
      await person.client.post('/api/bills/process', {
        imageUrls: Array.from({ length: MAX_BILLS_PER_UPLOAD + 1 }, () => url),
      }),
      400,
      {
        code: 'VALIDATION_FAILED',
        fields: {
          imageUrls: `Send at most ${MAX_BILLS_PER_UPLOAD} bills at a time; send the others in another request.`,
        },
      },
    );
    expect(reader.started).toBe(started);
    const results = await processBills(
      person.client,
      Array.from({ length: MAX_BILLS_PER_UPLOAD }, () => url),
    );
    expect(results).toHaveLength(MAX_BILLS_PER_UPLOAD);
  });
});
