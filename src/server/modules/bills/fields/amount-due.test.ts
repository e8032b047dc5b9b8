import { describe, expect, it } from 'vitest';
import { findAmountDue } from './amount-due';
import { billText } from './bill-text-fixture';
// OCR text reaches the rules repaired, as extractBillFields passes it.
import { repairOcrText } from './ocr-repair';

const today = new Date(2026, 10, 23);
const amount = (pages: string | string[], origin: 'pdf-text' | 'ocr' = 'pdf-text') =>
  findAmountDue(repairOcrText(billText(pages, origin)), { today });

describe('findAmountDue', () => {
  it('takes the labelled total, not the previous balance or the payment received', () => {
    const found = amount(`
      PREVIOUS BALANCE   13,711.87
      Payment Received   6/12/19   -13,711.87
      TOTAL CURRENT CHARGES   7,699.63
      TOTAL AMOUNT DUE   7,699.63`);
    expect(found.value).toBe(7699.63);
    expect(found.source).toBe('TOTAL AMOUNT DUE   7,699.63');
  });

  it('is surer when the summary and the stub agree', () => {
    const once = amount('Amount Due   $48.20');
    const twice = amount('Amount Due   $48.20\nPlease pay   $48.20');
    expect(twice.value).toBe(48.2);
    expect(twice.confidence).toBeGreaterThan(once.confidence);
  });

  it('reads the amount under a stub header row', () => {
    expect(
      amount('Account Number   Due Date   Total Amount Due\n3048569396   07/10/2019   $7699.63')
        .value,
    ).toBe(7699.63);
  });

  it('prefers the total of page 1 to the sub-account totals of a combined bill', () => {
    expect(
      amount(['Total Due   $1,250.00', 'Service Account 12345\nTOTAL DUE   $48.20']).value,
    ).toBe(1250);
  });

  it('takes the total due including a past-due balance over the new charges alone', () => {
    const found = amount(`
      Past Due Amount   $40.00
      New Charges   $55.10
      Total Amount Due   $95.10`);
    expect(found.value).toBe(95.1);
  });

  it('adds a past-due balance to the new charges when no total is printed', () => {
    const found = amount('Past Due Balance   $40.00\nCurrent Charges   $55.10');
    expect(found.value).toBe(95.1);
    expect(found.confidence).toBeLessThan(0.6);
  });

  it('does not take the amount due after a late date, nor a date as money', () => {
    expect(
      amount('CURRENT BILL DUE 07/22/2019   344.85\nAmount due after 07/22/2019   $361.09').value,
    ).toBe(344.85);
  });

  it('reads a noisy OCR amount', () => {
    expect(amount('TOTALAMOUNT DUE | Sl,0l4.22', 'ocr').value).toBe(1014.22);
  });

  it('offers a repeated dollar amount with low confidence when no label was read', () => {
    const found = amount('Thank you\n$63.10\nTOTL A#OUNT $63.10\n$5.00');
    expect(found.value).toBe(63.1);
    expect(found.confidence).toBeLessThan(0.6);
  });

  it('finds nothing in text without amounts', () => {
    expect(amount('Hello there').value).toBeNull();
  });
});

describe('findAmountDue on OCR that lost a decimal point', () => {
  it('takes "$2115" for the "$21.15" printed elsewhere', () => {
    const found = findAmountDue(
      billText('Total Amount Due   $2115\nCharges   2115\nAMOUNT DUE\n$21.15', 'ocr'),
      { today: new Date() },
    );
    expect(found.value).toBe(21.15);
  });
});

describe('findAmountDue beside earlier amounts', () => {
  it('does not take the previous amount due, and reads past a date between label and value', () => {
    const found = findAmountDue(
      billText(
        'Previous amount due   $188,228.30\nPayment received   -188,228.30\nTotal amount due Jun 26   $123,113.66',
      ),
      { today: new Date() },
    );
    expect(found.value).toBe(123113.66);
  });
});
