import { describe, expect, it } from 'vitest';
import { COMMUNITY_PROPERTY, communityPropertyOf } from './community-property';
import { CREDITOR_CLAIM_PERIODS, creditorClaimPeriodOf } from './creditor-claim-periods';
import { READ_ON, type TLawSource } from './law-source';
import { SMALL_ESTATE_PROCEDURES } from './small-estate-procedures';
import { limitOn } from './small-estate-limit';
import { STATE_DEATH_TAXES, exclusionOn, stateDeathTaxOf } from './state-death-taxes';
import { WILL_FILING_RULES, willFilingRuleOf } from './will-filing-deadlines';

function expectRead(sources: readonly TLawSource[], what: string) {
  expect(sources.length, what).toBeGreaterThan(0);
  for (const source of sources) {
    expect(source.title, what).not.toBe('');
    expect(source.url, what).toMatch(/^https?:\/\//);
    expect(source.readOn, what).toBe(READ_ON);
  }
}

describe('every state-law figure names its statute, the page read and the day', () => {
  it('small-estate procedures and each of their limits', () => {
    for (const procedure of SMALL_ESTATE_PROCEDURES) {
      expect(procedure.citation, procedure.id).not.toBe('');
      expectRead(procedure.sources, procedure.id);
      for (const limit of procedure.limits) expectRead(limit.sources, `${procedure.id} limit`);
    }
  });

  it('will-filing deadlines, creditor-claim periods, death taxes and community property', () => {
    for (const rule of WILL_FILING_RULES) expectRead(rule.sources, rule.state);
    for (const period of CREDITOR_CLAIM_PERIODS) expectRead(period.sources, period.state);
    for (const tax of STATE_DEATH_TAXES) {
      expectRead(tax.sources, tax.state);
      for (const amount of tax.exclusions)
        expectRead(amount.sources, `${tax.state} ${amount.year}`);
    }
    for (const each of COMMUNITY_PROPERTY) {
      expectRead(each.sources, each.state);
      if (each.survivorship) expectRead(each.survivorship.sources, `${each.state} survivorship`);
    }
  });

  it('an indexed limit carries the deaths it applies to (Prob. Code § 890, MCL 700.1210)', () => {
    for (const procedure of SMALL_ESTATE_PROCEDURES.filter((each) => each.indexing))
      for (const limit of procedure.limits) {
        expect(limit.deathsFrom, procedure.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(limit.deathsThrough, procedure.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
  });
});

describe('will-filing deadlines', () => {
  it('755 ILCS 5/6-1(a): Illinois says "immediately", not 30 days', () => {
    const illinois = willFilingRuleOf('IL')!;
    expect(illinois.deadline).toEqual({ kind: 'immediately' });
    expect(illinois.citation).toBe('755 ILCS 5/6-1');
    expect(illinois.text).toContain('immediately upon the death');
  });

  it('Prob. Code § 8200: California 30 days; Fla. Stat. § 732.901: Florida 10 days, both from learning of the death', () => {
    expect(willFilingRuleOf('CA')).toMatchObject({
      deadline: { kind: 'days', days: 30 },
      countsFrom: 'learning_of_death',
    });
    expect(willFilingRuleOf('FL')).toMatchObject({
      deadline: { kind: 'days', days: 10 },
      countsFrom: 'learning_of_death',
    });
  });

  it('Tex. Est. Code § 256.003: Texas allows probate up to the fourth anniversary of the death', () => {
    expect(willFilingRuleOf('TX')).toMatchObject({
      deadline: { kind: 'years', years: 4 },
      countsFrom: 'death',
    });
  });

  it('MCL 700.2516: Michigan says "reasonable promptness", no number of days', () => {
    expect(willFilingRuleOf('MI')!.deadline).toEqual({ kind: 'no_fixed_period' });
  });

  it('a state whose deadline was not read has none on record (New York)', () => {
    expect(willFilingRuleOf('NY')).toBeNull();
  });
});

describe('creditor-claim periods', () => {
  it('Ohio Rev. Code § 2117.06(B): six months from the death, the only clock that starts at death', () => {
    expect(creditorClaimPeriodOf('OH')).toMatchObject({ months: 6, startsAt: 'death' });
    expect(CREDITOR_CLAIM_PERIODS.filter((each) => each.startsAt === 'death')).toHaveLength(1);
  });

  it('Prob. Code § 9100 four months after letters; N.Y. SCPA § 1802 seven months after letters', () => {
    expect(creditorClaimPeriodOf('CA')).toMatchObject({ months: 4, startsAt: 'letters' });
    expect(creditorClaimPeriodOf('NY')).toMatchObject({ months: 7, startsAt: 'letters' });
  });

  it('Texas’s period was not read: none on record', () => {
    expect(creditorClaimPeriodOf('TX')).toBeNull();
  });
});

describe('state death taxes', () => {
  it('Pennsylvania inheritance tax (72 P.S.): delinquent 9 months after death, 5% discount within 3 months', () => {
    const status = stateDeathTaxOf('PA');
    expect(status.status).toBe('cited');
    if (status.status !== 'cited') return;
    expect(status.tax.kind).toBe('inheritance_tax');
    expect(status.tax.dueMonths).toBe(9);
    expect(status.tax.text).toContain('5% discount');
  });

  it('N.Y. Tax Law art. 26: the exclusion for 2025 deaths is $7,160,000 and for 2026 deaths $7,350,000', () => {
    const status = stateDeathTaxOf('NY');
    if (status.status !== 'cited') throw new Error('New York is cited');
    expect(exclusionOn(status.tax, '2025-12-31')).toMatchObject({
      amount: { cents: 716_000_000, year: '2025' },
      exact: true,
    });
    expect(exclusionOn(status.tax, '2026-01-01')?.amount.cents).toBe(735_000_000);
  });

  it('35 ILCS 405: Illinois’s $4,000,000 was read for 2019 and 2023; for 2026 it is the latest known, not exact', () => {
    const status = stateDeathTaxOf('IL');
    if (status.status !== 'cited') throw new Error('Illinois is cited');
    expect(exclusionOn(status.tax, '2023-05-01')).toMatchObject({ exact: true });
    expect(exclusionOn(status.tax, '2026-11-29')).toMatchObject({
      amount: { cents: 400_000_000, year: '2023' },
      exact: false,
    });
  });

  it('a state that taxes estates without figures read is "unverified" (Washington); California has none', () => {
    expect(stateDeathTaxOf('WA')).toEqual({ status: 'unverified', kinds: ['estate_tax'] });
    expect(stateDeathTaxOf('MD')).toEqual({
      status: 'unverified',
      kinds: ['estate_tax', 'inheritance_tax'],
    });
    expect(stateDeathTaxOf('CA')).toEqual({ status: 'none' });
    expect(stateDeathTaxOf(null)).toEqual({ status: 'unknown' });
  });
});

describe('community property (IRS Publication 555)', () => {
  it('lists the nine states, Alaska as opt-in, and the survivorship form where read', () => {
    const full = COMMUNITY_PROPERTY.filter((each) => each.regime === 'community_property');
    expect(full.map((each) => each.state).sort()).toEqual(
      ['AZ', 'CA', 'ID', 'LA', 'NV', 'NM', 'TX', 'WA', 'WI'].sort(),
    );
    expect(communityPropertyOf('AK')?.regime).toBe('opt_in');
    expect(communityPropertyOf('CA')?.survivorship?.citation).toBe('Cal. Civ. Code § 682.1');
    expect(communityPropertyOf('NY')).toBeNull();
  });
});

describe('limitOn', () => {
  it('reads a fixed limit for any date and an indexed one only inside its period', () => {
    const texas = SMALL_ESTATE_PROCEDURES.find((each) => each.id === 'tx_205')!;
    expect(limitOn(texas, '1999-01-01')?.cents).toBe(7_500_000);
    const california = SMALL_ESTATE_PROCEDURES.find((each) => each.id === 'ca_13100')!;
    expect(limitOn(california, '2025-04-01')?.cents).toBe(20_885_000);
    expect(limitOn(california, '2022-03-31')).toBeNull();
  });
});
