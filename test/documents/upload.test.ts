import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '@server/db/schema';
import { buildTextPdf } from '@server/platform/pdf/build-text-pdf';
import { MAX_DOCUMENT_BYTES } from '@shared/documents/document-schemas';
import type { TDocument } from '@shared/documents/document-schemas';
import type { TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { TestClient } from '@test/harness/client';
import {
  createFamilyTestApp,
  expectError,
  newConnectedMember,
  newGuest,
} from '@test/harness/family';
import {
  EXECUTABLE,
  PNG,
  postUpload,
  signedLink,
  storedFiles,
  uploadDocument,
  uploadForm,
} from '@test/harness/documents';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createFamilyTestApp();
  owner = await newUser(t, { fullName: 'Olivia Owner' });
});
afterAll(() => t.close());

const PDF = buildTextPdf(['Last Will and Testament of Olivia Owner', 'Executor: Mia Owner']);

async function download(url: string): Promise<Response> {
  return t.request(url);
}

describe('uploading a document', () => {
  it('stores it encrypted and gives the same bytes back', async () => {
    const document = await uploadDocument(
      owner.client,
      { bytes: PDF, name: 'will.pdf', type: 'application/pdf' },
      { name: 'Will', category: 'will', tags: ['estate'], expiresOn: '2030-01-31' },
    );
    expect(document).toMatchObject({
      ownerId: owner.id,
      name: 'Will',
      fileName: 'will.pdf',
      fileType: 'pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      category: 'will',
      tags: ['estate'],
      link: null,
      expiresOn: '2030-01-31',
    });

    const { url } = await signedLink(owner.client, document.id);
    const response = await download(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);

    // On disk: a file under the owner's folder named by the server, holding no plaintext.
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.objectKey).toMatch(new RegExp(`^${owner.id}/\\d+-[0-9a-f]{16}\\.pdf$`));
    expect(row?.uploadedBy).toBe(owner.id);
    const onDisk = await readFile(path.join(t.dataDir, 'files', row?.objectKey ?? ''));
    expect(onDisk.includes(Buffer.from('Last Will and Testament'))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF-'))).toBe(false);
    expect(onDisk.length).toBeGreaterThan(PDF.length);
  });

  it('keeps the shown file name without its path or control characters, and never uses it as a path', async () => {
    const document = await uploadDocument(
      owner.client,
      { bytes: PNG, name: '..\\..\\etc\\pass\twd\u202Egnp.png' },
      { name: 'Scan' },
    );
    expect(document.fileName).toBe('passwdgnp.png');
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.objectKey).not.toContain('passwd');

    const long = await uploadDocument(
      owner.client,
      { bytes: PNG, name: `${'a'.repeat(300)}.png` },
      { name: 'Long' },
    );
    expect(long.fileName).toHaveLength(200);
    expect(long.fileName.endsWith('.png')).toBe(true);
  });

  it('refuses a renamed executable with the spec message and stores nothing', async () => {
    const before = await storedFiles(t);
    const response = await postUpload(
      owner.client,
      uploadForm({ bytes: EXECUTABLE, name: 'statement.pdf', type: 'application/pdf' }),
    );
    await expectError(response, 415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This file is not a PDF, image, Word or Excel document.',
    });
    expect(await storedFiles(t)).toEqual(before);
  });

  it('stores a PNG named .pdf as the PNG it is, and downloads it as .png', async () => {
    const document = await uploadDocument(
      owner.client,
      { bytes: PNG, name: 'passport.pdf', type: 'application/pdf' },
      { name: 'Passport', category: 'identification' },
    );
    expect(document).toMatchObject({
      fileType: 'png',
      contentType: 'image/png',
      fileName: 'passport.pdf',
    });
    const response = await download((await signedLink(owner.client, document.id)).url);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="passport.png"; filename*=UTF-8''passport.png`,
    );
  });

  it('refuses a file of 10 MB and one byte with 413 and stores nothing', async () => {
    const before = await storedFiles(t);
    const count = async () =>
      (await t.database.db.select({ id: documents.id }).from(documents)).length;
    const rows = await count();
    const tooLarge = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - PDF.length, 0x20)]);
    const response = await postUpload(
      owner.client,
      uploadForm({ bytes: tooLarge, name: 'huge.pdf' }, { name: 'Huge' }),
    );
    await expectError(response, 413, {
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 10 MB.',
    });
    expect(await storedFiles(t)).toEqual(before);
    expect(await count()).toBe(rows);

    // Exactly 10 MB is allowed.
    const largest = await uploadDocument(
      owner.client,
      { bytes: tooLarge.subarray(0, MAX_DOCUMENT_BYTES), name: 'largest.pdf' },
      { name: 'Largest' },
    );
    expect(largest.sizeBytes).toBe(MAX_DOCUMENT_BYTES);
  });

  it('refuses an oversized body while it streams, without reading the rest', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    const total = 30;
    let pulled = 0;
    const boundary = 'nido-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="details"\r\n\r\n{"name":"Endless"}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="endless.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    );
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) controller.enqueue(new Uint8Array(head));
        else if (pulled > total) controller.close();
        else controller.enqueue(new Uint8Array(chunk));
        pulled += 1;
      },
    });
    const response = await owner.client.request('/api/documents', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    await expectError(response, 413, { message: 'The file is larger than 10 MB.' });
    // 10 MB is ten chunks; a few more may sit in stream buffers, never the whole 30.
    expect(pulled).toBeLessThan(16);
  });

  it('refuses a Content-Length over the limit before reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const response = await owner.client.request('/api/documents', {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(MAX_DOCUMENT_BYTES * 2),
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('refuses a form without a file, with two files, or that is not multipart', async () => {
    await expectError(await postUpload(owner.client, uploadForm(null, { name: 'Nothing' })), 400, {
      code: 'VALIDATION_FAILED',
      fields: { file: 'Choose a file to upload.' },
    });

    const two = uploadForm({ bytes: PNG, name: 'one.png' }, { name: 'Two' });
    two.append('file', new Blob([new Uint8Array(PNG)]), 'two.png');
    await expectError(await postUpload(owner.client, two), 400, {
      message: 'Upload one file at a time.',
    });

    const json = await owner.client.post('/api/documents', { name: 'JSON' });
    expect(json.status).toBe(400);
  });

  it('refuses an empty file and invalid details with field messages', async () => {
    await expectError(
      await postUpload(owner.client, uploadForm({ bytes: Buffer.alloc(0), name: 'empty.pdf' })),
      400,
      { fields: { file: 'This file is empty.' } },
    );
    await expectError(
      await postUpload(
        owner.client,
        uploadForm({ bytes: PNG, name: 'x.png' }, { name: ' ', category: 'recipe' as 'will' }),
      ),
      400,
      { fields: { name: 'Please enter a name', category: 'Choose a category' } },
    );
    await expectError(
      await postUpload(owner.client, uploadForm({ bytes: PNG, name: 'x.png' }, '{not json')),
      400,
      { fields: { details: 'The details are not valid JSON.' } },
    );
  });
});

describe('where an upload lands', () => {
  it("puts a guest's upload in the inviter's household", async () => {
    const guest = await newGuest(t, owner, 'Gabe Guest');
    const document = await uploadDocument(guest.client, { bytes: PNG, name: 'policy.png' });
    expect(document.ownerId).toBe(owner.id);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, document.id));
    expect(row?.uploadedBy).toBe(guest.id);
    expect(row?.objectKey.startsWith(`${owner.id}/`)).toBe(true);
    const listed = (await (await owner.client.get('/api/documents')).json()) as {
      documents: TDocument[];
    };
    expect(listed.documents.map((item) => item.id)).toContain(document.id);
  });

  it("keeps a viewer's upload in the viewer's own household", async () => {
    const viewer = await newConnectedMember(t, owner, 'viewer');
    const document = await uploadDocument(viewer.client, { bytes: PNG, name: 'mine.png' });
    expect(document.ownerId).toBe(viewer.id);
    const listed = (await (await owner.client.get(`/api/documents?owners=${owner.id}`)).json()) as {
      documents: TDocument[];
    };
    expect(listed.documents.map((item) => item.id)).not.toContain(document.id);
  });

  it('refuses a signed-out upload before reading it', async () => {
    const response = await postUpload(new TestClient(t), uploadForm({ bytes: PNG, name: 'x.png' }));
    expect(response.status).toBe(401);
  });
});
