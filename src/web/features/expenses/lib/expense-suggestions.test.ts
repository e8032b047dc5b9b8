import { describe, expect, it } from 'vitest';
import { makeAddress, makeAsset, makeExpense, makeHomeProperty } from '../testing/expense-fixtures';
import {
  addressSuggestions,
  bankAccountOptions,
  entitySuggestions,
  newBankAccountText,
} from './expense-suggestions';

describe('bank account options (spec §5)', () => {
  it("merges the obligations' accounts with checking and savings, formatted, without repeats", () => {
    const options = bankAccountOptions(
      [
        makeExpense({ bankAccount: 'Amex Gold ****1005' }),
        makeExpense({ bankAccount: 'amex gold ****1005' }),
        makeExpense({ bankAccount: null }),
      ],
      [
        makeAsset({
          type: 'checking',
          institutionName: 'Chase',
          accountName: 'Everyday',
          accountNumberLast4: '4321',
        }),
        makeAsset({
          type: 'savings',
          institutionName: 'Ally',
          accountName: 'Rainy Day',
          accountNumberLast4: null,
        }),
        makeAsset({ type: 'brokerage', institutionName: 'Fidelity', accountName: 'Brokerage' }),
      ],
    );
    expect(options).toEqual([
      'Ally - Rainy Day',
      'Amex Gold ****1005',
      'Chase - Everyday ****4321',
    ]);
  });

  it('does not offer a stored text that holds a whole card number', () => {
    expect(
      bankAccountOptions(
        [
          makeExpense({ bankAccount: 'Visa 4111 1111 1111 1111' }),
          makeExpense({ bankAccount: 'Visa ****1111' }),
        ],
        [makeAsset({ type: 'checking', institutionName: 'Chase', accountName: 'Acct 123456789' })],
      ),
    ).toEqual(['Visa ****1111']);
  });

  it('writes a new account as "Name ****1234"', () => {
    expect(newBankAccountText(' Amex ', '1005')).toBe('Amex ****1005');
  });
});

describe('address suggestions (spec §5)', () => {
  it('merges obligations, home assets and home properties, one per full address', () => {
    const elm = makeAddress('12 Elm St');
    const suggestions = addressSuggestions(
      [makeExpense({ category: 'home', address: elm }), makeExpense({ address: null })],
      [
        makeAsset({ type: 'home', address: makeAddress('9 Pine Rd') }),
        makeAsset({ type: 'checking', address: makeAddress('1 Bank St') }),
      ],
      [makeHomeProperty('12 Elm St'), makeHomeProperty('4 Oak Ave')],
    );
    expect(suggestions.map((suggestion) => suggestion.street)).toEqual([
      '4 Oak Ave',
      '9 Pine Rd',
      '12 Elm St',
    ]);
    expect(suggestions[2]).toEqual(elm);
  });
});

describe('entity suggestions (spec §5)', () => {
  it('lists the distinct names used in that category only', () => {
    const expenses = [
      makeExpense({ category: 'auto', entityName: 'Tesla' }),
      makeExpense({ category: 'auto', entityName: 'Honda' }),
      makeExpense({ category: 'auto', entityName: 'tesla' }),
      makeExpense({ category: 'kids', entityName: 'Mia' }),
    ];
    expect(entitySuggestions(expenses, 'auto')).toEqual(['Honda', 'Tesla']);
    expect(entitySuggestions(expenses, 'kids')).toEqual(['Mia']);
    expect(entitySuggestions(expenses, '')).toEqual([]);
  });
});
