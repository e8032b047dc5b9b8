import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_FORMAT_MESSAGE,
  BANK_ACCOUNT_NUMBER_MESSAGE,
  ZBankAccountText,
  bankAccountProblem,
} from './bank-account-text';

describe('bank account text (spec §3: name, space, ****, last 4 digits)', () => {
  it.each([
    'Chase Checking ****1234',
    'Chase - Joint Checking ****8842',
    'Amex Blue Cash',
    'Wells Fargo 401k',
    'BofA 2024 Rewards ****0001',
  ])('accepts %j', (text) => {
    expect(bankAccountProblem(text)).toBeNull();
  });

  it.each([
    'Visa 4111111111111111',
    'Visa 4111 1111 1111 1111',
    'Visa 4111  1111  1111  1111',
    'Checking 12-345-678',
    'Savings 1234.5678',
    '4111111111111111',
    'Chase ****12345',
    'Chase 4111 1111 ****1111',
  ])('refuses more than 4 digits of a number in %j', (text) => {
    expect(bankAccountProblem(text)).toBe(BANK_ACCOUNT_NUMBER_MESSAGE);
  });

  it.each(['****1234', 'Chase ***1234', 'Chase****1234', 'Chase ****123'])(
    'refuses %j, which is not a name and its last 4',
    (text) => {
      expect(bankAccountProblem(text)).toBe(BANK_ACCOUNT_FORMAT_MESSAGE);
    },
  );

  it('is optional in the schema: blank is null, text is trimmed', () => {
    expect(ZBankAccountText.parse('  ')).toBeNull();
    expect(ZBankAccountText.parse(undefined)).toBeNull();
    expect(ZBankAccountText.parse('  Chase ****1234 ')).toBe('Chase ****1234');
    expect(ZBankAccountText.safeParse('Visa 4111111111111111').error?.issues[0]?.message).toBe(
      BANK_ACCOUNT_NUMBER_MESSAGE,
    );
  });
});
