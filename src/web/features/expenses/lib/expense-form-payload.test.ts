import { describe, expect, it } from 'vitest';
import { makeAddress, makeExpense } from '../testing/expense-fixtures';
import { toExpenseInput } from './expense-form-payload';
import { NEW_CHOICE, blankExpenseForm, expenseToFormValues } from './expense-form-values';

const blank = () => blankExpenseForm('all', { hasAddressSuggestions: false });

describe('toExpenseInput', () => {
  it('sends what was entered, in cents, with blanks as null', () => {
    expect(
      toExpenseInput(
        {
          ...blank(),
          category: 'other',
          vendor: '  Netflix ',
          costCents: 1_599,
          description: ' ',
          website: 'netflix.com',
          isAutoPay: true,
          autoPayDate: '15',
          bankAccountChoice: 'Chase - Checking ****4321',
        },
        null,
      ),
    ).toEqual({
      category: 'other',
      vendor: 'Netflix',
      costCents: 1_599,
      frequency: 'monthly',
      description: null,
      bankAccount: 'Chase - Checking ****4321',
      isAutoPay: true,
      autoPayDate: 15,
      website: 'netflix.com',
      documentUrl: null,
      entityName: null,
      homeSubcategory: null,
      outstandingLoanBalanceCents: null,
      address: null,
    });
  });

  it('stores a new bank account as "Name ****1234"', () => {
    const input = toExpenseInput(
      {
        ...blank(),
        bankAccountChoice: NEW_CHOICE,
        newBankName: ' Amex Gold ',
        newBankLast4: '1005',
      },
      null,
    );
    expect(input.bankAccount).toBe('Amex Gold ****1005');
  });

  it('sends no auto-pay day without auto-pay', () => {
    expect(
      toExpenseInput({ ...blank(), isAutoPay: false, autoPayDate: '9' }, null).autoPayDate,
    ).toBeNull();
  });

  it('uses the chosen entity, or the typed one for "new", only for auto, kids and insurance', () => {
    expect(
      toExpenseInput({ ...blank(), category: 'auto', entityChoice: 'Tesla' }, null).entityName,
    ).toBe('Tesla');
    expect(
      toExpenseInput(
        { ...blank(), category: 'kids', entityChoice: NEW_CHOICE, entityName: ' Mia ' },
        null,
      ).entityName,
    ).toBe('Mia');
    expect(
      toExpenseInput({ ...blank(), category: 'other', entityChoice: 'Tesla' }, null).entityName,
    ).toBeNull();
  });

  it('sends the outstanding balance for a home Mortgage only', () => {
    const mortgage = {
      ...blank(),
      category: 'home' as const,
      homeSubcategory: 'Mortgage' as const,
      outstandingBalanceCents: 25_000_000,
    };
    expect(toExpenseInput(mortgage, null).outstandingLoanBalanceCents).toBe(25_000_000);
    expect(
      toExpenseInput({ ...mortgage, homeSubcategory: 'HOA' }, null).outstandingLoanBalanceCents,
    ).toBeNull();
  });

  it('sends the address parts for home only', () => {
    const home = {
      ...blank(),
      category: 'home' as const,
      addressChoice: NEW_CHOICE,
      street: ' 12 Elm St ',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    };
    expect(toExpenseInput(home, null).address).toEqual({
      street: '12 Elm St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
    expect(toExpenseInput({ ...home, category: 'other' }, null).address).toBeNull();
    expect(toExpenseInput({ ...home, addressChoice: '' }, null).address).toBeNull();
  });

  describe('on edit', () => {
    const saved = makeExpense({
      category: 'home',
      vendor: 'Wells Fargo',
      vendorAccountLast4: '7788',
      documentUrl: '/api/documents/abc',
      address: makeAddress('12 Elm St'),
    });

    it('keeps the stored vendor account unless it is changed (the key is left out)', () => {
      const input = toExpenseInput(expenseToFormValues(saved), saved);
      expect(input).not.toHaveProperty('vendorAccount');
      expect(input.documentUrl).toBe('/api/documents/abc');
    });

    it('replaces it with a new number, and removes it when cleared', () => {
      const values = expenseToFormValues(saved);
      expect(toExpenseInput({ ...values, vendorAccount: '99887766' }, saved).vendorAccount).toBe(
        '99887766',
      );
      expect(toExpenseInput({ ...values, vendorAccount: '' }, saved).vendorAccount).toBeNull();
    });

    it('sends a number on add only when one was typed', () => {
      expect(toExpenseInput(blank(), null)).not.toHaveProperty('vendorAccount');
      expect(toExpenseInput({ ...blank(), vendorAccount: 'AB-12' }, null).vendorAccount).toBe(
        'AB-12',
      );
    });
  });
});
