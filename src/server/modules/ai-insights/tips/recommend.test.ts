import { describe, expect, it } from 'vitest';
import { ZRecommendations } from '@shared/ai-insights/ai-schemas';
import { emptySnapshot, snapshotObligation } from '../snapshot/snapshot-fixture';
import { recommend } from './recommend';
import { completeInstruments, completeSnapshot, TODAY, withEstate } from './tip-fixture';
import { TIP_RULES } from './tip-registry';

/** No will (high), a mortgage paid by hand (medium), no advisors (low), listed in the wrong order. */
function mixedSnapshot() {
  const snapshot = withEstate(
    { ...completeSnapshot(), advisors: [] },
    { instruments: completeInstruments().filter((each) => each.kind !== 'will') },
  );
  snapshot.obligations = [
    snapshotObligation({
      id: 'm',
      vendor: 'Chase',
      category: 'home',
      homeSubcategory: 'Mortgage',
      costCents: 210_000,
      hasDocument: true,
    }),
  ];
  snapshot.estate = {
    ...snapshot.estate,
    policies: [
      {
        id: 'life-1',
        ownerId: snapshot.households[0]?.ownerId ?? '',
        kind: 'life',
        carrier: 'Haven',
        insuredName: null,
        faceAmountCents: null,
        beneficiaries: [
          { name: 'Ana Lopez', relationship: null, tier: 'primary', shareBasisPoints: 10_000 },
        ],
      },
      {
        id: 'home-1',
        ownerId: snapshot.households[0]?.ownerId ?? '',
        kind: 'home',
        carrier: 'State Farm',
        insuredName: null,
        faceAmountCents: null,
        beneficiaries: [],
      },
    ],
  };
  return snapshot;
}

describe('recommend', () => {
  it('lists the tips most severe first', () => {
    const { tips } = recommend(mixedSnapshot());
    expect(tips.map((tip) => [tip.severity, tip.rule])).toEqual([
      ['high', 'no-will'],
      ['medium', 'mortgage-manual-pay'],
      ['low', 'no-advisors'],
    ]);
  });

  it('gives the tips as one text, a line per tip in the same order', () => {
    const { tips, recommendations } = recommend(mixedSnapshot());
    const lines = recommendations.split('\n');
    expect(lines).toHaveLength(tips.length);
    expect(lines[0]).toMatch(
      /^\[High\] No will recorded — Without a will .* \(Record your will: \/estate-plan#will\)$/,
    );
    expect(lines[1]).toMatch(
      /^\[Medium\] The mortgage with Chase is not on auto-pay — \$2,100\.00 per month/,
    );
    expect(lines[2]).toBe(
      '[Low] No advisors recorded — Record your attorney, accountant, financial advisor or insurance agent, with how to reach them, so your family knows whom to call. (Add an advisor: /advisors)',
    );
  });

  it('encourages, saying what was checked, when there is nothing to fix', () => {
    const result = recommend(completeSnapshot());
    expect(result.tips).toEqual([]);
    expect(result.recommendations).toBe(
      `Nothing to fix right now: ${TIP_RULES.length} checks of your estate plan, beneficiaries, insurance, bills, documents, cash, loans, investments, trusted contacts and advisors found no gaps. Well done; check back after your next change.`,
    );
  });

  it('answers in the spec’s shape, and starts an empty household with the estate plan', () => {
    const result = recommend(emptySnapshot(TODAY));
    expect(ZRecommendations.parse(result)).toEqual(result);
    expect(result.tips[0]?.rule).toBe('no-will');
    expect(result.tips.map((tip) => tip.rule)).toEqual(
      expect.arrayContaining(['no-financial-poa', 'no-healthcare-poa', 'no-advisors']),
    );
  });
});
