import { US_STATES } from '../onboarding/onboarding-schemas';
import type { TLegalDocKind } from './legal-kinds';
import type { TRuleSection, TStateRules } from './state-rule-types';
import { ELECTRONIC_WILL_STATUTES, WILLGRIDUS } from './state-rules-data/electronic-wills';
import {
  generalDirectiveRules,
  generalPoaRules,
  generalWillRules,
} from './state-rules-data/general';
import { VERIFIED_STATES } from './state-rules-data/verified-states';

/** The HIPAA authorization's federal rule, the same in every state. */
export { HIPAA_AUTHORIZATION_RULES } from './state-rules-data/hipaa-federal';

/** Shown on screen and printed in the document wherever a section is not verified. */
export const GENERAL_RULES_NOTICE = 'General rules, confirm with an attorney';

function generalWill(code: string) {
  const will = generalWillRules();
  const electronic = ELECTRONIC_WILL_STATUTES[code];
  if (!electronic) return will;
  return {
    ...will,
    sources: [...will.sources, WILLGRIDUS],
    electronicWills: { allowed: true, citation: electronic },
  };
}

function row([code, name]: readonly [string, string]): TStateRules {
  const verified = VERIFIED_STATES[code] ?? {};
  return {
    code,
    name,
    will: verified.will ?? generalWill(code),
    poa: verified.poa ?? generalPoaRules(),
    directive: verified.directive ?? generalDirectiveRules(),
  };
}

/** The 50 states and DC, in alphabetical order of name. */
export const STATE_RULES: readonly TStateRules[] = US_STATES.map(row);

const BY_CODE = new Map(STATE_RULES.map((rules) => [rules.code, rules]));

export function stateRules(code: string): TStateRules {
  const rules = BY_CODE.get(code);
  if (!rules) throw new Error(`No state rules for "${code}"`);
  return rules;
}

/** A section read from the state's own statute (it carries the day it was checked). */
export function isVerified(section: TRuleSection): boolean {
  return section.verifiedOn !== null;
}

/** The state's section for a document; the HIPAA authorization has none in the state's row. */
export function ruleSectionFor(kind: TLegalDocKind, rules: TStateRules): TRuleSection | null {
  if (kind === 'will') return rules.will;
  if (kind === 'financial_poa') return rules.poa;
  if (kind === 'healthcare_directive') return rules.directive;
  return null;
}
