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

  it('says a vendor over the limit is too long, not missing', () => {
    expect(validateExpenseForm({ ...valid(), vendor: 'V'.repeat(201) }, null)).toEqual({
      vendor: 'The vendor is too long: use at most 200 characters',
    });
  });

  it('keeps a card or account number out of a new bank account name, at the name', () => {
    expect(
      validateExpenseForm(
        {
          ...valid(),
          bankAccountChoice: NEW_CHOICE,
          newBankName: 'Visa 4111 1111 1111',
          newBankLast4: '1111',
        },
        null,
      ),
    ).toEqual({
      newBankName:
        'Only the last 4 digits of a card or account number can be saved, as in Chase Checking ****1234',
    });
    // A missing part is named as such, not as a badly formed account.
    expect(
      validateExpenseForm(
        { ...valid(), bankAccountChoice: NEW_CHOICE, newBankName: 'Amex', newBankLast4: '12' },
        null,
      ),
    ).toEqual({ newBankLast4: 'Enter the last 4 digits of the account' });
  });

  it('refuses a stored bank account that holds a full number, at the dropdown', () => {
    const saved = makeExpense({ bankAccount: 'Visa 4111111111111111' });
    expect(validateExpenseForm(expenseToFormValues(saved), saved)).toEqual({
      bankAccountChoice:
        'Only the last 4 digits of a card or account number can be saved, as in Chase Checking ****1234',
    });
  });

  it('refuses a stored document link the API no longer takes, at the document', () => {
    const saved = makeExpense({ documentUrl: 'javascript:alert(1)' });
    expect(validateExpenseForm(expenseToFormValues(saved), saved)).toEqual({
      documentUrl: 'Attach a document, or enter a link that starts with https://',
    });
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
      vendorAccount: 'Use letters, digits, spaces and dashes only',
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
    expect(formFieldForApiPath('documentUrl', blank())).toBe('documentUrl');
    expect(formFieldForApiPath('linkedLoanId', blank())).toBeNull();
  });
});
