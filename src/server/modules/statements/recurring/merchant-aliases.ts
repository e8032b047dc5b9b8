/**
 * Descriptors whose words do not name the merchant the way people do. Checked on the whole
 * descriptor first (a card payment has no merchant at all), then on the cleaned name.
 */

/** Whole descriptors that stand for one thing whatever else they carry. */
export const WHOLE_DESCRIPTOR_NAMES: readonly { pattern: RegExp; name: string }[] = [
  // The card side of a card payment: every issuer words it differently.
  {
    pattern:
      /^(?:(?:ONLINE|MOBILE|INTERNET|ELECTRONIC|AUTOMATIC|AUTOPAY|AUTO-PMT|E-?)\s*)*(?:PAYMENT|PYMT|PMT)\b.*\b(?:THANK\s*YOU|THANK|RECEIVED)\b/i,
    name: 'CARD PAYMENT',
  },
  { pattern: /^(?:AUTOPAY|AUTOMATIC) PAYMENT\b/i, name: 'CARD PAYMENT' },
  {
    pattern: /^APPLE\.COM\/BILL\b|^APPLE\.COM\/US\b|^APL\*\s*APPLE|^APPLE ONLINE STORE/i,
    name: 'APPLE',
  },
];

/** Short or cryptic forms of well-known names (matched on the cleaned name's first words). */
export const NAME_ALIASES: readonly { pattern: RegExp; name: string }[] = [
  {
    pattern: /^(?:AMZN|AMAZON)(?:\.COM)? (?:MKTP|MKTPL|MKTPLACE|MARKETPLACE)\b.*/i,
    name: 'AMAZON MARKETPLACE',
  },
  { pattern: /^(?:AMZN|AMAZON)(?:\.COM)? PRIME\b.*/i, name: 'AMAZON PRIME' },
  { pattern: /^(?:AMZN|AMAZON)(?:\.COM)? DIGITAL\b.*/i, name: 'AMAZON DIGITAL' },
  { pattern: /^AMZN(?:\.COM)?\b/i, name: 'AMAZON' },
  { pattern: /^PGANDE\b|^PG ?& ?E\b|^PACIFIC GAS (?:&|AND) ELECTRIC\b/i, name: 'PG&E' },
  { pattern: /^ATT\b|^AT ?& ?T\b/i, name: 'AT&T' },
  { pattern: /^T-?MOBILE\b|^TMOBILE\b/i, name: 'T-MOBILE' },
  { pattern: /^VZWRLSS\b|^VERIZON ?WIRELESS\b|^VZ ?WIRELESS\b/i, name: 'VERIZON WIRELESS' },
  { pattern: /^COMCAST\b|^XFINITY\b/i, name: 'COMCAST' },
];
