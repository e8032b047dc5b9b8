import { describe, expect, it } from 'vitest';
import { profileAmounts } from './amount-profile';

describe('profileAmounts', () => {
  it('sees one amount as fixed, a cent of tax apart included', () => {
    expect(profileAmounts([1549, 1549, 1550, 1549])).toMatchObject({
      shape: 'fixed',
      latestCents: 1549,
    });
  });

  it('sees a price increase that stays as a step, and the new price as the one due', () => {
    const amounts = [1549, 1549, 1549, 1549, 1799, 1799, 1799];
    expect(profileAmounts(amounts)).toMatchObject({ shape: 'stepped', latestCents: 1799 });
    // Two increases in two years, and a first month prorated.
    expect(profileAmounts([733, 999, 999, 999, 1099, 1099, 1199])).toMatchObject({
      shape: 'stepped',
      latestCents: 1199,
    });
  });

  it('sees a price that comes back as varying, not as a step', () => {
    expect(profileAmounts([1000, 1000, 1200, 1200, 1000, 1000]).shape).toBe('varying');
  });

  it('measures how much varying amounts vary', () => {
    const electric = [4500, 4200, 5100, 7000, 11_000, 16_000, 17_000, 13_000, 7000, 4600];
    const profile = profileAmounts(electric);
    expect(profile).toMatchObject({
      shape: 'varying',
      minCents: 4200,
      maxCents: 17_000,
      latestCents: 4600,
    });
    expect(profile.variation).toBeGreaterThan(0.45);
    expect(profile.variation).toBeLessThan(0.6);
  });
});
