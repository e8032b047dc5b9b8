import { describe, expect, it } from 'vitest';
import { account, household } from '@shared/estate/estate-analysis/estate-facts.test-helper';
import { completeSnapshot, tipsOf, withEstate } from '../../tip-fixture';
import { federalEstateTax } from './federal-estate-tax';

function withBalance(balanceCents: number, today?: string) {
  const snapshot = withEstate(completeSnapshot(), {
    assets: [account({ type: 'brokerage', balanceCents })],
  });
  if (!today) return snapshot;
  return { ...snapshot, today, estate: { ...snapshot.estate, today } };
}

describe('federalEstateTax (IRC § 2010(c); Rev. Proc. 2025-32: $15,000,000 for 2026)', () => {
  it('fires at the 2026 basic exclusion amount, stating the year and the source', () => {
    const [tip] = tipsOf(federalEstateTax, withBalance(15_000_000_00));
    expect(tip).toMatchObject({
      rule: 'federal-estate-tax',
      severity: 'medium',
    });
    expect(tip?.source?.label).toContain('Rev. Proc. 2025-32');
    expect(tip?.detail).toContain('adds up to $15,000,000.00');
    expect(tip?.detail).toContain('$15,000,000.00 per person, the 2026 amount (IRC § 2010(c)');
  });

  it('stays silent a cent below it', () => {
    expect(tipsOf(federalEstateTax, withBalance(15_000_000_00 - 1))).toEqual([]);
  });

  it('compares each person’s estate with their own exclusion, never the couple’s added together', () => {
    const couple = (mariaCents: number, luisCents: number) =>
      withEstate(completeSnapshot(), {
        households: [household({ ownerName: 'Maria Lopez' })],
        assets: [
          account({
            id: 'maria',
            type: 'brokerage',
            ownerName: 'Maria Lopez',
            balanceCents: mariaCents,
          }),
          account({
            id: 'luis',
            type: 'brokerage',
            ownerName: 'Luis Lopez',
            balanceCents: luisCents,
          }),
        ],
      });
    expect(tipsOf(federalEstateTax, couple(10_000_000_00, 10_000_000_00))).toEqual([]);
    const [tip, ...others] = tipsOf(federalEstateTax, couple(4_000_000_00, 16_000_000_00));
    expect(others).toEqual([]);
    expect(tip?.title).toBe(
      'Luis Lopez’s recorded estate is above the federal estate tax exclusion',
    );
    expect(tip?.detail).toContain('adds up to $16,000,000.00');
  });

  it('says the amount is 2026’s and unverified for a later year, never carrying it over silently', () => {
    const [tip] = tipsOf(federalEstateTax, withBalance(20_000_000_00, '2027-02-01'));
    expect(tip?.detail).toContain(
      'the 2026 amount (the amount for 2027 has not been checked here: unverified)',
    );
  });
});
