import { describe, expect, it } from 'vitest';
import { findBillDate } from './bill-date';
import { billText } from './bill-text-fixture';

const today = new Date(2026, 10, 23);
const billDate = (pages: string | string[]) => findBillDate(billText(pages), { today });

describe('findBillDate', () => {
  it('reads the labels of the bill or statement date', () => {
    expect(billDate('Billing Date:   06/28/19').value).toBe('2019-06-28');
    expect(billDate('Statement Date 2021-03-12').value).toBe('2021-03-12');
    expect(billDate('Date of Bill: March 9, 2017').value).toBe('2017-03-09');
    expect(billDate('Bill Date   Jul 10, 2019').source).toBe('Bill Date   Jul 10, 2019');
  });

  it('does not take the due date printed on the same line', () => {
    expect(
      billDate('BILLING DATE: Mar 9, 2017   ACCOUNT NUMBER: 1234567   DATE DUE: Mar 27, 2017')
        .value,
    ).toBe('2017-03-09');
  });

  it('prefers the collective bill date of page 1 to the dates of the statements after it', () => {
    expect(
      billDate(['Billing Date: 06/28/19', 'Billing Date: 06/14/19', 'Billing Date: 06/14/19'])
        .value,
    ).toBe('2019-06-28');
  });

  it('gives a date without a year the last such day up to today', () => {
    expect(billDate('Statement Date: Dec 28').value).toBe('2025-12-28');
  });

  it('is null when the bill prints no date of its own', () => {
    expect(billDate('CURRENT BILL DUE 07/22/2019   344.85').value).toBeNull();
  });
});
