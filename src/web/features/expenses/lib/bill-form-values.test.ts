import { describe, expect, it } from 'vitest';
import { readBill } from '@web/features/bills/testing/bill-fixtures';
import type { TExtractedBillData } from '@shared/bills/bill-schemas';
import { billToFormPrefill } from './bill-form-values';
import { blankExpenseForm, NEW_CHOICE } from './expense-form-values';

const blank = blankExpenseForm('all', { hasAddressSuggestions: true });
const home: Partial<TExtractedBillData> = {
  category: 'home',
  home_subcategory: 'Utilities',
  service_address: '12 Maple Street, Springfield, IL 62704',
};

describe('billToFormPrefill', () => {
  it("proposes the household's property at the bill's service address", () => {
    const bill = readBill(
      'water.pdf',
      {
        proposals: {
          property: {
            id: 'p1',
            name: 'Home',
            address: {
              street: '12 Maple St',
              city: 'Springfield',
              state: 'IL',
              zip: '62704',
              full: '12 Maple St, Springfield, IL, 62704',
            },
          },
          canAddProperty: false,
          paymentAccount: { id: 'a1', label: 'Chase - Checking ****8842' },
        },
      },
      home,
    );
    const { values } = billToFormPrefill(bill as Parameters<typeof billToFormPrefill>[0], blank);
    expect(values.addressChoice).toBe('12 Maple St, Springfield, IL, 62704');
    expect(values.street).toBe('12 Maple St');
    expect(values.bankAccountChoice).toBe('Chase - Checking ****8842');
  });

  it('takes the service address as a new one when no property is there', () => {
    const bill = readBill('water.pdf', {}, home);
    const { values } = billToFormPrefill(bill as Parameters<typeof billToFormPrefill>[0], blank);
    expect(values.addressChoice).toBe(NEW_CHOICE);
    expect([values.street, values.city, values.state, values.zip]).toEqual([
      '12 Maple Street',
      'Springfield',
      'IL',
      '62704',
    ]);
    expect(values.bankAccountChoice).toBe('');
  });

  it('leaves the address alone on a bill that is not for a home', () => {
    const bill = readBill(
      'phone.pdf',
      {},
      { category: 'other', service_address: '1 Main St, Austin, TX 78701' },
    );
    const { values } = billToFormPrefill(bill as Parameters<typeof billToFormPrefill>[0], blank);
    expect(values.addressChoice).toBe(blank.addressChoice);
    expect(values.street).toBe('');
  });
});
