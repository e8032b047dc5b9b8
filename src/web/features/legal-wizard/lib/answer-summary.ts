import type {
  TFinancialPoaAnswers,
  THealthcareDirectiveAnswers,
  THipaaAnswers,
  TLegalAnswers,
  TLegalPerson,
  TPrincipal,
  TIfTheyDieFirst,
  TWillAnswers,
} from '@shared/legal/legal-answers';
import { whenTheyDieFirst } from '@shared/legal/legal-answers';
import { LEGAL_STEPS, LEGAL_STEP_LABELS, type TLegalDocKind } from '@shared/legal/legal-kinds';
import { longDay } from './long-day';
import { POA_POWER_LABELS } from './poa-power-labels';

export type SummaryLine = { label: string; value: string };
export type SummarySection = { step: number; title: string; lines: SummaryLine[] };

const NOT_ANSWERED = 'Not answered';
const NONE = 'None';

const line = (label: string, value: string | null | undefined): SummaryLine => ({
  label,
  value: value?.trim() ? value : NOT_ANSWERED,
});

function personText(person: TLegalPerson | null): string | null {
  if (!person?.name) return null;
  return person.relationship ? `${person.name} (${person.relationship})` : person.name;
}

function principalLines(principal: TPrincipal): SummaryLine[] {
  const place = [principal.address, principal.city, principal.county, principal.state]
    .filter(Boolean)
    .join(', ');
  return [
    line('Name', principal.fullName),
    line('Date of birth', principal.dateOfBirth && longDay(principal.dateOfBirth)),
    line('Address', place),
  ];
}

/** ", else their descendants" / ", else the others" / ", else Leo Carter". */
function ifTheyDieFirstText(gift: {
  ifTheyDieFirst: TIfTheyDieFirst | null;
  alternate: string | null;
}): string {
  switch (whenTheyDieFirst(gift)) {
    case 'descendants':
      return ', else their descendants';
    case 'others':
      return ', else the others';
    case 'alternate':
      return `, else ${gift.alternate ?? 'someone not named yet'}`;
  }
}

function youngBeneficiaryLines(young: TWillAnswers['youngBeneficiaries']): SummaryLine[] {
  if (!young.holding) return [line('Held', null)];
  const role = young.holding === 'trust' ? 'Trustee' : 'Custodian';
  return [
    line(
      'Held',
      young.holding === 'trust'
        ? `In a trust until ${young.age ?? '?'}`
        : `By a custodian${young.age ? ` until ${young.age}` : ''}`,
    ),
    ...personAndAlternateLines(role, young.manager, young.alternateManager),
  ];
}

/** "Executor" and "Alternate executor", each with the person named or "Not answered". */
function personAndAlternateLines(
  role: string,
  person: TLegalPerson | null,
  alternate: TLegalPerson | null,
): SummaryLine[] {
  return [
    line(role, personText(person)),
    line(`Alternate ${role.toLowerCase()}`, personText(alternate)),
  ];
}

/** The steps a power of attorney and a health-care directive share: the principal and the agents. */
function principalAndAgentLines(
  step: string,
  a: Pick<TFinancialPoaAnswers, 'principal' | 'agent' | 'alternateAgent'>,
): SummaryLine[] {
  switch (step) {
    case 'about_you':
      return principalLines(a.principal);
    case 'agents':
      return personAndAlternateLines('Agent', a.agent, a.alternateAgent);
    default:
      return [];
  }
}

const LABEL_MAPS: Record<string, Record<string, string>> = {
  maritalStatus: {
    single: 'Single',
    married: 'Married',
    domestic_partner: 'Registered domestic partner',
    divorced: 'Divorced',
    widowed: 'Widowed',
  },
  disposition: {
    burial: 'Burial',
    cremation: 'Cremation',
    body_donation: 'Donate my body to science',
    no_preference: 'No preference',
  },
  effective: { immediately: 'As soon as it is signed', on_incapacity: 'On incapacity' },
  lifeSustaining: {
    prolong: 'Prolong my life',
    do_not_prolong: 'Do not prolong my life',
    agent_decides: 'My agent decides',
  },
  artificialNutrition: {
    want: 'Wanted',
    do_not_want: 'Not wanted',
    agent_decides: 'My agent decides',
  },
  organDonation: {
    any: 'Any organs or tissue',
    specific: 'Only those listed',
    none: 'No donation',
    agent_decides: 'My agent decides',
  },
};
const labelOf = (map: string, value: string | null) =>
  value === null ? null : (LABEL_MAPS[map]?.[value] ?? value);

function willLines(step: string, a: TWillAnswers): SummaryLine[] {
  switch (step) {
    case 'about_you':
      return principalLines(a.testator);
    case 'family':
      return [
        line('Marital status', labelOf('maritalStatus', a.maritalStatus)),
        ...(a.spouseName ? [line('Spouse or partner', a.spouseName)] : []),
        line(
          'Children',
          a.children.length === 0
            ? NONE
            : a.children.map((child) => child.name ?? 'Unnamed child').join(', '),
        ),
      ];
    case 'guardians':
      return personAndAlternateLines('Guardian', a.guardian, a.alternateGuardian);
    case 'executor':
      return personAndAlternateLines('Executor', a.executor, a.alternateExecutor);
    case 'gifts':
      return a.specificGifts.length === 0
        ? [line('Gifts', NONE)]
        : a.specificGifts.map((gift, index) =>
            line(
              `Gift ${index + 1}`,
              `${gift.description ?? 'Not described'} to ${gift.beneficiary ?? 'no one yet'}${ifTheyDieFirstText(gift)}`,
            ),
          );
    case 'residuary':
      return a.residuary.length === 0
        ? [line('Everything else', null)]
        : a.residuary.map((share) =>
            line(share.name ?? 'Unnamed', `${share.percent ?? '?'}%${ifTheyDieFirstText(share)}`),
          );
    case 'young_beneficiaries':
      return youngBeneficiaryLines(a.youngBeneficiaries);
    case 'pets':
      return a.pets.length === 0
        ? [line('Pets', NONE)]
        : a.pets.map((pet) =>
            line(pet.name ?? 'Unnamed pet', pet.caretaker ? `Cared for by ${pet.caretaker}` : null),
          );
    case 'final_arrangements':
      return [
        line('Wish', labelOf('disposition', a.finalArrangements.disposition)),
        ...(a.finalArrangements.wishes ? [line('Other wishes', a.finalArrangements.wishes)] : []),
      ];
    default:
      return [];
  }
}

function poaLines(step: string, a: TFinancialPoaAnswers): SummaryLine[] {
  switch (step) {
    case 'powers':
      return [
        line(
          'Powers',
          a.powers.length === 0 ? null : a.powers.map((p) => POA_POWER_LABELS[p]).join('; '),
        ),
        line('Takes effect', labelOf('effective', a.effective)),
        line(
          'Agent’s pay',
          a.agentCompensation === null
            ? null
            : a.agentCompensation === 'none'
              ? 'Expenses only'
              : 'Reasonable pay',
        ),
      ];
    default:
      return principalAndAgentLines(step, a);
  }
}

function directiveLines(step: string, a: THealthcareDirectiveAnswers): SummaryLine[] {
  switch (step) {
    case 'treatment':
      return [
        line('Life-sustaining treatment', labelOf('lifeSustaining', a.lifeSustaining)),
        line('Tube feeding and fluids', labelOf('artificialNutrition', a.artificialNutrition)),
        line('Pain relief', a.painRelief === null ? null : a.painRelief ? 'Yes' : 'No'),
        line('Organ donation', labelOf('organDonation', a.organDonation)),
      ];
    case 'other_wishes':
      return [
        line('Primary doctor', a.primaryPhysician),
        ...(a.otherWishes ? [line('Other wishes', a.otherWishes)] : []),
      ];
    default:
      return principalAndAgentLines(step, a);
  }
}

function hipaaLines(step: string, a: THipaaAnswers): SummaryLine[] {
  switch (step) {
    case 'about_you':
      return principalLines(a.principal);
    case 'authorized_people':
      return [
        line(
          'People',
          a.authorizedPeople
            .map(personText)
            .filter((name): name is string => name !== null)
            .join(', '),
        ),
        line('Ends on', a.expiresOn ? longDay(a.expiresOn) : 'When I revoke it'),
        line('Psychotherapy notes', a.includePsychotherapyNotes ? 'Included' : 'Not included'),
      ];
    default:
      return [];
  }
}

/** The saved answers, step by step, as the review shows them ("Edit" jumps to the step). */
export function answerSummary<K extends TLegalDocKind>(
  kind: K,
  answers: TLegalAnswers[K],
): SummarySection[] {
  const lines = (step: string): SummaryLine[] => {
    switch (kind) {
      case 'will':
        return willLines(step, answers as TWillAnswers);
      case 'financial_poa':
        return poaLines(step, answers as TFinancialPoaAnswers);
      case 'healthcare_directive':
        return directiveLines(step, answers as THealthcareDirectiveAnswers);
      default:
        return hipaaLines(step, answers as THipaaAnswers);
    }
  };
  return LEGAL_STEPS[kind]
    .map((step, index) => ({
      step: index,
      title: LEGAL_STEP_LABELS[step] ?? step,
      lines: lines(step),
    }))
    .filter((section) => section.lines.length > 0);
}
