import type { TLegalCheck } from './legal-api';
import {
  LEGAL_ANSWER_SCHEMAS,
  type TLegalAnswers,
  type TLegalPerson,
  type TPrincipal,
} from './legal-answers';
import { LEGAL_STEPS, type TLegalDocKind } from './legal-kinds';
import { normalisedName } from './legal-checks-people';

/** Every document names whose it is and the state whose law it follows. */
export function principalCheck(principal: TPrincipal, step: number): TLegalCheck {
  const missing = [
    principal.fullName ? null : 'your full legal name',
    principal.state ? null : 'the state you live in',
  ].filter((part): part is string => part !== null);
  return {
    id: 'principal',
    severity: 'error',
    ok: missing.length === 0,
    title:
      missing.length === 0
        ? 'Your full name and state are filled in'
        : `Add ${missing.join(' and ')}`,
    explanation:
      'The document must name you as you sign, and your state decides how it must be signed and witnessed.',
    step,
  };
}

/** The roles a document gives someone other than the person whose document it is. */
export type TPrincipalRole =
  | 'spouse'
  | 'guardian'
  | 'alternate_guardian'
  | 'executor'
  | 'alternate_executor'
  | 'witness'
  | 'agent'
  | 'alternate_agent'
  | 'authorized_person';

const ROLE_WORDS: Record<TPrincipalRole, string> = {
  spouse: 'spouse',
  guardian: 'children’s guardian',
  alternate_guardian: 'alternate guardian',
  executor: 'executor',
  alternate_executor: 'alternate executor',
  witness: 'witness',
  agent: 'agent',
  alternate_agent: 'alternate agent',
  authorized_person: 'authorized person',
};

/** Why the role must be someone else, in plain words; alternates share their role's reason. */
const ROLE_REASONS: Partial<Record<TPrincipalRole, string>> = {
  spouse: 'Your spouse is the person you are married to, not you.',
  guardian: 'A guardian raises your children if you cannot, so it must be someone else.',
  executor: 'Your executor settles your estate after your death, so it must be someone else.',
  witness:
    'Witnesses watch you sign and confirm that you did; you cannot witness your own signature.',
  agent: 'Your agent acts for you when you cannot, so it must be someone else.',
  authorized_person:
    'This authorization lets your providers share your records with other people; you already have the right to your own.',
};

const REASON_OF: Record<TPrincipalRole, TPrincipalRole> = {
  spouse: 'spouse',
  guardian: 'guardian',
  alternate_guardian: 'guardian',
  executor: 'executor',
  alternate_executor: 'executor',
  witness: 'witness',
  agent: 'agent',
  alternate_agent: 'agent',
  authorized_person: 'authorized_person',
};

/** The interview step where each role is answered. */
const ROLE_STEPS: Record<TPrincipalRole, string> = {
  spouse: 'family',
  guardian: 'guardians',
  alternate_guardian: 'guardians',
  executor: 'executor',
  alternate_executor: 'executor',
  witness: 'review',
  agent: 'agents',
  alternate_agent: 'agents',
  authorized_person: 'authorized_people',
};

/**
 * The names the principal goes by: the full name and each of the other names (written "A. Carter,
 * Alex J. Carter"), compared as people type them (case and extra spaces make no other person).
 */
export function principalNames(principal: TPrincipal): Set<string> {
  return new Set(
    [principal.fullName, ...(principal.otherNames ?? '').split(/[,;]/)]
      .map((name) => normalisedName(name ?? ''))
      .filter(Boolean),
  );
}

type Named = { role: TPrincipalRole; name: string | null };

const named = (role: TPrincipalRole, person: Pick<TLegalPerson, 'name'> | null): Named => ({
  role,
  name: person?.name ?? null,
});

/** Who the document names in each role, in the order the interview asks. */
function namedInRoles<K extends TLegalDocKind>(kind: K, answers: TLegalAnswers[K]): Named[] {
  switch (kind) {
    case 'will': {
      const will = answers as TLegalAnswers['will'];
      return [
        { role: 'spouse', name: will.spouseName },
        named('guardian', will.guardian),
        named('alternate_guardian', will.alternateGuardian),
        named('executor', will.executor),
        named('alternate_executor', will.alternateExecutor),
        ...will.witnesses.map((witness) => named('witness', witness)),
      ];
    }
    case 'financial_poa':
    case 'healthcare_directive': {
      const poa = answers as TLegalAnswers['financial_poa' | 'healthcare_directive'];
      return [named('agent', poa.agent), named('alternate_agent', poa.alternateAgent)];
    }
    default:
      return (answers as TLegalAnswers['hipaa']).authorizedPeople.map((person) =>
        named('authorized_person', person),
      );
  }
}

function principalOf<K extends TLegalDocKind>(kind: K, answers: TLegalAnswers[K]): TPrincipal {
  return kind === 'will'
    ? (answers as TLegalAnswers['will']).testator
    : (answers as TLegalAnswers['financial_poa']).principal;
}

/**
 * Issue 37: the roles in which the document names its own principal (by any of their names),
 * each once, in the interview's order. A will cannot make its testator their own spouse, executor,
 * guardian or witness; a power of attorney cannot make its principal their own agent.
 */
export function principalRoles<K extends TLegalDocKind>(
  kind: K,
  answers: TLegalAnswers[K],
): TPrincipalRole[] {
  const names = principalNames(principalOf(kind, answers));
  if (names.size === 0) return [];
  const roles = namedInRoles(kind, answers)
    .filter((each) => each.name !== null && names.has(normalisedName(each.name)))
    .map((each) => each.role);
  return [...new Set(roles)];
}

/** "executor", "executor or witness", "spouse, executor or witness". */
function orList(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * The check that refuses a document naming its principal in one of its roles: "You can't be your
 * own executor: name someone else", on the step that names the first of them. Null when the
 * principal is in no role.
 */
export function principalRoleCheck<K extends TLegalDocKind>(
  kind: K,
  answers: TLegalAnswers[K],
): TLegalCheck | null {
  const roles = principalRoles(kind, answers);
  if (roles.length === 0) return null;
  const name = principalOf(kind, answers).fullName;
  const reasons = [...new Set(roles.map((role) => ROLE_REASONS[REASON_OF[role]]))];
  return {
    id: 'principal',
    severity: 'error',
    ok: false,
    title: `You can’t be your own ${orList(roles.map((role) => ROLE_WORDS[role]))}: name someone else`,
    explanation: [
      `This document names you, ${name}, as ${orList(roles.map((role) => `your ${ROLE_WORDS[role]}`))}.`,
      ...reasons,
    ].join(' '),
    step: LEGAL_STEPS[kind].indexOf(ROLE_STEPS[roles[0]!]),
  };
}

/**
 * The checks with the principal's own check made to say so when the document names the principal
 * in a role: its name and state filled in are not enough then. One check keeps the id
 * "principal", so the review lists it once and a document is refused while it fails.
 */
export function withPrincipalRoles(
  kind: TLegalDocKind,
  answers: unknown,
  checks: readonly TLegalCheck[],
): TLegalCheck[] {
  const roleCheck = principalRoleCheck(kind, LEGAL_ANSWER_SCHEMAS[kind].parse(answers));
  if (!roleCheck) return [...checks];
  return checks.map((check) => (check.id === 'principal' && check.ok ? roleCheck : check));
}
