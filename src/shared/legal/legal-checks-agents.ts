import type { TLegalCheck } from './legal-api';
import type {
  TFinancialPoaAnswers,
  THealthcareDirectiveAnswers,
  THipaaAnswers,
  TLegalPerson,
} from './legal-answers';
import { addMonths, format, parseISO } from 'date-fns';
import { LEGAL_STEPS } from './legal-kinds';
import { HIPAA_DURATION_LIMITS } from './state-rules-data/hipaa-state-limits';
import type { TStateRules } from './state-rule-types';
import { isNamed, personAdulthood } from './legal-checks-people';
import { principalCheck } from './legal-checks-principal';
import { adultCheck } from './legal-checks-adult';

type TAgentKind = 'financial_poa' | 'healthcare_directive';

const ROLE: Record<TAgentKind, string> = {
  financial_poa: 'handle your money and property',
  healthcare_directive: 'make medical decisions for you',
};

function agentCheck(kind: TAgentKind, agent: TLegalPerson | null, step: number): TLegalCheck {
  return {
    id: 'agent',
    severity: 'error',
    ok: isNamed(agent),
    title: isNamed(agent) ? `${agent.name} is your agent` : 'Name your agent',
    explanation: `Your agent is the person who can ${ROLE[kind]} when you cannot. The document does nothing without one.`,
    step,
  };
}

function agentAdultCheck(agent: TLegalPerson | null, today: string, step: number): TLegalCheck {
  const adulthood = isNamed(agent) ? personAdulthood(agent, today) : 'unknown';
  return adultCheck({ id: 'agent_adult', step }, agent?.name ?? null, adulthood, {
    someone: 'an agent',
    role: 'your agent',
    underAge: 'Someone under 18 cannot act as an agent. Choose an adult.',
  });
}

function alternateAgentCheck(alternate: TLegalPerson | null, step: number): TLegalCheck {
  return {
    id: 'alternates',
    severity: 'warning',
    ok: isNamed(alternate),
    title: isNamed(alternate)
      ? `${alternate.name} is your alternate agent`
      : 'Name an alternate agent',
    explanation:
      'If your agent dies, cannot serve or steps down, the alternate takes over, so no court has to appoint someone.',
    step,
  };
}

function agentChecks(
  kind: TAgentKind,
  answers: TFinancialPoaAnswers | THealthcareDirectiveAnswers,
  today: string,
): TLegalCheck[] {
  const steps = LEGAL_STEPS[kind];
  const agents = steps.indexOf('agents');
  return [
    principalCheck(answers.principal, steps.indexOf('about_you')),
    agentCheck(kind, answers.agent, agents),
    agentAdultCheck(answers.agent, today, agents),
    alternateAgentCheck(answers.alternateAgent, agents),
  ];
}

/**
 * Where the state's row says a power of attorney cannot wait for incapacity (Florida,
 * Fla. Stat. § 709.2108), one written to start on incapacity would not work: an error, with the
 * step that fixes it. Without a state, or where the row records nothing, there is no check.
 */
function effectiveDateCheck(
  answers: TFinancialPoaAnswers,
  rules: TStateRules | undefined,
): TLegalCheck[] {
  const springing = rules?.poa.springing;
  if (!rules || !springing || springing.allowed) return [];
  const ok = answers.effective !== 'on_incapacity';
  return [
    {
      id: 'effective_date',
      severity: 'error',
      ok,
      title: ok
        ? `It takes effect when you sign it, as ${rules.name} law requires`
        : `In ${rules.name} it cannot wait until you are incapacitated`,
      explanation:
        `Under ${rules.name} law (${springing.citation}) a power of attorney takes effect when ` +
        'it is signed; one written to start only if you become incapacitated does not work. ' +
        'On the Powers step, choose “As soon as I sign it” under When it takes effect.',
      step: LEGAL_STEPS.financial_poa.indexOf('powers'),
    },
  ];
}

export function financialPoaChecks(
  answers: TFinancialPoaAnswers,
  today: string,
  rules?: TStateRules,
): TLegalCheck[] {
  return [
    ...agentChecks('financial_poa', answers, today),
    ...effectiveDateCheck(answers, rules),
    {
      id: 'powers',
      severity: 'error',
      ok: answers.powers.length > 0,
      title: 'Choose at least one power for your agent',
      explanation:
        'Your agent can act only in the areas you choose, such as banking, real estate or taxes. With none chosen, they cannot act at all.',
      step: LEGAL_STEPS.financial_poa.indexOf('powers'),
    },
  ];
}

export function healthcareDirectiveChecks(
  answers: THealthcareDirectiveAnswers,
  today: string,
): TLegalCheck[] {
  return agentChecks('healthcare_directive', answers, today);
}

/** A state's limit on how long the authorization may last (Maryland: one year). */
function durationCheck(
  answers: THipaaAnswers,
  today: string,
  rules: TStateRules | undefined,
): TLegalCheck[] {
  const limit = rules ? HIPAA_DURATION_LIMITS[rules.code] : undefined;
  if (!limit) return [];
  const latestDay = addMonths(parseISO(today), limit.maxMonths);
  const latest = format(latestDay, 'yyyy-MM-dd');
  const ok = answers.expiresOn !== null && answers.expiresOn <= latest;
  return [
    {
      id: 'hipaa_expiry',
      severity: 'error',
      ok,
      title: ok
        ? `It ends within ${limit.maxMonths} months, as ${rules!.name} requires`
        : `Choose an end date no later than ${format(latestDay, 'MMMM d, yyyy')}`,
      explanation: `${limit.note} (${limit.citation}). Sign a new one when it ends.`,
      step: LEGAL_STEPS.hipaa.indexOf('authorized_people'),
    },
  ];
}

export function hipaaChecks(
  answers: THipaaAnswers,
  today: string,
  rules?: TStateRules,
): TLegalCheck[] {
  const named = answers.authorizedPeople.filter((person) => person.name);
  return [
    ...durationCheck(answers, today, rules),
    principalCheck(answers.principal, LEGAL_STEPS.hipaa.indexOf('about_you')),
    {
      id: 'authorized_people',
      severity: 'error',
      ok: named.length > 0,
      title: 'Name at least one person who may receive your health records',
      explanation:
        'Doctors and hospitals may share your records only with the people this authorization names.',
      step: LEGAL_STEPS.hipaa.indexOf('authorized_people'),
    },
  ];
}
