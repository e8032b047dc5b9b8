import { describe, expect, it } from 'vitest';
import { makeExpense } from '../testing/expense-fixtures';
import { NEW_CHOICE, blankExpenseForm, expenseToFormValues } from './expense-form-values';
import { formFieldForApiPath, validateExpenseForm } from './expense-form-validation';

const blank = () => blankExpenseForm('all', { hasAddressSuggestions: true });
const valid = () => ({ ...blank(), category: 'other' as const, vendor: 'Netflix' });

describe('validateExpenseForm (spec §5)', () => {
  it('requires a category and a vendor', () => {
    expect(validateExpenseForm(blank(), null)).toEqual({
      category: 'Choose a category',
      vendor: 'Enter the vendor',
    });
    expect(validateExpenseForm(valid(), null)).toEqual({});
  });

  it('requires an address for a home obligation', () => {
    expect(validateExpenseForm({ ...valid(), category: 'home' }, null)).toEqual({
      addressChoice: 'Choose or enter the property address',
    });
  });

  it('requires street, city, state and ZIP for a new address', () => {
    const errors = validateExpenseForm(
      { ...valid(), category: 'home', addressChoice: NEW_CHOICE, zip: '7870' },
      null,
    );
    expect(errors).toEqual({
      street: 'Enter the street address',
      city: 'Enter the city',
      state: 'Enter the state',
      zip: 'Enter a 5-digit ZIP code',
    });
  });

  it('requires a name and exactly 4 digits for a new bank account', () => {
    expect(
      validateExpenseForm({ ...valid(), bankAccountChoice: NEW_CHOICE, newBankLast4: '12' }, null),
    ).toEqual({
      newBankName: 'Enter the name of the account',
      newBankLast4: 'Enter the last 4 digits of the account',
    });
    expect(
      validateExpenseForm(
        { ...valid(), bankAccountChoice: NEW_CHOICE, newBankName: 'Amex', newBankLast4: '1234' },
        null,
      ),
    ).toEqual({});
  });

  it('accepts an auto-pay day from 1 to 31', () => {
    expect(validateExpenseForm({ ...valid(), isAutoPay: true, autoPayDate: '31' }, null)).toEqual(
      {},
    );
    expect(validateExpenseForm({ ...valid(), isAutoPay: true, autoPayDate: '32' }, null)).toEqual({
      autoPayDate: 'Choose a day from 1 to 31',
    });
  });

  it('checks a vendor account number only when it was changed', () => {
    const saved = makeExpense({ vendorAccountLast4: '7788' });
    const values = expenseToFormValues(saved);
    expect(values.vendorAccount).toBe('****7788');
    expect(validateExpenseForm(values, saved)).toEqual({});
    expect(validateExpenseForm({ ...values, vendorAccount: '****77889' }, saved)).toEqual({
      vendorAccount: 'Use letters and digits only',
    });
  });
});

describe('formFieldForApiPath', () => {
  it('puts an address part at its input when the address is typed, else at the dropdown', () => {
    const typed = { ...blank(), addressChoice: NEW_CHOICE };
    expect(formFieldForApiPath('address.zip', typed)).toBe('zip');
    expect(formFieldForApiPath('address.zip', { ...blank(), addressChoice: '1 A St' })).toBe(
      'addressChoice',
    );
    expect(formFieldForApiPath('address', typed)).toBe('addressChoice');
  });

  it('maps the API names to the form names and ignores unknown ones', () => {
    expect(formFieldForApiPath('costCents', blank())).toBe('costCents');
    expect(formFieldForApiPath('outstandingLoanBalanceCents', blank())).toBe(
      'outstandingBalanceCents',
    );
    expect(formFieldForApiPath('entityName', blank())).toBe('entityName');
    expect(formFieldForApiPath('documentUrl', blank())).toBeNull();
  });
});
