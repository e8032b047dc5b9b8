import { describe, expect, it } from 'vitest';
import { riveraSnapshot } from '../household.fixture';
import { inSignedOrder, readSignedOrder } from './signed-order';

/** The Riveras' documents, the financial power of attorney signed years before the rest. */
function instruments() {
  return riveraSnapshot().estate.instruments.map((instrument) =>
    instrument.kind === 'financial_poa' ? { ...instrument, signedOn: '2019-06-03' } : instrument,
  );
}

describe('documents by when they were signed', () => {
  it('reads first, last, and before or after other documents', () => {
    expect(readSignedOrder('which of alexs documents is older than the wills')).toEqual({
      asked: 'which of alexs documents is ',
      against: 'wills',
      older: true,
    });
    expect(readSignedOrder('which was signed most recently')?.older).toBe(false);
    expect(readSignedOrder('whats the oldest document')).toEqual({
      asked: 'whats the oldest document',
      against: null,
      older: true,
    });
    expect(readSignedOrder('when was the will signed')).toBeNull();
  });

  it('keeps the documents signed before every one set against, and never an undated one', () => {
    const all = instruments();
    const older = inSignedOrder({ asked: '', against: 'wills', older: true }, all, ['will'], all);
    expect(older.map((instrument) => instrument.kind)).toEqual(['financial_poa']);
    const oldest = inSignedOrder({ asked: '', against: null, older: true }, all, [], all);
    expect(oldest.map((instrument) => instrument.signedOn)).toEqual(['2019-06-03']);
    const newest = inSignedOrder({ asked: '', against: null, older: false }, all, [], all);
    expect(newest.every((instrument) => instrument.signedOn !== null)).toBe(true);
    expect(newest.some((instrument) => instrument.kind === 'financial_poa')).toBe(false);
  });
});
