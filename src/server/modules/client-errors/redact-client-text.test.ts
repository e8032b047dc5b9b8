import { describe, expect, it } from 'vitest';
import { REDACTED, redactClientPath, redactClientText } from './redact-client-text';

const redact = (text: string) => redactClientText(text, 10_000);

describe('redactClientText', () => {
  it.each([
    ['Card 4111111111111111 declined', `Card ${REDACTED} declined`],
    ['Card 4111 1111 1111 1111 declined', `Card ${REDACTED} declined`],
    ['Account 0012-3456-789', `Account ${REDACTED}`],
    ['ZIP 62701', `ZIP ${REDACTED}`],
  ])('replaces a run of 5 or more digits: %j', (text, expected) => {
    expect(redact(text)).toBe(expected);
  });

  it('keeps short numbers, which say where in the code it failed', () => {
    expect(redact('at render (https://nido.example/assets/index-4f2a.js:1:2345)')).toBe(
      'at render (https://nido.example/assets/index-4f2a.js:1:2345)',
    );
    expect(redact('Expected 3 items, got 12')).toBe('Expected 3 items, got 12');
  });

  it('replaces query strings and fragments of URLs and paths', () => {
    expect(redact('Failed to fetch https://nido.example/api/expenses?owners=abc&q=rent')).toBe(
      `Failed to fetch https://nido.example/api/expenses?${REDACTED}`,
    );
    expect(redact('at x (https://nido.example/assets/a.js?v=abc:1:20)')).toBe(
      `at x (https://nido.example/assets/a.js?${REDACTED})`,
    );
    expect(redact('loaded /email-confirmed#access_token=secret-token')).toBe(
      `loaded /email-confirmed#${REDACTED}`,
    );
    expect(redact('bad input ?token=secret-token and &code=abc')).toBe(
      `bad input ?${REDACTED} and &${REDACTED}`,
    );
  });

  it('leaves a question in prose alone', () => {
    expect(redact('Is the value undefined? Yes & no')).toBe('Is the value undefined? Yes & no');
  });

  it('cuts the text to the length asked', () => {
    expect(redactClientText('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}…`);
  });

  it('takes linear time on text built to make patterns backtrack', () => {
    const started = performance.now();
    redact(`${'/'.repeat(8000)}`);
    redact(`${'1 '.repeat(4000)}x`);
    redact(`${'a/'.repeat(4000)}`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('redactClientPath', () => {
  it('drops the query string and fragment of the page', () => {
    expect(redactClientPath('/expenses?owners=4111111111111111#top', 200)).toBe('/expenses');
  });

  it('redacts numbers in the path itself', () => {
    expect(redactClientPath('/accounts/123456789/edit', 200)).toBe(`/accounts/${REDACTED}/edit`);
  });
});
