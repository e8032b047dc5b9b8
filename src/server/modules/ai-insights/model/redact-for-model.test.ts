import { describe, expect, it } from 'vitest';
import { redactForModel } from './redact-for-model';

describe('redactForModel', () => {
  it.each([
    ['Paid from Chase ****1234 on the 5th', 'Paid from Chase **** on the 5th'],
    ['card •••• 4321', 'card ****'],
    ['account xxx-9876', 'account ****'],
    ['account …5555', 'account ****'],
    ['the card ending in 4242', 'the card ending in ****'],
  ])('masks the visible digits of a masked number: %s', (input, expected) => {
    expect(redactForModel(input)).toBe(expected);
  });

  it.each([
    ['acct 123456789', 'acct [number removed]'],
    ['acct123456789', '[number removed]'],
    ['card 4111 1111 1111 1111 on file', 'card [number removed] on file'],
    ['routing 021-000-021', 'routing [number removed]'],
    ['policy AB12345678', 'policy [number removed]'],
    ['zip 12345', 'zip [number removed]'],
  ])('removes a run of five or more digits: %s', (input, expected) => {
    expect(redactForModel(input)).toBe(expected);
  });

  it.each([
    'Comcast costs $1,234.56 a year',
    'a total of $12345 so far',
    'about $ 80 a month',
    'the balance is 15234.50',
    'due 2025-03-01',
    'for the 2024-2025 school year',
    'due March 3, 2025 and on Sept 14 2026',
    'room 1234, 12.5% of the total',
  ])('keeps amounts, dates and short numbers: %s', (input) => {
    expect(redactForModel(input)).toBe(input);
  });

  it.each([
    ['SSN 123.45.6789', 'SSN [number removed]'],
    ['card 4111.1111.1111.1111', 'card [number removed]'],
    ['card 4111,1111,1111,1111', 'card [number removed]'],
    ['acct 1234/5678/9012', 'acct [number removed]'],
    ['acct 1234_5678_9012', 'acct [number removed]'],
    ['acct 1234–5678–9012', 'acct [number removed]'],
    ['call 512.555.0199', 'call [number removed]'],
    ['acct １２３４５６７８９', 'acct [number removed]'],
    ['$4111111111111111 on file', '[number removed] on file'],
  ])('removes digits grouped by dots, commas, slashes or other dashes: %s', (input, expected) => {
    expect(redactForModel(input)).toBe(expected);
  });

  it.each([
    ['VIN 1HGCM82633A004352', 'VIN [number removed]'],
    ['VIN WDBRF61J43F123ABC', 'VIN [number removed]'],
    ['policy H12A34B56C', 'policy [number removed]'],
  ])('removes a code of letters and four or more digits: %s', (input, expected) => {
    expect(redactForModel(input)).toBe(expected);
  });

  it.each([
    'they hold 15,000 shares worth $1,234,567.89',
    'a 401k, a 529 plan and Form 1040 for 2024',
    'the 2021 Toyota Camry and the Honda CR-V',
  ])('keeps grouped amounts and short codes: %s', (input) => {
    expect(redactForModel(input)).toBe(input);
  });

  it('removes email addresses, and keeps the words around them', () => {
    expect(
      redactForModel('Priya Shah, attorney: priya.shah@whitfield-law.com or (512) 555-0199.'),
    ).toBe('Priya Shah, attorney: [email removed] or (512) [number removed].');
  });

  it('removes the account number and keeps the amount in one sentence', () => {
    expect(redactForModel('$1,234.56 from acct 987654321 (Chase ****1234)')).toBe(
      '$1,234.56 from acct [number removed] (Chase ****)',
    );
  });

  it('does not let a dollar sign shield digits after a space', () => {
    expect(redactForModel('$12 34567890')).toBe('$12 [number removed]');
  });
});
