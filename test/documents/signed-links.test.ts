import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTextPdf } from '@server/platform/pdf/build-text-pdf';
import type { TDocument } from '@shared/documents/document-schemas';
import { createTestApp, type TestApp } from '@test/harness/test-app';
import { newUser, type TestUser } from '@test/harness/accounts';
import { expectError, newConnectedMember } from '@test/harness/family';
import { PNG, signedLink, uploadDocument } from '@test/harness/documents';

/** The links' clock: tests move it instead of waiting an hour. */
let clock = new Date('2026-11-21T10:00:00Z').getTime();
const HOUR_MS = 3600 * 1000;

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let pdf: TDocument;
let png: TDocument;
const PDF = buildTextPdf(['Trust agreement']);

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  owner = await newUser(t, { fullName: 'Olivia Owner' });
  stranger = await newUser(t, { fullName: 'Sam Stranger' });
  pdf = await uploadDocument(
    owner.client,
    { bytes: PDF, name: 'Trust – Änderung "final".pdf' },
    { name: 'Trust' },
  );
  png = await uploadDocument(owner.client, { bytes: PNG, name: 'id.png' }, { name: 'ID' });
});
afterAll(() => t.close());

describe('a signed link', () => {
  it('is issued for 3600 s and downloads the file without a session', async () => {
    const link = await signedLink(owner.client, pdf.id, 'attachment');
    expect(link.url).toMatch(/^\/api\/files\/[A-Za-z0-9_-]{72}$/);
    expect(link.expiresAt).toBe(new Date(clock + HOUR_MS).toISOString());
    const response = await t.request(link.url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Trust _ Anderung _final_.pdf"; filename*=UTF-8''Trust%20%E2%80%93%20%C3%84nderung%20%22final%22.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('shows PDFs and images inline when asked, with a policy that runs no script', async () => {
    const inlinePdf = await t.request((await signedLink(owner.client, pdf.id, 'inline')).url);
    expect(inlinePdf.headers.get('content-disposition')).toMatch(/^inline; /);
    const pdfPolicy = inlinePdf.headers.get('content-security-policy') ?? '';
    expect(pdfPolicy).toContain("default-src 'none'");
    expect(pdfPolicy).not.toContain('script-src');
    const inlinePng = await t.request((await signedLink(owner.client, png.id, 'inline')).url);
    expect(inlinePng.headers.get('content-type')).toBe('image/png');
    expect(inlinePng.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(inlinePng.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('is refused with 403 once the hour has passed', async () => {
    const link = await signedLink(owner.client, pdf.id);
    clock += HOUR_MS - 1000;
    expect((await t.request(link.url)).status).toBe(200);
    clock += 1000;
    await expectError(await t.request(link.url), 403, {
      code: 'FORBIDDEN',
      message: 'This link has expired.',
    });
  });

  it('opens only its own document, and a changed token opens nothing', async () => {
    const link = await signedLink(owner.client, pdf.id);
    const token = link.url.split('/').pop() ?? '';
    const other = (await signedLink(owner.client, png.id)).url.split('/').pop() ?? '';
    // Document B's id with document A's signature.
    const swapped = Buffer.from(token, 'base64url');
    Buffer.from(other, 'base64url').copy(swapped, 1, 1, 17);
    await expectError(await t.request(`/api/files/${swapped.toString('base64url')}`), 404, {
      code: 'NOT_FOUND',
    });
    for (const position of [0, 5, 30, 71]) {
      const flipped = `${token.slice(0, position)}${token[position] === 'A' ? 'B' : 'A'}${token.slice(position + 1)}`;
      expect((await t.request(`/api/files/${flipped}`)).status, `character ${position}`).toBe(404);
    }
    // A later expiry with the original signature is not accepted either.
    const extended = Buffer.from(token, 'base64url');
    extended.writeUInt32BE(extended.readUInt32BE(17) + 86_400, 17);
    expect((await t.request(`/api/files/${extended.toString('base64url')}`)).status).toBe(404);
    expect((await t.request('/api/files/not-a-token')).status).toBe(404);
  });

  it('answers GET only', async () => {
    const { url } = await signedLink(owner.client, pdf.id);
    const head = await t.request(url, { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET');
    const post = await t.request(url, { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('stops working when the document is deleted', async () => {
    const document = await uploadDocument(owner.client, { bytes: PNG, name: 'gone.png' });
    const { url } = await signedLink(owner.client, document.id);
    expect((await t.request(url)).status).toBe(200);
    expect((await owner.client.delete(`/api/documents/${document.id}`)).status).toBe(200);
    expect((await t.request(url)).status).toBe(404);
  });

  it('is issued only to those who may read the document', async () => {
    expect(
      (await stranger.client.post(`/api/documents/${pdf.id}/link`, { disposition: 'inline' }))
        .status,
    ).toBe(404);
    const viewer = await newConnectedMember(t, owner, 'viewer');
    const link = await signedLink(viewer.client, pdf.id);
    expect((await t.request(link.url)).status).toBe(200);
  });
});

describe('GET /api/documents/{id}/open', () => {
  it('redirects to a fresh inline link (what an obligation keeps as its document address)', async () => {
    const response = await owner.client.get(`/api/documents/${pdf.id}/open`);
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/files\//);
    const file = await t.request(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^inline; /);
  });
});
