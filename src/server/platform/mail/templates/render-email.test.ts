import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email';
import { passwordResetEmail, verificationEmail } from './account-emails';

describe('renderEmail', () => {
  it('escapes every inserted value', () => {
    const { html } = renderEmail({
      subject: 'x',
      preheader: 'p',
      heading: '<script>alert(1)</script>',
      paragraphs: ['Tom & "Jerry"'],
      action: { label: 'Go', url: 'https://example.com/?a=1&b="2"' },
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(html).toContain('href="https://example.com/?a=1&amp;b=&quot;2&quot;"');
  });

  it('gives a plain-text version with the link', () => {
    const { text, subject } = passwordResetEmail(
      { name: 'Dana Cruz' },
      'http://localhost:3000/reset-password?token=abc',
    );
    expect(subject).toBe('Reset your Nido password');
    expect(text).toContain('Hi Dana,');
    expect(text).toContain('Choose a new password: http://localhost:3000/reset-password?token=abc');
    expect(text).toContain('expires in 1 hour');
  });

  it('greets without a name', () => {
    expect(verificationEmail({ name: '' }, 'http://x').text).toContain('Hi,');
  });
});
