import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { TDocument, TDocumentDetails, TSignedLink } from '@shared/documents/document-schemas';
import type { TestClient } from './client';
import type { TestApp } from './test-app';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The start of a Windows executable: what a renamed .exe looks like to the upload check. */
export const EXECUTABLE = Buffer.concat([
  Buffer.from('MZ\x90\x00', 'latin1'),
  Buffer.alloc(60),
  Buffer.from('PE\x00\x00', 'latin1'),
  Buffer.alloc(256, 0x90),
]);

export type UploadFile = { bytes: Buffer; name: string; type?: string };

/** The form the web app sends: the file and its details as a JSON string. */
export function uploadForm(
  file: UploadFile | null,
  details: TDocumentDetails | string | null = { name: file?.name ?? 'Document' },
): FormData {
  const form = new FormData();
  if (details !== null)
    form.set('details', typeof details === 'string' ? details : JSON.stringify(details));
  if (file)
    form.set(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  return form;
}

/** POST /api/documents as the client, with a same-origin Origin like the browser. */
export function postUpload(client: TestClient, form: FormData): Promise<Response> {
  return client.request('/api/documents', { method: 'POST', body: form });
}

/** Uploads a file and returns the stored document (the upload must succeed). */
export async function uploadDocument(
  client: TestClient,
  file: UploadFile,
  details?: TDocumentDetails,
): Promise<TDocument> {
  const response = await postUpload(client, uploadForm(file, details));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { document: TDocument }).document;
}

/** A signed link to a document (the request must succeed). */
export async function signedLink(
  client: TestClient,
  documentId: string,
  disposition: 'inline' | 'attachment' = 'attachment',
): Promise<TSignedLink> {
  const response = await client.post(`/api/documents/${documentId}/link`, { disposition });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TSignedLink;
}

/** Every file under the test app's storage folder (relative paths), e.g. to see nothing was left. */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const root = path.join(t.dataDir, 'files');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}
