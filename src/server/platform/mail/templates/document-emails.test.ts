import { describe, expect, it } from 'vitest';
import { documentExpiryEmail } from './document-emails';

describe('documentExpiryEmail', () => {
  const doc = {
    name: 'Home & auto policy',
    categoryLabel: 'Insurance Policy',
    expiresOn: 'March 3, 2027',
  };

  it('names the document, its category and date, and links to the hub', () => {
    const { subject, text, html } = documentExpiryEmail(
      { name: 'Dana Cruz' },
      doc,
      'http://localhost:3000/nido-hub',
    );
    expect(subject).toBe('Reminder: "Home & auto policy" expires on March 3, 2027');
    expect(text).toContain('Hi Dana,');
    expect(text).toContain(
      '"Home & auto policy" (Insurance Policy) in your Nido document hub expires or is due for renewal on March 3, 2027.',
    );
    expect(text).toContain('Open the document hub: http://localhost:3000/nido-hub');
    expect(html).toContain('&quot;Home &amp; auto policy&quot; (Insurance Policy)');
  });
});
