/**
 * The links an obligation holds, checked the same way where they are saved (the API schema) and
 * where they become an href (the web app): a stored link is user input, and a `javascript:` URL
 * or a path that browsers read as another site (`/\evil.example`) must never be opened.
 */

/**
 * An attached document: `/api/documents/{id}/open` (documents/obligation-attachments.ts, which
 * also checks that the id is one of the household's documents). One plain path segment: nothing
 * that could climb out of it or be decoded into something else.
 */
const DOCUMENT_OPEN_PATH = /^\/api\/documents\/[A-Za-z0-9-]+\/open$/;

/** Whitespace, control characters and backslashes: URL parsers drop or reinterpret them. */
const AMBIGUOUS = /[\s\\\p{Cc}]/u;

function isAbsoluteUrl(value: string, protocols: readonly string[]): boolean {
  if (AMBIGUOUS.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  // The scheme as written must be the one parsed: "https:evil" is not "https://…".
  return protocols.includes(url.protocol) && value.toLowerCase().startsWith(`${url.protocol}//`);
}

/** One of the app's own document links. */
export function isDocumentOpenPath(value: string): boolean {
  return DOCUMENT_OPEN_PATH.test(value);
}

/** An obligation's document: one of ours, or an https address elsewhere. */
export function isObligationDocumentUrl(value: string): boolean {
  return isDocumentOpenPath(value) || isAbsoluteUrl(value, ['https:']);
}

/** A vendor's website: an http or https address (never a path or another scheme). */
export function isWebsiteUrl(value: string): boolean {
  return isAbsoluteUrl(value, ['https:', 'http:']);
}

/** The href for a stored document link, or null when it is not one that may be opened. */
export function documentHref(value: string | null | undefined): string | null {
  const url = value?.trim();
  return url && isObligationDocumentUrl(url) ? url : null;
}

/** The href for a stored website, or null when it is not one that may be opened. */
export function websiteHref(value: string | null | undefined): string | null {
  const url = value?.trim();
  return url && isWebsiteUrl(url) ? url : null;
}
