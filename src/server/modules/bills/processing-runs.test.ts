import { describe, expect, it } from 'vitest';
import { BillExtractionError } from './extraction/bill-extraction-error';
import { failureReasonOf, UNEXPECTED_FAILURE } from './processing-runs';

describe('failureReasonOf', () => {
  it("counts a failed read by the engine's own kind", () => {
    expect(failureReasonOf(new BillExtractionError('encrypted'))).toBe('encrypted');
    expect(failureReasonOf(new BillExtractionError('no-text', 'blank page'))).toBe('no-text');
  });

  it('counts anything the engine did not classify as unexpected, with no message kept', () => {
    expect(failureReasonOf(new Error('Acme Power account 1234 could not be parsed'))).toBe(
      UNEXPECTED_FAILURE,
    );
    expect(failureReasonOf('thrown text')).toBe('unexpected');
  });
});
