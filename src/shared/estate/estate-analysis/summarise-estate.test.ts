import { describe, expect, it } from 'vitest';
import {
  beneficiary,
  completeWill,
  facts,
  household,
  home,
  investment,
  lifePolicy,
} from './estate-facts.test-helper';
import { completenessScore, summariseEstate } from './summarise-estate';

describe('completeness score', () => {
  it('is low for an empty plan: the will and executor check counts even with nothing recorded', () => {
    const summary = summariseEstate(facts());
    expect(summary).toMatchObject({ score: 0, checksPassed: 0, checksTotal: 1 });
    expect(summary.gaps.map((gap) => gap.rule)).toEqual(['no_executor']);
  });

  it('rises as gaps are closed', () => {
    const open = facts({
      households: [household({ children: ['Mia'] })],
      investments: [investment()],
      properties: [home()],
      policies: [lifePolicy()],
      instruments: [completeWill()],
    });
    const before = summariseEstate(open);
    // The will's executor, alternate and review pass; guardian, brokerage and policy fail.
    expect(before).toMatchObject({ checksPassed: 3, checksTotal: 6, score: 50 });

    const fixed = summariseEstate({
      ...open,
      policies: [lifePolicy({ beneficiaries: [beneficiary('Ana Lopez')] })],
    });
    // The named policy adds its share and minor checks, both passing.
    expect(fixed).toMatchObject({ checksPassed: 6, checksTotal: 8, score: 75 });
    expect(fixed.score).toBeGreaterThan(before.score);
    expect(fixed.gaps.map((gap) => gap.rule).sort()).toEqual([
      'children_without_guardian',
      'no_beneficiary',
    ]);
  });

  it('lists the most serious gaps first', () => {
    const summary = summariseEstate(
      facts({ instruments: [completeWill({ people: [] })], policies: [lifePolicy()] }),
    );
    const severities = summary.gaps.map((gap) => gap.severity);
    expect(severities).toEqual(
      [...severities].sort((a, b) => (a === b ? 0 : a === 'high' ? -1 : 1)),
    );
  });

  it('rounds the share of passing checks', () => {
    const check = (passing: boolean) => ({ key: 'k', gap: passing ? null : ({} as never) });
    expect(completenessScore([check(true), check(true), check(false)])).toBe(67);
    expect(completenessScore([])).toBe(100);
  });

  it('checks each household on its own, and says whose each gap is', () => {
    const summary = summariseEstate(
      facts({
        households: [household(), household({ ownerId: 'rosa' })],
        instruments: [completeWill()],
        policies: [lifePolicy({ ownerId: 'rosa' })],
      }),
    );
    expect(summary.gaps.map((gap) => [gap.rule, gap.ownerId])).toEqual([
      ['no_executor', 'rosa'],
      ['no_beneficiary', 'rosa'],
    ]);
  });
});
