/**
 * A stored link that is safe to open: http(s), or a path on our own site (attached documents).
 * The API only accepts http(s) websites, but older or imported data is not trusted with a
 * `javascript:` URL in an href.
 */
export function safeLinkUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https?:\/\//i.test(value) && URL.canParse(value) ? value : null;
}
