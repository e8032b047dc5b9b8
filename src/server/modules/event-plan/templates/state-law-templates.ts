import { CREDITOR_CLAIM_PERIODS } from '@shared/estate/state-estate-law/creditor-claim-periods';
import { stateName, type TLawSource } from '@shared/estate/state-estate-law/law-source';
import { SMALL_ESTATE_PROCEDURES } from '@shared/estate/state-estate-law/small-estate-procedures';
import type {
  TSmallEstateKind,
  TSmallEstateProcedure,
} from '@shared/estate/state-estate-law/small-estate-types';
import {
  DEATH_TAX_TABLE_SOURCES,
  ESTATE_TAX_STATES,
  INHERITANCE_TAX_STATES,
  STATE_DEATH_TAXES,
} from '@shared/estate/state-estate-law/state-death-taxes';
import {
  WILL_FILING_RULES,
  type TWillFilingRule,
} from '@shared/estate/state-estate-law/will-filing-deadlines';
import type { TDueRule, TTaskSource, TTaskStage } from '@shared/triggering-event/plan-schemas';
import { SOURCES } from './plan-sources';
import { deathRow } from './death-row';
import type { PlanTemplate } from './template-types';

/**
 * The after-death plan's state-law rows (issue 38), built from the cited data in
 * shared/estate/state-estate-law: when the will goes to the court, the cheapest way to settle what
 * passes under the will, the creditors' claim period, and a state estate or inheritance tax. A
 * state without data gets a "find out" row that says the rule is unverified.
 */

/** Each row below says only what differs from the defaults. */
const row = deathRow;

/** A statute named beside the pages it was read on, each with the day it was read. */
function sourcesOf(citation: string | null, pages: readonly TLawSource[]): TTaskSource[] {
  const read = [...new Map(pages.map((page) => [page.url, page])).values()].map((page) => ({
    label: `${page.title} (read ${page.readOn})`,
    url: page.url,
  }));
  return citation ? [{ label: citation, url: null }, ...read] : read;
}

function stageFor(days: number): TTaskStage {
  if (days <= 7) return 'first_days';
  return days <= 31 ? 'first_month' : 'later';
}

function willFilingRow(rule: TWillFilingRule): PlanTemplate {
  const { deadline } = rule;
  const due: TDueRule =
    deadline.kind === 'immediately'
      ? { kind: 'days_after_event', days: 0 }
      : deadline.kind === 'days'
        ? { kind: 'days_after_event', days: deadline.days }
        : deadline.kind === 'years'
          ? { kind: 'months_after_event', months: deadline.years * 12 }
          : { kind: 'none' };
  const days = due.kind === 'days_after_event' ? due.days : Number.POSITIVE_INFINITY;
  return row({
    key: `will_filing_${rule.state.toLowerCase()}`,
    stage: stageFor(days),
    title: rule.title,
    detail:
      rule.countsFrom === 'learning_of_death'
        ? `${rule.text} The statute counts from when the holder learns of the death; the date here counts from the death.`
        : rule.text,
    due,
    states: [rule.state],
    sources: sourcesOf(rule.citation, rule.sources),
  });
}

const WILL_FILING_UNKNOWN = row({
  key: 'will_filing_deadline_unknown',
  stage: 'later',
  title: 'Find out when the will must go to the court',
  detail:
    'States set different deadlines for handing the original will to the court: California 30 days (Prob. Code § 8200), Florida 10 days (Fla. Stat. § 732.901), Illinois immediately (755 ILCS 5/6-1). This household’s state has no deadline on record in Nido (unverified): confirm it with the probate court or an attorney.',
  due: { kind: 'none' },
  condition: 'no_will_deadline_state',
  facts: 'attorney',
  sources: sourcesOf(
    null,
    WILL_FILING_RULES.filter((rule) => ['CA', 'FL', 'IL'].includes(rule.state)).flatMap(
      (rule) => rule.sources,
    ),
  ),
});

/** One row per state and kind of small-estate procedure; the facts say which amounts fit. */
function settlementRow(state: string, kind: TSmallEstateKind): PlanTemplate {
  const procedures = SMALL_ESTATE_PROCEDURES.filter(
    (procedure) => procedure.state === state && procedure.kind === kind,
  );
  const [first] = procedures as [TSmallEstateProcedure, ...TSmallEstateProcedure[]];
  const wait = first.waitDays;
  return row({
    key: `settle_${state.toLowerCase()}_${kind}`,
    stage: 'later',
    title: `${first.name}${wait ? ` after ${wait} days` : ''}, instead of probate (${stateName(state)})`,
    detail: `What passes under the will fits ${stateName(state)}’s ${first.name.toLowerCase()} (${first.citation}), cheaper than probate: the reason and the amounts are below. ${first.notes.join(' ')} Check the amounts before anyone signs: they come from the records in Nido.`,
    due: wait ? { kind: 'days_after_event', days: wait } : { kind: 'none' },
    states: [state],
    condition: `settlement_${kind}`,
    facts: 'settlement_path',
    sources: sourcesOf(
      first.citation,
      procedures.flatMap((procedure) => [
        ...procedure.limits.flatMap((limit) => limit.sources),
        ...procedure.sources,
      ]),
    ),
  });
}

const SETTLEMENT_ROWS: PlanTemplate[] = [
  ...new Set(SMALL_ESTATE_PROCEDURES.map((procedure) => `${procedure.state}|${procedure.kind}`)),
].map((pair) => {
  const [state, kind] = pair.split('|') as [string, TSmallEstateKind];
  return settlementRow(state, kind);
});

const SETTLE_PROBATE = row({
  key: 'settle_probate',
  stage: 'later',
  title: 'Open probate',
  detail:
    'Some assets on record pass under the will, and no small-estate procedure on record fits them: the reason is below. Most executors start probate 2–3 months after the death.',
  due: { kind: 'months_after_event', months: 3 },
  condition: 'settlement_probate',
  facts: 'settlement_path',
  sources: [SOURCES.estateExecFirst3Months],
});

const SETTLE_UNKNOWN = row({
  key: 'settle_unknown',
  stage: 'later',
  title: 'Find out whether a small-estate procedure fits before opening probate',
  detail:
    'Some assets on record pass under the will. Nido has no small-estate rule on record for this state, or not the limit for this year (unverified): ask the probate court or an attorney whether an affidavit or a summary procedure fits before opening probate.',
  due: { kind: 'none' },
  condition: 'settlement_unknown',
  facts: 'settlement_path',
  sources: [SOURCES.estateExecFirst3Months],
});

const CREDITOR_ROWS: PlanTemplate[] = CREDITOR_CLAIM_PERIODS.map((period) =>
  row({
    key: `creditor_notice_${period.state.toLowerCase()}`,
    stage: 'later',
    title: 'Give notice to the estate’s creditors',
    detail:
      period.startsAt === 'death'
        ? `${period.text} The date here is when that period ends.`
        : `${period.text} The period starts with the court’s letters or the published notice, so no date is set here.`,
    due:
      period.startsAt === 'death'
        ? { kind: 'months_after_event', months: period.months }
        : { kind: 'none' },
    states: [period.state],
    condition: 'creditor_notice_needed',
    facts: 'attorney',
    sources: sourcesOf(period.citation, period.sources),
  }),
);

const CREDITOR_UNVERIFIED = row({
  key: 'creditor_notice_unverified',
  stage: 'later',
  title: 'Find out how long creditors have to present claims',
  detail:
    'Creditors of an estate have a limited time to present their claims, and each state sets its own period and notice. This household’s state has no period on record in Nido (unverified): ask the probate court or an attorney.',
  due: { kind: 'none' },
  condition: 'creditor_notice_unverified',
  facts: 'attorney',
  sources: [SOURCES.estateExecChecklist],
});

const TAX_ROWS: PlanTemplate[] = STATE_DEATH_TAXES.map((tax) =>
  row({
    key: `state_${tax.kind}_${tax.state.toLowerCase()}`,
    stage: 'later',
    title: tax.title,
    detail: tax.text,
    due: tax.dueMonths ? { kind: 'months_after_event', months: tax.dueMonths } : { kind: 'none' },
    states: [tax.state],
    condition: tax.kind === 'estate_tax' ? 'state_estate_tax_may_apply' : null,
    facts: 'state_death_tax',
    sources: sourcesOf(tax.citation, [
      ...tax.exclusions.flatMap((amount) => amount.sources),
      ...tax.sources,
    ]),
  }),
);

const CITED_TAX_STATES = new Set(STATE_DEATH_TAXES.map((tax) => tax.state));

const TAX_UNVERIFIED = row({
  key: 'state_death_tax_unverified',
  stage: 'later',
  title: 'Find out whether the state’s estate or inheritance tax applies',
  detail:
    'This state taxes estates or inheritances, according to a 50-state table; its thresholds and due dates are not on record in Nido (unverified). Ask a CPA or the state’s tax department whether a return is due.',
  due: { kind: 'none' },
  states: [...new Set([...ESTATE_TAX_STATES, ...INHERITANCE_TAX_STATES])].filter(
    (state) => !CITED_TAX_STATES.has(state),
  ),
  facts: 'tax_advisor',
  sources: sourcesOf(null, DEATH_TAX_TABLE_SOURCES),
});

export const STATE_LAW_TEMPLATES: readonly PlanTemplate[] = [
  ...WILL_FILING_RULES.map(willFilingRow),
  WILL_FILING_UNKNOWN,
  ...SETTLEMENT_ROWS,
  SETTLE_PROBATE,
  SETTLE_UNKNOWN,
  ...CREDITOR_ROWS,
  CREDITOR_UNVERIFIED,
  ...TAX_ROWS,
  TAX_UNVERIFIED,
];
