import { describe, expect, it } from 'vitest';
import { findCategoryOutliers } from './category-outlier-rule';
import { obligation } from './obligation-fixture';

function auto(id: string, costCents: number, frequency = 'monthly') {
  return obligation({ id, category: 'auto', costCents, frequency });
}

describe('findCategoryOutliers', () => {
  it('flags a modified z-score above 3.5 when there are 5 or more peers', () => {
    const peers = [
      auto('a', 10000),
      auto('b', 11000),
      auto('c', 9000),
      auto('d', 10500),
      auto('e', 60000),
    ];
    const findings = findCategoryOutliers(peers);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      obligationId: 'e',
      rule: 'category_outlier',
      deviation: 471.4,
    });
    expect(findings[0]?.reason).toBe(
      'Unusually high: $600.00 a month against a median of $105.00 for auto (robust z-score 66.8)',
    );
  });

  it('does not flag a spread that stays within 3.5 robust deviations', () => {
    const peers = [
      auto('a', 10000),
      auto('b', 12000),
      auto('c', 9000),
      auto('d', 10500),
      auto('e', 15000),
    ];
    expect(findCategoryOutliers(peers)).toEqual([]);
  });

  it('compares monthly equivalents: a yearly bill is not twelve times a monthly one', () => {
    const peers = [
      auto('a', 10000),
      auto('b', 11000),
      auto('c', 9000),
      auto('d', 10500),
      auto('e', 120000, 'yearly'),
    ];
    expect(findCategoryOutliers(peers)).toEqual([]);
  });

  it('uses the ratio to the median below 5 peers: more than twice', () => {
    const findings = findCategoryOutliers([auto('a', 10000), auto('b', 11000), auto('c', 25000)]);
    expect(findings).toEqual([
      {
        obligationId: 'c',
        rule: 'category_outlier',
        reason: '2.3× the usual: $250.00 a month against a median of $110.00 for auto',
        deviation: 127.3,
      },
    ]);
  });

  it('uses the ratio to the median below 5 peers: under half', () => {
    const findings = findCategoryOutliers([auto('a', 10000), auto('b', 11000), auto('c', 4000)]);
    expect(findings.map((finding) => [finding.obligationId, finding.reason])).toEqual([
      ['c', 'Under half the usual: $40.00 a month against a median of $100.00 for auto'],
    ]);
  });

  it('falls back to the ratio when most peers are equal (MAD 0)', () => {
    const peers = [
      auto('a', 5000),
      auto('b', 5000),
      auto('c', 5000),
      auto('d', 5000),
      auto('e', 5400),
      auto('f', 20000),
    ];
    expect(findCategoryOutliers(peers).map((finding) => finding.obligationId)).toEqual(['f']);
  });

  it('needs at least 3 peers and leaves $0 obligations out', () => {
    expect(findCategoryOutliers([auto('a', 1000), auto('b', 90000)])).toEqual([]);
    expect(findCategoryOutliers([auto('a', 1000), auto('b', 90000), auto('c', 0)])).toEqual([]);
  });

  it('compares home obligations only within their subcategory', () => {
    const home = (id: string, costCents: number, homeSubcategory: string) =>
      obligation({ id, category: 'home', costCents, homeSubcategory });
    const peers = [
      home('mortgage', 250000, 'Mortgage'),
      home('power', 12000, 'Utilities'),
      home('water', 6000, 'Utilities'),
      home('gas', 9000, 'Utilities'),
    ];
    expect(findCategoryOutliers(peers)).toEqual([]);
  });

  it('never compares across categories', () => {
    const peers = [
      auto('a', 10000),
      auto('b', 11000),
      obligation({ id: 'c', category: 'kids', costCents: 90000 }),
    ];
    expect(findCategoryOutliers(peers)).toEqual([]);
  });

  it('compares insurance only with its own kind, and nothing in Other', () => {
    const insurance = (id: string, description: string, costCents: number) =>
      obligation({ id, category: 'insurance', description, costCents });
    const other = (id: string, vendor: string, costCents: number) =>
      obligation({ id, category: 'other', vendor, costCents });
    const findings = findCategoryOutliers([
      insurance('health', 'Health insurance', 120000),
      insurance('umbrella-a', 'Umbrella policy', 3000),
      insurance('umbrella-b', 'Umbrella policy', 3500),
      insurance('dental', 'Dental plan', 4000),
      other('gym', 'Planet Fitness', 2499),
      other('netflix', 'Netflix', 2299),
      other('tuition', 'State University', 150000),
    ]);
    expect(findings).toEqual([]);
  });

  it('finds an outlier among insurance of one kind, naming the kind', () => {
    const life = (id: string, costCents: number) =>
      obligation({ id, category: 'insurance', description: 'Term life', costCents });
    const findings = findCategoryOutliers([life('a', 4000), life('b', 4500), life('c', 20000)]);
    expect(findings.map((finding) => finding.reason)).toEqual([
      '4.4× the usual: $200.00 a month against a median of $45.00 for life insurance',
    ]);
  });
});
