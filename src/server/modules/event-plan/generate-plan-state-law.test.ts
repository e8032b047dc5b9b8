import { describe, expect, it } from 'vitest';
import { generatePlan, type GeneratedTask } from './generate-plan';
import type { HouseholdSnapshot, SnapshotEstate } from './household-snapshot';
import { richHousehold } from './household-snapshot.test-helper';
import { PLAN_TEMPLATES } from './templates/plan-templates';
import { STATE_LAW_TEMPLATES } from './templates/state-law-templates';

const DEATH = '2026-11-29';
const CHECKING = { label: 'Chase · Everyday', valueCents: 8_400_000 };
const HOME = { label: '12 Maple Street, Sacramento, CA 95814', valueCents: 60_000_000 };

function estate(
  probateAssets: SnapshotEstate['probateAssets'],
  extra: Partial<SnapshotEstate> = {},
): SnapshotEstate {
  return {
    probateCents: probateAssets.reduce((sum, asset) => sum + asset.valueCents, 0),
    nonProbateCents: 53_000_000,
    probateAssets,
    married: true,
    ...extra,
  };
}

function planFor(overrides: Partial<HouseholdSnapshot>): GeneratedTask[] {
  return generatePlan(richHousehold({ eventOn: DEATH, ...overrides }), 'death');
}

const keys = (plan: GeneratedTask[]) => plan.map((task) => task.templateKey);
const settleKeys = (plan: GeneratedTask[]) => keys(plan).filter((key) => key.startsWith('settle_'));

function only(plan: GeneratedTask[], key: string): GeneratedTask {
  const found = plan.filter((task) => task.templateKey === key);
  expect(found, key).toHaveLength(1);
  return found[0]!;
}

function fact(task: GeneratedTask, label: string): string | undefined {
  return task.facts.find((each) => each.label === label)?.value;
}

describe('the settlement path replaces "Start probate" (issue 38)', () => {
  it('Prob. Code § 13100: under California’s $208,850 limit, a small-estate affidavit after 40 days', () => {
    const plan = planFor({ estate: estate([CHECKING]) });
    expect(settleKeys(plan)).toEqual(['settle_ca_small_estate_affidavit']);
    const task = only(plan, 'settle_ca_small_estate_affidavit');
    expect(task.title).toBe(
      'Small-estate affidavit after 40 days, instead of probate (California)',
    );
    expect(task.dueRule).toEqual({ kind: 'days_after_event', days: 40 });
    expect(fact(task, 'Why')).toBe(
      'Probate assets of $84,000 do not exceed California’s $208,850 limit (Prob. Code § 13100, amount for deaths on or after April 1, 2025).',
    );
    expect(fact(task, 'Passing under the will (probate)')).toBe('$84,000.00');
    expect(task.sources[0]).toEqual({ label: 'Prob. Code § 13100', url: null });
    expect(
      task.sources.slice(1).every((source) => source.label.endsWith('(read 2026-11-29)')),
    ).toBe(true);
    // An affidavit has no court, so no notice to creditors.
    expect(keys(plan)).not.toContain('creditor_notice_ca');
    expect(keys(plan)).not.toContain('start_probate');
  });

  it('Prob. Code § 13100: above $208,850 of personal property, probate, with the reason and California’s creditor period', () => {
    const plan = planFor({ estate: estate([{ ...CHECKING, valueCents: 20_885_001 }]) });
    expect(settleKeys(plan)).toEqual(['settle_probate']);
    const task = only(plan, 'settle_probate');
    expect(task.title).toBe('Open probate');
    expect(fact(task, 'Why')).toContain('exceed California’s $208,850 limit');
    const creditors = only(plan, 'creditor_notice_ca');
    expect(creditors.detail).toContain('4 months after letters');
    expect(creditors.dueRule).toEqual({ kind: 'none' });
    expect(creditors.sources[0]).toEqual({ label: 'Prob. Code § 9100', url: null });
  });

  it('Prob. Code § 13151: the primary residence up to $750,000 by petition, the rest by affidavit', () => {
    const plan = planFor({ estate: estate([CHECKING, HOME]) });
    const task = only(plan, 'settle_ca_small_estate_petition');
    expect(fact(task, 'Proposed path')).toBe(
      'Petition for the primary residence and small-estate affidavit after 40 days',
    );
    expect(fact(task, 'Why')).toContain('The home’s value of $600,000 does not exceed');
    expect(fact(task, 'Law')).toBe('Prob. Code § 13151; Prob. Code § 13100');
  });

  it('Prob. Code § 13151: a home that was not the primary residence goes to probate', () => {
    const household = richHousehold();
    const rental = household.properties.map((property) =>
      property.kind === 'home' ? { ...property, homeType: 'rental' } : property,
    );
    const plan = planFor({ properties: rental, estate: estate([CHECKING, HOME]) });
    expect(settleKeys(plan)).toEqual(['settle_probate']);
  });

  it('reads real estate from the estate summary’s flag when it gives one', () => {
    const plan = planFor({
      estate: estate([{ label: 'Lot 7, Lake County', valueCents: 5_000_000, realEstate: true }]),
    });
    expect(settleKeys(plan)).toEqual(['settle_probate']);
  });

  it('nothing passing under the will: no settlement row at all', () => {
    const plan = planFor({ estate: estate([]) });
    expect(settleKeys(plan)).toEqual([]);
  });

  it('a state with no small-estate rules on record (Georgia) asks, saying "unverified", and keeps Georgia’s creditor period (O.C.G.A. § 53-7-41)', () => {
    const plan = planFor({ homeState: 'GA', estate: estate([CHECKING]) });
    const task = only(plan, 'settle_unknown');
    expect(fact(task, 'Why')).toContain('unverified');
    expect(only(plan, 'creditor_notice_ga').sources[0]?.label).toBe('O.C.G.A. § 53-7-41');
  });

  it('MCL 700.1210: Michigan’s limit for 2026 deaths is unverified, so the plan asks instead of guessing', () => {
    const plan = planFor({
      homeState: 'MI',
      estate: estate([{ ...CHECKING, valueCents: 1_000_000 }]),
    });
    expect(fact(only(plan, 'settle_unknown'), 'Why')).toContain('for deaths in 2026 is unverified');
  });

  it('Tex. Est. Code § 205.001: with a will on record the affidavit does not fit; § 256.003 gives 4 years to probate', () => {
    const plan = planFor({
      homeState: 'TX',
      estate: estate([{ ...CHECKING, valueCents: 1_000_000 }]),
    });
    expect(fact(only(plan, 'settle_probate'), 'Why')).toContain(
      'only for an estate without a will',
    );
    expect(only(plan, 'will_filing_tx').dueRule).toEqual({
      kind: 'months_after_event',
      months: 48,
    });
  });
});

describe('state deadlines and taxes in the after-death plan', () => {
  it('Fla. Stat. § 732.901: Florida’s will goes to the clerk within 10 days, in the first month', () => {
    const will = only(planFor({ homeState: 'FL' }), 'will_filing_fl');
    expect(will.dueRule).toEqual({ kind: 'days_after_event', days: 10 });
    expect(will.stage).toBe('first_month');
    expect(will.detail).toContain('the date here counts from the death');
  });

  it('755 ILCS 5/6-1: Illinois’s will is filed immediately, among the first days', () => {
    const will = only(planFor({ homeState: 'IL' }), 'will_filing_il');
    expect(will.stage).toBe('first_days');
    expect(will.detail).toContain('immediately upon the death');
    expect(will.detail).not.toContain('learns of the death; the date here');
  });

  it('Ohio Rev. Code § 2117.06: creditors’ six months run from the death, so the task has a date', () => {
    const plan = planFor({
      homeState: 'OH',
      estate: estate([{ ...CHECKING, valueCents: 20_000_000 }]),
    });
    expect(only(plan, 'creditor_notice_oh').dueRule).toEqual({
      kind: 'months_after_event',
      months: 6,
    });
  });

  it('Pennsylvania inheritance tax (72 P.S.): due in 9 months, 5% off what is paid within 3', () => {
    const tax = only(planFor({ homeState: 'PA' }), 'state_inheritance_tax_pa');
    expect(tax.dueRule).toEqual({ kind: 'months_after_event', months: 9 });
    expect(tax.detail).toContain('5% discount');
  });

  it('N.Y. Tax Law art. 26: the estate tax row appears only above the 2026 exclusion of $7,350,000', () => {
    expect(keys(planFor({ homeState: 'NY' }))).not.toContain('state_estate_tax_ny');
    const rich = planFor({
      homeState: 'NY',
      estate: estate([{ ...CHECKING, valueCents: 800_000_000 }]),
    });
    expect(fact(only(rich, 'state_estate_tax_ny'), 'State exclusion amount')).toBe(
      '$7,350,000 for deaths in 2026',
    );
  });

  it('35 ILCS 405: Illinois’s $4,000,000 is the latest amount read (2023), and 2026’s is unverified', () => {
    const plan = planFor({
      homeState: 'IL',
      estate: estate([{ ...CHECKING, valueCents: 500_000_000 }]),
    });
    expect(fact(only(plan, 'state_estate_tax_il'), 'State exclusion amount')).toBe(
      '$4,000,000 for deaths in 2023 (the latest amount read; the amount for deaths in 2026 is unverified)',
    );
  });

  it('a state without figures read (Washington) gets "find out" rows that say unverified', () => {
    const plan = planFor({ homeState: 'WA', estate: estate([CHECKING]) });
    expect(keys(plan)).toEqual(
      expect.arrayContaining([
        'will_filing_deadline_unknown',
        'settle_unknown',
        'creditor_notice_unverified',
        'state_death_tax_unverified',
      ]),
    );
    expect(only(plan, 'state_death_tax_unverified').detail).toContain('unverified');
    expect(only(plan, 'creditor_notice_unverified').detail).toContain('unverified');
  });

  it('California has no state death-tax row', () => {
    expect(keys(planFor({})).filter((key) => key.startsWith('state_'))).toEqual([]);
  });
});

describe('the state-law rows', () => {
  it('have keys unique among all the plan’s templates', () => {
    const keys = PLAN_TEMPLATES.map((template) => template.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('each name a source, and each state’s own row names a page read on 2026-11-29', () => {
    for (const template of STATE_LAW_TEMPLATES) {
      expect(template.sources.length, template.key).toBeGreaterThan(0);
      if (template.states !== 'all' && !template.key.endsWith('_unverified'))
        expect(
          template.sources.some((source) => source.label.endsWith('(read 2026-11-29)')),
          template.key,
        ).toBe(true);
    }
  });
});
