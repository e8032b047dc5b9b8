/**
 * An obligation's attached document is kept as this URL (GET answers with a fresh signed link to
 * the file after checking the session and access), so "open in a new tab" is a plain link.
 */
export function documentOpenUrl(documentId: string): string {
  return `/api/documents/${encodeURIComponent(documentId)}/open`;
}

const OPEN_URL = /^\/api\/documents\/([^/?#]+)\/open$/;

/** The document behind an attachment URL, or null for another kind of link (older data). */
export function documentIdFromOpenUrl(url: string | null | undefined): string | null {
  const match = url ? OPEN_URL.exec(url) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
