/** How far into a file its OFX header or `<OFX>` tag may be. */
const OFX_SNIFF_CHARS = 4096;

/**
 * Whether a statement's text is OFX (1.x's `OFXHEADER:100` lines, 2.x's `<?OFX …?>`, or a file
 * that starts at `<OFX>`; Quicken's QFX is OFX) or anything else, which is then tried as CSV. The
 * content decides, not the name: banks name OFX downloads .qfx, .qbo or .ofx alike.
 */
export function isOfxText(text: string): boolean {
  const head = text.slice(0, OFX_SNIFF_CHARS).trimStart();
  return /^OFXHEADER\s*:/i.test(head) || /<\?OFX\s/i.test(head) || /<OFX[\s>]/i.test(head);
}
