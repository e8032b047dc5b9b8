import { describe, expect, it } from 'vitest';
import { findAccountNumber } from './account-number';
import { billText } from './bill-text-fixture';
// OCR text reaches the rules repaired, as extractBillFields passes it.
import { repairOcrText } from './ocr-repair';

const account = (pages: string | string[], origin: 'pdf-text' | 'ocr' = 'pdf-text') =>
  findAccountNumber(repairOcrText(billText(pages, origin)));

describe('findAccountNumber', () => {
  it('keeps the printed form with dashes and spaces', () => {
    expect(account('ACCOUNT NUMBER:   28706321-003 6\nDUE DATE: Jul 29, 2019').value).toBe(
      '28706321-003 6',
    );
    expect(account('ACCOUNT NUMBER\n001-0000838-000').value).toBe('001-0000838-000');
  });

  it('reads the labels bills use', () => {
    expect(account('Acct # 55-1234-99').value).toBe('55-1234-99');
    expect(account('Account No. 4410098812').value).toBe('4410098812');
    expect(account('Customer Number: 77120045').value).toBe('77120045');
  });

  it('takes the collective customer number, not the business partner number', () => {
    const found = account(
      'Collective Customer Number:   3048569396\nBusiness Partner Number:   1004834841',
    );
    expect(found.value).toBe('3048569396');
  });

  it('does not take a meter, invoice or service-account number', () => {
    expect(
      account('Meter Number 10L680441\nInvoice No. 99812345\nAccount Number 55512345').value,
    ).toBe('55512345');
    expect(account('Service Account Number 3028521652\nAccount Number   3048569396').value).toBe(
      '3048569396',
    );
    expect(account('Meter # 13714552\nInvoice Number 88812345').value).toBeNull();
  });

  it('stops before a date or an amount on the same row', () => {
    expect(
      account('Account Number   Due Date   Total Amount Due\n3048569396   07/10/2019   $7699.63')
        .value,
    ).toBe('3048569396');
    expect(account('Account Number 3048569396 07/10/2019 $7699.63', 'ocr').value).toBe(
      '3048569396',
    );
  });

  it('is surer when the number is printed again on the stub', () => {
    const once = account('Account Number: 3049062529');
    const twice = account('Account Number: 3049062529\n3049062529   07/24/2019   $21.15');
    expect(twice.confidence).toBeGreaterThan(once.confidence);
  });

  it('reads OCR-noisy digits', () => {
    expect(account('Account Number: 3O4906252l', 'ocr').value).toBe('3049062521');
  });

  it('offers a long number repeated on page 1 with low confidence when no label was read', () => {
    const found = account('Acc0unt Nunber 44120987\nstub 44120987   $12.00\n1-888-286-6700');
    expect(found.value).toBe('44120987');
    expect(found.confidence).toBeLessThan(0.6);
  });
});

describe('findAccountNumber with letters', () => {
  it('keeps a letter prefix printed with the number', () => {
    expect(findAccountNumber(billText('Account #: A-12345678')).value).toBe('A-12345678');
  });
});

describe('findAccountNumber on OCR text', () => {
  const ocr = (page: string) => findAccountNumber(repairOcrText(billText(page, 'ocr')));

  it('reads a number after a bare "Account" label and a dash read as a dot', () => {
    expect(ocr('2   A Aa   Account   28706321-0028   ry').value).toBe('28706321-0028');
    expect(ocr('ACCOUNT NUMBER: 28706321.003 6').value).toBe('28706321.003 6');
  });

  it('counts a number cut short by a misread last character for the full one', () => {
    const found = ocr('ACCOUNT NUMBER: 28706321-003 §\nAccount Number:   28706321-003 6');
    expect(found.value).toBe('28706321-003 6');
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });

  it('flags two labelled numbers that disagree', () => {
    expect(
      ocr('ACCOUNT NUMBER: 28708321-0036\nAccount Number: 28706321-0036').confidence,
    ).toBeLessThan(0.6);
  });
});

describe('findAccountNumber beside sentences and scan lines', () => {
  it('does not take the scan line under a sentence that mentions the account number', () => {
    const found = findAccountNumber(
      billText(
        'ACCOUNT NUMBER\n098 294 5570\nWrite account number on check or money order\n09829455700000000000047489',
      ),
    );
    expect(found.value).toBe('098 294 5570');
  });
});
