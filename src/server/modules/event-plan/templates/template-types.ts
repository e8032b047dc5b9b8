import type { TEventKind } from '@shared/triggering-event/event-schemas';
import type { TDueRule, TTaskSource, TTaskStage } from '@shared/triggering-event/plan-schemas';
import { STATE_LAW_CONDITIONS, STATE_LAW_FACT_SOURCES } from './state-law-keys';

/**
 * One row of the plan's template table (research §3: "task, stage, due rule, states, condition"),
 * joined with the household's records by the generator: a task per record `each` names, or one
 * task (`once`) whose facts come from `facts`.
 */

/** The records a template repeats over (subjects.ts reads each from the snapshot). */
export const SUBJECT_SOURCES = [
  'once',
  'homes',
  'vehicles',
  'wills',
  'bank_accounts',
  'investment_accounts',
  'life_policies_on_owner',
  'other_policies',
  'obligations',
  'financial_poas',
  'healthcare_poas',
  'income_policies',
] as const;
export type SubjectSource = (typeof SUBJECT_SOURCES)[number];

/** The facts of a `once` task, each read from the snapshot by a named builder (facts.ts). */
export const FACT_SOURCES = [
  'none',
  'will_search',
  'death_certificates',
  'final_wishes',
  'employer',
  'estate_total',
  'doctors',
  'attorney',
  'tax_advisor',
  ...STATE_LAW_FACT_SOURCES,
] as const;
export type FactSource = (typeof FACT_SOURCES)[number];

/** Conditions a template needs from the records (conditions.ts). */
export const CONDITIONS = [
  'no_will_recorded',
  'no_will_deadline_state',
  'no_financial_poa',
  'no_healthcare_poa',
  ...STATE_LAW_CONDITIONS,
  'married',
] as const;
export type ConditionKey = (typeof CONDITIONS)[number];

/** The letters a task can offer as a PDF filled from the records. */
export const LETTER_KINDS = [
  'credit_bureau',
  'social_security',
  'bank',
  'utility',
  'insurer',
] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];

export type PlanTemplate = {
  key: string;
  kind: TEventKind;
  stage: TTaskStage;
  /** `{subject}` stands for the record's name ("Secure {subject}"). */
  title: string;
  detail: string;
  due: TDueRule;
  /** The states whose law sets the task ('all': everywhere); the household's state decides. */
  states: 'all' | readonly string[];
  condition: ConditionKey | null;
  each: SubjectSource;
  facts: FactSource;
  letter: LetterKind | null;
  /** Bills and subscriptions ask for keep, cancel or transfer. */
  decision: boolean;
  sources: readonly TTaskSource[];
};

/**
 * What a plan row is unless it says otherwise: for every state, with no condition, done once,
 * with no facts, letter or decision.
 */
export const PLAN_ROW_DEFAULTS = {
  states: 'all',
  condition: null,
  each: 'once',
  facts: 'none',
  letter: null,
  decision: false,
} as const satisfies Partial<PlanTemplate>;
