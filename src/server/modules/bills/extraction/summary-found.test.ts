import { describe, expect, it } from 'vitest';
import { extractBillFields } from '../fields/extract-bill-fields';
import { billText } from '../fields/bill-text-fixture';
import { summaryFound } from './summary-found';

const today = new Date(2026, 10, 23);
const fieldsOf = (page: string) => extractBillFields(billText(page, 'ocr'), { today });

const HEADER = `BRIGHTLINE ELECTRIC
PO Box 1200, Springfield IL 62701
Account Number: 4410-0098-12
Electric service 05/01/2024 - 05/31/2024   650 kWh`;

describe('summaryFound', () => {
  it('is satisfied when the amount, due date, account, vendor and auto-pay evidence are read', () => {
    const fields = fieldsOf(`${HEADER}
Amount Due   $82.40
Due Date: 06/20/2024
Your payment of $82.40 will be automatically drafted on 06/20/2024.`);
    expect(summaryFound(fields)).toBe(true);
  });

  it('asks for the rest of the page when the bill looks paid by hand', () => {
    // A stub to return with a check does not settle it: a "paid by draft" statement elsewhere on
    // the page (in the account activity, mid-page) outweighs it.
    const fields = fieldsOf(`${HEADER}
Amount Due   $82.40
Due Date: 06/20/2024
Return this portion with your payment.   Amount Enclosed: $`);
    expect(fields.isAutoPay.value).toBe(false);
    expect(summaryFound(fields)).toBe(false);
    expect(summaryFound(fieldsOf(`${HEADER}\nAmount Due   $82.40\nDue Date: 06/20/2024`))).toBe(
      false,
    );
  });

  it('asks for the rest of the page when the service, and so the category, is not named', () => {
    const fields = fieldsOf(`BRIGHTLINE
PO Box 1200, Springfield IL 62701
Account Number: 4410-0098-12
Amount Due   $82.40
Due Date: 06/20/2024
Your payment of $82.40 will be automatically drafted on 06/20/2024.`);
    expect(fields.category.value).toBe('other');
    expect(summaryFound(fields)).toBe(false);
  });

  it('asks for the rest of the page when the due date or the amount is missing', () => {
    expect(
      summaryFound(
        fieldsOf(`${HEADER}
Amount Due   $82.40
Your payment will be automatically drafted.`),
      ),
    ).toBe(false);
    expect(
      summaryFound(
        fieldsOf(`${HEADER}
Due Date: 06/20/2024
Your payment will be automatically drafted.`),
      ),
    ).toBe(false);
  });
});
