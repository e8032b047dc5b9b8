import { describe, expect, it } from 'vitest';
import { obligation, scannedBill } from './obligation-fixture';
import { findSeasonalUtilityChange, isUtility } from './seasonal-utility-rule';

const today = new Date(2026, 0, 25);

function utility(history: ReturnType<typeof scannedBill>[]) {
  return obligation({ id: 'power', category: 'home', homeSubcategory: 'Utilities', history });
}

describe('findSeasonalUtilityChange', () => {
  it('fires when the bill is more than 25 % above the same month last year', () => {
    const finding = findSeasonalUtilityChange(
      utility([
        scannedBill('2025-01-12', 20000),
        scannedBill('2025-12-12', 21000),
        scannedBill('2026-01-12', 26000),
      ]),
      today,
    );
    expect(finding).toEqual({
      obligationId: 'power',
      rule: 'seasonal_utility',
      reason: 'Up 30% on January 2025: $260.00 against $200.00',
      deviation: 30,
    });
  });

  it('does not fire at 25 % or less', () => {
    const history = [scannedBill('2025-01-12', 20000), scannedBill('2026-01-12', 25000)];
    expect(findSeasonalUtilityChange(utility(history), today)).toBeNull();
  });

  it('does not compare with another month when last year has no bill for this one', () => {
    const history = [
      scannedBill('2024-12-20', 10000),
      scannedBill('2025-02-03', 10000),
      scannedBill('2026-01-12', 26000),
    ];
    expect(findSeasonalUtilityChange(utility(history), today)).toBeNull();
  });

  it('only reads utilities', () => {
    const history = [scannedBill('2025-01-12', 20000), scannedBill('2026-01-12', 40000)];
    const rent = obligation({ id: 'rent', category: 'home', homeSubcategory: 'Rent', history });
    expect(findSeasonalUtilityChange(rent, today)).toBeNull();
    expect(isUtility(obligation({ id: 'old', category: 'utilities' }))).toBe(true);
  });

  it('says nothing once the latest bill is stale', () => {
    const history = [scannedBill('2024-10-12', 20000), scannedBill('2025-10-12', 40000)];
    expect(findSeasonalUtilityChange(utility(history), today)).toBeNull();
  });
});
