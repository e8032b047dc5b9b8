import { describe, expect, it } from 'vitest';
import { billText } from './bill-text-fixture';
import { extractBillFields } from './extract-bill-fields';
import { joinSplitTokens } from './split-tokens';

describe('joinSplitTokens', () => {
  it('puts an amount split by the text layer back together', () => {
    expect(joinSplitTokens('$ 1 23 .45')).toBe('$123.45');
    expect(joinSplitTokens('Total $1 ,234. 56')).toBe('Total $1,234.56');
    expect(joinSplitTokens('AMOUNT DUE 1 23 .45')).toBe('AMOUNT DUE 123.45');
  });

  it('leaves two numbers side by side and account numbers alone', () => {
    expect(joinSplitTokens('12 34.56')).toBe('12 34.56');
    expect(joinSplitTokens('098 294 5570   $ 47.48')).toBe('098 294 5570   $47.48');
  });
});

describe('split labels and amounts on a bill', () => {
  it('reads the whole amount under a label whose letters are split', () => {
    const fields = extractBillFields(billText('AMO UNT DUE   $ 1 23 .45'), { today: new Date() });
    expect(fields.cost.value).toBe(123.45);
  });
});
