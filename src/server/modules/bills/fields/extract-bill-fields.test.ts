import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from './bill-fields';
import { billText } from './bill-text-fixture';
import { extractBillFields } from './extract-bill-fields';

const today = new Date(2026, 10, 23);

describe('extractBillFields', () => {
  it('reads every field of a simple bill', () => {
    const fields = extractBillFields(
      billText(`
        Statement Date: 06/02/2024
        Customer Name: Maria Lopez
        Account Number: 4410-0098-12
        Service Address: 88 ELM ST
        Billing period 05/01/2024 - 05/31/2024
        Electric charges   650 kWh   $82.40
        Amount Due   $82.40
        Due Date: Jun 20
        Your payment of $82.40 will be automatically drafted on Jun 20.
        BRIGHTLINE ELECTRIC
        PO Box 1200`),
      { today },
    );
    expect(fields.vendor.value).toBe('Brightline Electric');
    expect(fields.cost.value).toBe(82.4);
    expect(fields.accountNumber.value).toBe('4410-0098-12');
    expect(fields.billDate.value).toBe('2024-06-02');
    // No year printed: the first June 20 after the statement date.
    expect(fields.dueDate.value).toBe('2024-06-20');
    expect(fields.isAutoPay.value).toBe(true);
    expect(fields.autoPayDate.value).toBe(20);
    expect([fields.category.value, fields.homeSubcategory.value]).toEqual(['home', 'Utilities']);
    expect(fields.description.value).toBe('Electric service 05/01/2024–05/31/2024, 88 Elm St');
  });

  it('repairs OCR text before reading it', () => {
    const fields = extractBillFields(
      billText(
        `Account Number: 3O49O62529
         DUE DATE | TOTAL DUE
         O7/24/l9 S21.15
         Return this portion with your check`,
        'ocr',
      ),
      { today },
    );
    expect(fields.accountNumber.value).toBe('3049062529');
    expect(fields.dueDate.value).toBe('2019-07-24');
    expect(fields.cost.value).toBe(21.15);
    expect(fields.isAutoPay.value).toBe(false);
  });

  it('marks what it could not find for review', () => {
    const fields = extractBillFields(billText('Thank you'), { today });
    expect(fields.cost).toEqual({ value: null, confidence: 0, source: null });
    expect(fields.dueDate.value).toBeNull();
    expect(fields.vendor.confidence).toBeLessThan(LOW_CONFIDENCE);
  });
});
