import type { TLegalCheck } from './legal-api';
import { LEGAL_ANSWER_SCHEMAS, type TLegalAnswers } from './legal-answers';
import type { TLegalDocKind } from './legal-kinds';
import { financialPoaChecks, healthcareDirectiveChecks, hipaaChecks } from './legal-checks-agents';
import { withPrincipalRoles } from './legal-checks-principal';
import { willChecks } from './legal-checks-will';
import { STATE_RULES } from './state-rules';

/**
 * Issue 17: the checks run before a document is produced, every one relevant to the kind,
 * passed or not, so the review step can show what is done as well as what is missing. `today`
 * (ISO date) decides who is under 18. `state` (the draft's state code) brings in its row: the
 * checks it asks for (Florida's rule that a power of attorney takes effect when signed) and what
 * its law does to a gift to a witness; without it, or for a code with no row, the checks every
 * state shares are run with their general explanations. Issue 37: a document naming its principal
 * in one of its roles (their own executor, agent, witness) fails the principal's check.
 */
export function runLegalChecks(
  kind: TLegalDocKind,
  answers: unknown,
  today: string,
  state?: string,
): TLegalCheck[] {
  return withPrincipalRoles(kind, answers, kindChecks(kind, answers, today, state));
}

function kindChecks(
  kind: TLegalDocKind,
  answers: unknown,
  today: string,
  state?: string,
): TLegalCheck[] {
  const rules = state ? STATE_RULES.find((row) => row.code === state) : undefined;
  switch (kind) {
    case 'will':
      return willChecks(parse('will', answers), today, rules);
    case 'financial_poa':
      return financialPoaChecks(parse('financial_poa', answers), today, rules);
    case 'healthcare_directive':
      return healthcareDirectiveChecks(parse('healthcare_directive', answers), today);
    case 'hipaa':
      return hipaaChecks(parse('hipaa', answers), today, rules);
  }
}

function parse<K extends TLegalDocKind>(kind: K, answers: unknown): TLegalAnswers[K] {
  return LEGAL_ANSWER_SCHEMAS[kind].parse(answers) as TLegalAnswers[K];
}

/** The failed errors: any one of them stops the document. */
export function blockingChecks(checks: readonly TLegalCheck[]): TLegalCheck[] {
  return checks.filter((check) => !check.ok && check.severity === 'error');
}
