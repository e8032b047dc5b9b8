/** How process-bills may name a bill: one of our signed links, or a document id. */
export type BillReference = { token: string } | { documentId: string };

const FILES_PATH = /^\/api\/files\/([A-Za-z0-9_-]{20,200})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a reference the client sent names, read as text only: the host of an absolute URL is
 * ignored and nothing is ever fetched, so process-bills cannot be turned into a request to an
 * internal address (SSRF). Anything that is not `/api/files/{token}` or a uuid names nothing.
 */
export function readBillReference(reference: string): BillReference | null {
  const text = reference.trim();
  if (UUID.test(text)) return { documentId: text.toLowerCase() };
  let path: string;
  try {
    path = new URL(text, 'http://nido.invalid').pathname;
  } catch {
    return null;
  }
  const token = FILES_PATH.exec(path)?.[1];
  return token ? { token } : null;
}
