import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documents } from '@server/db/schema';
import { NOT_A_BILL_REFERENCE } from '@server/modules/bills/bill-service';
import { NOT_A_BILL_MESSAGE } from '@server/modules/bills/bill-upload';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { TestClient } from '@test/harness/client';
import { createFamilyTestApp, expectError } from '@test/harness/family';
import { EXECUTABLE } from '@test/harness/documents';
import { postBill, processBills, uploadBill, waterBillPdf } from '@test/harness/bills';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
});
afterAll(() => t.close());

const BILL = { bytes: waterBillPdf(), name: 'Water bill Nov.pdf', type: 'application/pdf' };

describe('uploading a bill', () => {
  it('stores it encrypted at {userId}/{timestamp}-{filename} as a Bill document, with a signed link', async () => {
    const uploaded = await uploadBill(owner.client, BILL);
    expect(uploaded.url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]+$/);
    const lifetime = Date.parse(uploaded.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(3590_000);
    expect(lifetime).toBeLessThanOrEqual(3600_000);

    const [row] = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, uploaded.documentId));
    expect(row?.objectKey).toMatch(
      new RegExp(`^${owner.id}/\\d{13}-[0-9a-f]{8}-Water-bill-Nov\\.pdf$`),
    );
    expect(row).toMatchObject({ category: 'bill', fileType: 'pdf', name: 'Water bill Nov' });
    const onDisk = await readFile(path.join(t.dataDir, 'files', row?.objectKey ?? ''));
    expect(onDisk.includes(Buffer.from('LAKESIDE'))).toBe(false);

    const file = await t.request(uploaded.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(BILL.bytes)).toBe(true);
  });

  it('refuses what is not a PDF or a photo, an empty file, and a visitor', async () => {
    await expectError(await postBill(owner.client, { bytes: EXECUTABLE, name: 'bill.pdf' }), 415, {
      message: NOT_A_BILL_MESSAGE,
    });
    await expectError(
      await postBill(owner.client, { bytes: Buffer.alloc(0), name: 'a.pdf' }),
      400,
      {
        message: 'This file is empty.',
      },
    );
    expect((await postBill(new TestClient(t), BILL)).status).toBe(401);
  });
});

describe('process-bills', () => {
  it('reads an uploaded bill into the spec result, with evidence for each field', async () => {
    const uploaded = await uploadBill(owner.client, BILL);
    const [result] = await processBills(owner.client, [uploaded.url]);
    expect(result).toMatchObject({
      success: true,
      error: null,
      imageUrl: uploaded.url,
      documentId: uploaded.documentId,
      data: {
        vendor: 'Lakeside Municipal Water',
        cost: 86.4,
        category: 'home',
        home_subcategory: 'Utilities',
        account_number: '118-2045-33',
        is_auto_pay: false,
        due_date: '2026-12-15',
        bill_date: '2026-11-20',
      },
      match: null,
    });
    expect(result?.evidence.cost?.source).toContain('86.40');
    expect(result?.evidence.cost?.confidence).toBeGreaterThan(0.6);
  });

  it("refuses another household's bill, by link and by id, as not found", async () => {
    const theirs = await uploadBill(stranger.client, BILL);
    const results = await processBills(owner.client, [theirs.url, theirs.documentId]);
    for (const result of results) {
      expect(result).toMatchObject({ success: false, data: null, documentId: null });
      expect(result.error).toMatch(/not found/);
    }
  });

  it('never fetches a URL it is given, whatever it points at', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const outside = [
      'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      'http://127.0.0.1:5432/',
      'https://example.com/bill.pdf',
      'file:///etc/passwd',
      '/api/documents/00000000-0000-4000-8000-000000000000/open',
      'javascript:alert(1)',
    ];
    try {
      const results = await processBills(owner.client, outside);
      expect(results.map((result) => result.error)).toEqual(
        outside.map(() => NOT_A_BILL_REFERENCE),
      );
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('answers each bill in order; a bad file fails only itself', async () => {
    const good = await uploadBill(owner.client, BILL);
    const broken = await uploadBill(owner.client, {
      bytes: Buffer.from('%PDF-1.4\nthis is not really a PDF at all\n%%EOF\n'),
      name: 'broken.pdf',
    });
    const results = await processBills(owner.client, [broken.url, good.url]);
    expect(results[0]).toMatchObject({ success: false, documentId: broken.documentId });
    expect(results[0]?.error).toMatch(/damaged|could not be read/);
    expect(results[1]).toMatchObject({ success: true, data: { cost: 86.4 } });
  });

  it('asks for at least one bill, and a session', async () => {
    await expectError(await owner.client.post('/api/bills/process', { imageUrls: [] }), 400, {
      code: 'VALIDATION_FAILED',
    });
    expect((await new TestClient(t).post('/api/bills/process', { imageUrls: ['x'] })).status).toBe(
      401,
    );
  });
});
