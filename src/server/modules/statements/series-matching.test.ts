import { describe, expect, it } from 'vitest';
import type { TRecurringSeries } from '@shared/statements/statement-types';
import { proposeForSeries, type ObligationCandidate } from './series-matching';

function series(fields: Partial<TRecurringSeries> = {}): TRecurringSeries {
  return {
    vendor: 'Netflix',
    amountCents: 1549,
    amountRange: null,
    frequency: 'monthly',
    nextDue: '2026-07-15',
    category: 'other',
    homeSubcategory: null,
    kind: 'bill',
    active: true,
    firstSeen: '2025-07-15',
    lastSeen: '2026-06-15',
    occurrences: 12,
    account: 'Chase ****8842',
    descriptors: ['NETFLIX.COM 866-579-7172 CA'],
    charges: [{ on: '2026-06-15', amountCents: 1549 }],
    ...fields,
  };
}

function obligation(id: string, fields: Partial<ObligationCandidate> = {}): ObligationCandidate {
  return {
    id,
    vendor: 'Netflix',
    costCents: 1549,
    frequency: 'monthly',
    last4: null,
    addressStreet: null,
    addressZip: null,
    addressFull: null,
    accountNumber: () => null,
    ...fields,
  };
}

const proposalsOf = (found: ReturnType<typeof proposeForSeries>) =>
  found.map(({ match, proposal }) => [match?.id ?? null, proposal]);

describe('proposeForSeries', () => {
  it('finds a series saved as found unchanged, a changed price an update, and a new one an add', () => {
    const found = proposeForSeries(
      [series(), series({ vendor: 'Spotify', amountCents: 1199 }), series({ vendor: 'Hulu' })],
      [obligation('netflix'), obligation('spotify', { vendor: 'SPOTIFY', costCents: 1099 })],
    );
    expect(proposalsOf(found)).toEqual([
      ['netflix', 'unchanged'],
      ['spotify', 'update'],
      [null, 'add'],
    ]);
    expect(found[0]?.match).toMatchObject({ vendor: 'Netflix', costCents: 1549, reason: 'vendor' });
  });

  it('takes another frequency for a change', () => {
    const found = proposeForSeries(
      [series({ frequency: 'yearly', amountCents: 18_588 })],
      [obligation('netflix', { costCents: 18_588 })],
    );
    expect(proposalsOf(found)).toEqual([['netflix', 'update']]);
  });

  it('compares weekly and every-two-weeks charges as their monthly equivalents, to the cent', () => {
    // $25 a week is $108.33 a month (× 52 / 12); $100 every two weeks is $216.67 (× 26 / 12).
    const found = proposeForSeries(
      [
        series({ vendor: 'Little Sprouts Daycare', amountCents: 2500, frequency: 'weekly' }),
        series({ vendor: 'Green Lawn Care', amountCents: 10_000, frequency: 'biweekly' }),
      ],
      [
        obligation('daycare', { vendor: 'Little Sprouts Daycare', costCents: 10_833 }),
        obligation('lawn', { vendor: 'Green Lawn Care', costCents: 21_667 }),
      ],
    );
    expect(proposalsOf(found)).toEqual([
      ['daycare', 'unchanged'],
      ['lawn', 'unchanged'],
    ]);
  });

  it("gives each obligation to one series: the one it was saved from before a vendor's other", () => {
    const storage = series({ vendor: 'Apple', amountCents: 299 });
    const music = series({ vendor: 'Apple', amountCents: 1099 });
    expect(
      proposalsOf(
        proposeForSeries(
          [storage, music],
          [obligation('music', { vendor: 'Apple', costCents: 1099 })],
        ),
      ),
    ).toEqual([
      [null, 'add'],
      ['music', 'unchanged'],
    ]);
    expect(
      proposalsOf(
        proposeForSeries(
          [storage, music],
          [
            obligation('music', { vendor: 'Apple', costCents: 1099 }),
            obligation('storage', { vendor: 'Apple', costCents: 199 }),
          ],
        ),
      ),
    ).toEqual([
      ['storage', 'update'],
      ['music', 'unchanged'],
    ]);
  });

  it('matches a vendor written another way only when one obligation shares its distinctive word', () => {
    const premium = obligation('premium', { vendor: 'Spotify Premium', costCents: 1199 });
    const family = obligation('family', { vendor: 'Spotify Family', costCents: 1999 });
    const spotify = (amountCents: number) => [series({ vendor: 'Spotify', amountCents })];
    expect(proposalsOf(proposeForSeries(spotify(1299), [premium]))).toEqual([
      ['premium', 'update'],
    ]);
    // Two candidates: the one saved at this amount, else none (a guess could overwrite the other).
    expect(proposalsOf(proposeForSeries(spotify(1199), [premium, family]))).toEqual([
      ['premium', 'unchanged'],
    ]);
    expect(proposalsOf(proposeForSeries(spotify(1299), [premium, family]))).toEqual([
      [null, 'add'],
    ]);
  });

  it('never matches income or transfers with an obligation', () => {
    const found = proposeForSeries(
      [
        series({ vendor: 'Acme Payroll', kind: 'income', amountCents: 250_000 }),
        series({ vendor: 'Netflix', kind: 'transfer' }),
      ],
      [obligation('netflix')],
    );
    expect(proposalsOf(found)).toEqual([
      [null, 'add'],
      [null, 'add'],
    ]);
  });
});
