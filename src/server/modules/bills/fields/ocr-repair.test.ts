import { describe, expect, it } from 'vitest';
import { billText } from './bill-text-fixture';
import { repairOcrLine, repairOcrText } from './ocr-repair';

describe('repairOcrLine', () => {
  it('reads look-alike letters inside numbers as digits', () => {
    expect(repairOcrLine('Due Date O7/24/2O19')).toBe('Due Date 07/24/2019');
    expect(repairOcrLine('Account 3O4856939l')).toBe('Account 3048569391');
    expect(repairOcrLine('Total l,0l4.22')).toBe('Total 1,014.22');
  });

  it('reads an S before an amount as a dollar sign, and leaves words alone', () => {
    expect(repairOcrLine('TOTAL DUE S21.15')).toBe('TOTAL DUE $21.15');
    expect(repairOcrLine('IS SOLD BOX Oil')).toBe('IS SOLD BOX Oil');
  });

  it('drops stray rule characters and spaces lost or added around the decimal point', () => {
    expect(repairOcrLine('AMOUNT DUE | $ 21 .15')).toBe('AMOUNT DUE   $21.15');
    expect(repairOcrLine('AMOUNT DUE 21. 15')).toBe('AMOUNT DUE 21.15');
  });

  it('leaves the text layer of a PDF as it is', () => {
    const text = billText('Account 3O48569396');
    expect(repairOcrText(text)).toBe(text);
    expect(repairOcrText(billText('Account 3O48569396', 'ocr')).lines[0]!.text).toBe(
      'Account 3048569396',
    );
  });
});
