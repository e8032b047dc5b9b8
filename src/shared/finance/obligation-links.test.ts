import { describe, expect, it } from 'vitest';
import {
  documentHref,
  isObligationDocumentUrl,
  isWebsiteUrl,
  websiteHref,
} from './obligation-links';

const OWN_DOCUMENT = '/api/documents/5b1c0e2a-9d1f-4c3e-8a7b-1d2e3f4a5b6c/open';

/** Links a browser would open somewhere other than where they seem to point, or run. */
const UNSAFE = [
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '//evil.example/x',
  '/ /evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https:evil.example',
  'https:/evil.example',
  'https://evil.example\\@good.example',
  '/api/documents/a%2F..%2F..%2Fx/open',
  '/api/documents/../../evil/open',
  '/api/documents/5b1c0e2a-9d1f-4c3e-8a7b-1d2e3f4a5b6c/open/../../../x',
  '/expenses',
];

describe('obligation links', () => {
  it('a document is one of ours or an https link', () => {
    expect(isObligationDocumentUrl(OWN_DOCUMENT)).toBe(true);
    expect(isObligationDocumentUrl('https://example.com/bill.pdf')).toBe(true);
    expect(isObligationDocumentUrl('http://example.com/bill.pdf')).toBe(false);
  });

  it('a website is an http or https address', () => {
    expect(isWebsiteUrl('https://example.com')).toBe(true);
    expect(isWebsiteUrl('HTTP://example.com/pay?account=1')).toBe(true);
    expect(isWebsiteUrl(OWN_DOCUMENT)).toBe(false);
  });

  it.each(UNSAFE)('never makes %j an href', (url) => {
    expect(documentHref(url)).toBeNull();
    expect(websiteHref(url)).toBeNull();
  });

  it('gives the href of a safe stored link, and none for nothing', () => {
    expect(documentHref(` ${OWN_DOCUMENT} `)).toBe(OWN_DOCUMENT);
    expect(websiteHref('https://example.com')).toBe('https://example.com');
    expect(documentHref(null)).toBeNull();
    expect(websiteHref('')).toBeNull();
  });
});
