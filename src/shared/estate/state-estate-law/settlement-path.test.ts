import { describe, expect, it } from 'vitest';
import { settlementPath, type TSettlementInput } from './settlement-path';

const DEATH = '2026-11-29';

function path(input: Partial<TSettlementInput> & Pick<TSettlementInput, 'state' | 'probateCents'>) {
  return settlementPath({
    hasRealEstateInProbate: false,
    spouseSurvives: true,
    deathOn: DEATH,
    ...input,
  });
}

describe('settlementPath: nothing to settle, or nothing on record', () => {
  it('needs nothing when nothing passes under the will', () => {
    const result = path({ state: 'CA', probateCents: 0 });
    expect(result.kind).toBe('none_needed');
    expect(result.citation).toBeNull();
  });

  it('says "unverified" for a state with no small-estate rules on record (Georgia)', () => {
    const result = path({ state: 'GA', probateCents: 1_000_000 });
    expect(result.kind).toBe('unknown');
    expect(result.why).toContain('unverified');
    expect(result.why).toContain('$10,000');
    expect(result.source).toBeNull();
  });

  it('says "unverified" when the household’s state is not on record', () => {
    const result = path({ state: null, probateCents: 1_000_000 });
    expect(result.kind).toBe('unknown');
    expect(result.why).toContain('state is not on record');
  });
});

describe('California', () => {
  it('Prob. Code § 13100: $208,850 for deaths on or after April 1, 2025 takes an affidavit after 40 days', () => {
    const result = path({ state: 'CA', probateCents: 8_400_000 });
    expect(result.kind).toBe('small_estate_affidavit');
    expect(result.title).toBe('Small-estate affidavit after 40 days');
    expect(result.why).toBe(
      'Probate assets of $84,000 do not exceed California’s $208,850 limit (Prob. Code § 13100, amount for deaths on or after April 1, 2025).',
    );
    expect(result.waitDays).toBe(40);
    expect(result.citation).toBe('Prob. Code § 13100');
    expect(result.source?.readOn).toBe('2026-11-29');
  });

  it('Prob. Code § 13100: exactly $208,850 still fits; one cent more goes to probate', () => {
    expect(path({ state: 'CA', probateCents: 20_885_000 }).kind).toBe('small_estate_affidavit');
    const above = path({ state: 'CA', probateCents: 20_885_001 });
    expect(above.kind).toBe('probate');
    expect(above.why).toContain('exceed California’s $208,850 limit');
  });

  it('Prob. Code § 13100: a death before April 1, 2025 uses the $184,500 limit', () => {
    const result = path({ state: 'CA', probateCents: 19_000_000, deathOn: '2025-03-31' });
    expect(result.kind).toBe('probate');
    expect(result.why).toContain('$184,500');
    expect(path({ state: 'CA', probateCents: 18_450_000, deathOn: '2025-03-31' }).kind).toBe(
      'small_estate_affidavit',
    );
  });

  it('Prob. Code § 13100 (adjusted under § 890): a death after March 31, 2028 has an unverified limit', () => {
    const result = path({ state: 'CA', probateCents: 1_000_000, deathOn: '2028-04-01' });
    expect(result.kind).toBe('unknown');
    expect(result.why).toContain('unverified');
  });

  it('Prob. Code § 13151: a primary residence up to $750,000 takes a petition, the rest an affidavit', () => {
    const result = path({
      state: 'CA',
      probateCents: 62_500_000,
      hasRealEstateInProbate: true,
      realEstateInProbateCents: 60_000_000,
      realEstateIsPrimaryResidence: true,
    });
    expect(result.kind).toBe('small_estate_petition');
    expect(result.title).toBe(
      'Petition for the primary residence and small-estate affidavit after 40 days',
    );
    expect(result.why).toContain(
      'The home’s value of $600,000 does not exceed California’s $750,000 limit',
    );
    expect(result.why).toContain('Personal property of $25,000');
    expect(result.citation).toBe('Prob. Code § 13151; Prob. Code § 13100');
  });

  it('Prob. Code § 13151: a residence above $750,000 goes to probate', () => {
    const result = path({
      state: 'CA',
      probateCents: 80_000_000,
      hasRealEstateInProbate: true,
      realEstateInProbateCents: 75_000_001,
      realEstateIsPrimaryResidence: true,
    });
    expect(result.kind).toBe('probate');
    expect(result.why).toContain('exceeds California’s $750,000 limit');
  });

  it('Prob. Code § 13151: exactly $750,000 alone (no other probate property) takes the petition', () => {
    const result = path({
      state: 'CA',
      probateCents: 75_000_000,
      hasRealEstateInProbate: true,
      realEstateInProbateCents: 75_000_000,
      realEstateIsPrimaryResidence: true,
    });
    expect(result.kind).toBe('small_estate_petition');
    expect(result.title).toBe('Petition for the primary residence after 40 days');
  });

  it('Prob. Code § 13151: real estate that was not the primary residence goes to probate', () => {
    const result = path({
      state: 'CA',
      probateCents: 20_000_000,
      hasRealEstateInProbate: true,
      realEstateInProbateCents: 19_000_000,
      realEstateIsPrimaryResidence: false,
    });
    expect(result.kind).toBe('probate');
    expect(result.why).toContain('primary residence');
  });

  it('Prob. Code § 13100: with real estate of unknown value, probate (the affidavit passes no real estate)', () => {
    expect(path({ state: 'CA', probateCents: 5_000_000, hasRealEstateInProbate: true }).kind).toBe(
      'probate',
    );
  });
});

describe('registered vehicles left out of the limit (Cal. Prob. Code § 13050; 755 ILCS 5/25-1(a-5), P.A. 104-0346)', () => {
  it('California: $215,000 with a $10,000 car fits the $208,850 affidavit limit, and says why', () => {
    const result = path({
      state: 'CA',
      probateCents: 21_500_000,
      vehiclesInProbateCents: 1_000_000,
    });
    expect(result.kind).toBe('small_estate_affidavit');
    expect(result.why).toContain(
      '$205,000 (not counting $10,000 of registered vehicles, which the limit leaves out)',
    );
    expect(path({ state: 'CA', probateCents: 21_500_000 }).kind).toBe('probate');
  });

  it('Illinois: the car is left out only for deaths from August 15, 2025', () => {
    const estate = { state: 'IL', probateCents: 15_500_000, vehiclesInProbateCents: 1_000_000 };
    expect(path({ ...estate, deathOn: '2026-01-10' }).kind).toBe('small_estate_affidavit');
    expect(path({ ...estate, probateCents: 10_500_000, deathOn: '2024-06-01' }).kind).toBe(
      'probate',
    );
  });
});

describe('Texas', () => {
  it('Tex. Est. Code § 205.001: $75,000 without a will takes an affidavit after 30 days; $75,000.01 does not', () => {
    const at = path({ state: 'TX', probateCents: 7_500_000, hasWill: false });
    expect(at.kind).toBe('small_estate_affidavit');
    expect(at.waitDays).toBe(30);
    expect(path({ state: 'TX', probateCents: 7_500_001, hasWill: false }).kind).toBe('probate');
  });

  it('Tex. Est. Code § 205.001: only for an estate without a will', () => {
    const result = path({ state: 'TX', probateCents: 1_000_000, hasWill: true });
    expect(result.kind).toBe('probate');
    expect(result.why).toContain('only for an estate without a will');
  });

  it('Tex. Est. Code § 205.001: the homestead is left out of the $75,000', () => {
    const result = path({
      state: 'TX',
      probateCents: 40_000_000,
      hasWill: false,
      hasRealEstateInProbate: true,
      realEstateInProbateCents: 35_000_000,
      realEstateIsPrimaryResidence: true,
    });
    expect(result.kind).toBe('small_estate_affidavit');
    expect(result.why).toContain('Probate assets other than the homestead of $50,000');
  });
});

describe('the other states read', () => {
  it('Fla. Stat. § 735.201: summary administration up to $75,000, real estate included', () => {
    const at = path({ state: 'FL', probateCents: 7_500_000, hasRealEstateInProbate: true });
    expect(at.kind).toBe('summary_administration');
    expect(at.title).toBe('Summary administration');
    expect(path({ state: 'FL', probateCents: 7_500_001 }).kind).toBe('probate');
  });

  it('N.Y. SCPA § 1301: voluntary administration up to $50,000 of personal property, not real estate', () => {
    expect(path({ state: 'NY', probateCents: 5_000_000 }).kind).toBe('summary_administration');
    expect(path({ state: 'NY', probateCents: 5_000_001 }).kind).toBe('probate');
    expect(
      path({
        state: 'NY',
        probateCents: 4_000_000,
        hasRealEstateInProbate: true,
        realEstateInProbateCents: 3_000_000,
      }).kind,
    ).toBe('probate');
  });

  it('20 Pa.C.S. § 3102: a small-estate petition up to $50,000, not real estate', () => {
    expect(path({ state: 'PA', probateCents: 5_000_000 }).kind).toBe('small_estate_petition');
    expect(path({ state: 'PA', probateCents: 5_000_001 }).kind).toBe('probate');
  });

  it('755 ILCS 5/25-1 as amended by P.A. 104-0346: a 2026 death takes an affidavit up to $150,000, with no waiting period on record', () => {
    const at = path({ state: 'IL', probateCents: 15_000_000 });
    expect(at.kind).toBe('small_estate_affidavit');
    expect(at.waitDays).toBeNull();
    expect(at.waitText).toBe('No waiting period is stated in the sources read');
    expect(at.why).toBe(
      'Probate assets of $150,000 do not exceed Illinois’s $150,000 limit (755 ILCS 5/25-1, personal estate not counting motor vehicles registered with the Secretary of State, P.A. 104-0346, for deaths on or after August 15, 2025, a date taken from lawyers’ summaries of the Act).',
    );
    expect(at.sources.map((source) => source.url)).toContain(
      'https://my.ilga.gov/ftp/Public%20Acts/104/104-0346.htm',
    );
    const above = path({ state: 'IL', probateCents: 15_000_001 });
    expect(above.kind).toBe('probate');
    expect(above.why).toContain('exceed Illinois’s $150,000 limit');
  });

  it('755 ILCS 5/25-1 before P.A. 104-0346: a 2024 death keeps the $100,000 limit', () => {
    const at = path({ state: 'IL', probateCents: 10_000_000, deathOn: '2024-06-01' });
    expect(at.kind).toBe('small_estate_affidavit');
    expect(at.why).toBe(
      'Probate assets of $100,000 do not exceed Illinois’s $100,000 limit (755 ILCS 5/25-1, gross value of the personal estate, vehicles included, for deaths before August 15, 2025).',
    );
    const above = path({ state: 'IL', probateCents: 10_000_001, deathOn: '2024-06-01' });
    expect(above.kind).toBe('probate');
    expect(above.why).toContain('exceed Illinois’s $100,000 limit');
  });

  it('755 ILCS 5/25-1, P.A. 104-0346: $150,000 applies from August 15, 2025, $100,000 the day before', () => {
    expect(path({ state: 'IL', probateCents: 15_000_000, deathOn: '2025-08-15' }).kind).toBe(
      'small_estate_affidavit',
    );
    expect(path({ state: 'IL', probateCents: 10_000_001, deathOn: '2025-08-14' }).kind).toBe(
      'probate',
    );
  });

  it('755 ILCS 5/25-1: the Illinois reason has no citation nested inside another', () => {
    for (const deathOn of ['2024-06-01', '2026-11-29']) {
      const why = path({ state: 'IL', probateCents: 5_000_000, deathOn }).why;
      expect(why).not.toMatch(/\([^)]*\(/);
    }
  });

  it('Ohio Rev. Code § 2113.03: release from administration up to $35,000, or $100,000 with a surviving spouse', () => {
    expect(path({ state: 'OH', probateCents: 3_500_000, spouseSurvives: false }).kind).toBe(
      'small_estate_petition',
    );
    const noSpouse = path({ state: 'OH', probateCents: 3_500_001, spouseSurvives: false });
    expect(noSpouse.kind).toBe('probate');
    expect(noSpouse.why).toContain('needs a surviving spouse who receives the whole estate');
    const spouse = path({ state: 'OH', probateCents: 10_000_000, spouseSurvives: true });
    expect(spouse.kind).toBe('small_estate_petition');
    expect(spouse.notes.join(' ')).toContain('receives the whole estate');
    expect(path({ state: 'OH', probateCents: 10_000_001, spouseSurvives: true }).kind).toBe(
      'probate',
    );
  });

  it('MCL 700.3983: $27,000 for deaths in 2023, after 28 days, no real estate', () => {
    const at = path({ state: 'MI', probateCents: 2_700_000, deathOn: '2023-06-01' });
    expect(at.kind).toBe('small_estate_affidavit');
    expect(at.waitDays).toBe(28);
    expect(path({ state: 'MI', probateCents: 2_700_001, deathOn: '2023-06-01' }).kind).toBe(
      'probate',
    );
    expect(
      path({
        state: 'MI',
        probateCents: 1_000_000,
        deathOn: '2023-06-01',
        hasRealEstateInProbate: true,
        realEstateInProbateCents: 500_000,
      }).kind,
    ).toBe('probate');
  });

  it('MCL 700.1210: a later year’s adjusted Michigan limit is unverified, never guessed', () => {
    const result = path({ state: 'MI', probateCents: 1_000_000 });
    expect(result.kind).toBe('unknown');
    expect(result.why).toContain('for deaths in 2026 is unverified');
  });

  it('N.C. Gen. Stat. § 28A-25-1: an affidavit up to $20,000 of personal property after 30 days', () => {
    const at = path({ state: 'NC', probateCents: 2_000_000 });
    expect(at.kind).toBe('small_estate_affidavit');
    expect(at.waitDays).toBe(30);
    expect(path({ state: 'NC', probateCents: 2_000_001 }).kind).toBe('probate');
  });
});
