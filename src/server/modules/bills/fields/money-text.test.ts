import { describe, expect, it } from 'vitest';
import { findMoney } from './money-text';

const today = new Date(2026, 10, 23);
const pdf = (text: string) =>
  findMoney(text, { origin: 'pdf-text', today }).map((money) => money.value);
const ocr = (text: string) => findMoney(text, { origin: 'ocr', today }).map((money) => money.value);

describe('findMoney', () => {
  it('reads amounts with cents or a dollar sign, with or without thousands separators', () => {
    expect(pdf('TOTAL AMOUNT DUE   7,699.63   $7699.63   $ 780,654.86   $25   .00')).toEqual([
      7699.63, 7699.63, 780654.86, 25, 0,
    ]);
  });

  it('reads payments and credits as negative', () => {
    expect(
      pdf('Payment Received   6/12/19   -13,711.87   Credit 12.50CR   (4.00)   5.00-'),
    ).toEqual([-13711.87, -12.5, -4, -5]);
  });

  it('does not read dates, usage, rates or account numbers as money', () => {
    expect(
      pdf('CURRENT BILL DUE 07/22/2019   42,505 kw   0.0235300   1,000.0   3048569396'),
    ).toEqual([]);
  });

  it('forgives OCR commas read as periods, but not in a PDF text layer', () => {
    expect(ocr('AMOUNT DUE 1.014.22 and 21,15')).toEqual([1014.22, 21.15]);
    expect(pdf('AMOUNT DUE 1.014.22')).toEqual([]);
  });
});
