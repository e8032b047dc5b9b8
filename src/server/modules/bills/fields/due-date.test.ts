import { describe, expect, it } from 'vitest';
import { LOW_CONFIDENCE } from './bill-fields';
import { billText } from './bill-text-fixture';
// OCR text reaches the rules repaired, as extractBillFields passes it.
import { repairOcrText } from './ocr-repair';
import { findDueDate } from './due-date';

const today = new Date(2026, 10, 23);
const due = (
  page: string,
  billDate: string | null = null,
  origin: 'pdf-text' | 'ocr' = 'pdf-text',
) => findDueDate(repairOcrText(billText(page, origin)), { today, billDate });

describe('findDueDate', () => {
  it('reads the labels bills use for the due date', () => {
    expect(due('Due Date: 07/24/2019').value).toBe('2019-07-24');
    expect(due('DATE DUE:   Mar 27, 2017').value).toBe('2017-03-27');
    expect(due('Please pay by 10/21/2019').value).toBe('2019-10-21');
    expect(due('Payment Due   Aug 6, 2019').value).toBe('2019-08-06');
  });

  it('takes "past due after" as the due date, with a two-digit year', () => {
    expect(due('24/7   M-F 7am-6pm (Central)   PAST DUE AFTER   07/10/19').value).toBe(
      '2019-07-10',
    );
  });

  it('reads the date after a due amount label', () => {
    expect(due('CURRENT BILL DUE 07/22/2019   344.85').value).toBe('2019-07-22');
  });

  it('reads the due date under a stub header row and is surer when it is printed twice', () => {
    const found = due(
      'Customer Name: Jo Lee   DUE DATE   TOTAL DUE\n                         07/24/19   $21.15\nDue Date: 07/24/2019',
    );
    expect(found.value).toBe('2019-07-24');
    expect(found.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('gives a date without a year the next occurrence after the bill date', () => {
    const found = due('Due Date: Jan 10', '2019-12-20');
    expect(found.value).toBe('2020-01-10');
    expect(found.confidence).toBeLessThan(0.85);
  });

  it('uses today for a date without a year when the bill has no date', () => {
    expect(due('Due Date: 01/10').value).toBe('2027-01-10');
  });

  it('does not take the billing date or the service period for the due date', () => {
    expect(
      due(
        'BILLING DATE: Jul 10, 2019   DUE DATE: Jul 29, 2019\nService Period: 05/21/2019 To: 06/21/2019',
      ).value,
    ).toBe('2019-07-29');
  });

  it('marks a due date long after the bill date for review', () => {
    expect(due('Due Date: 07/24/2021', '2019-07-05').confidence).toBeLessThan(LOW_CONFIDENCE);
  });

  it('reads OCR-noisy dates', () => {
    expect(due('DUE DATE O7/2A/2O19 | Due Date O7/24/2Ol9', null, 'ocr').value).toBe('2019-07-24');
  });

  it('finds nothing without a labelled date', () => {
    expect(due('Thank you for your payment on 07/01/2019').value).toBeNull();
  });
});

describe('findDueDate wording', () => {
  it('reads "pay ... before", "past due date" and "amount due by"', () => {
    expect(due('Please pay 27,156.27 IN FULL before 12/11/2020.').value).toBe('2020-12-11');
    expect(due('Past Due Date: 12/11/2020').value).toBe('2020-12-11');
    expect(due('Amount due by 07/03/2026   $84.10').value).toBe('2026-07-03');
  });

  it('takes the bill date for a bill due upon receipt without a date of its own', () => {
    const found = due('THIS BILL IS DUE UPON RECEIPT', '2026-03-02');
    expect(found.value).toBe('2026-03-02');
    expect(found.confidence).toBeLessThan(0.85);
  });
});

describe('findDueDate of a bill paid automatically', () => {
  it('takes the AutoPay date when the bill prints no due date', () => {
    expect(due('Total due   $140.00\nAutoPay scheduled: Jul 3, 2026').value).toBe('2026-07-03');
    expect(due('Due Date: 07/01/2026\nAutoPay scheduled: Jul 3, 2026').value).toBe('2026-07-01');
  });
});
