import { parseISO } from 'date-fns';
import { FEDERAL_BASIC_EXCLUSION, figureYearWords } from '@shared/estate/federal-transfer-tax';
import { ASSET_TYPE_LABELS } from '@shared/finance/asset-schemas';
import { maskLastFour } from '@shared/finance/sensitive-number';
import { INVESTMENT_ACCOUNT_TYPE_LABELS } from '@shared/investments/investment-schemas';
import type { TTaskFact } from '@shared/triggering-event/plan-schemas';
import { advisorsInRole, money, ownInstruments, peopleFacts } from './fact-text';
import type { HouseholdSnapshot } from './household-snapshot';
import { planDateOf } from './settlement-inputs';
import { STATE_LAW_FACTS } from './state-law-facts';
import { instrumentFacts } from './subjects/instrument-subjects';
import type { FactSource } from './templates/template-types';

/** Spare copies on top of one per institution: the funeral, the court and a mistake or two. */
export const SPARE_DEATH_CERTIFICATES = 3;

/** The institutions on record (banks, brokerages, insurers), each once however it is cased. */
export function institutionsOnRecord(snapshot: HouseholdSnapshot): string[] {
  const names = new Map<string, string>();
  for (const name of [
    ...snapshot.accounts.filter((account) => account.type !== 'home').map((a) => a.institutionName),
    ...snapshot.investments.map((account) => account.institutionName),
    ...snapshot.policies.map((policy) => policy.carrier),
  ]) {
    const key = name.trim().toLowerCase();
    if (key && !names.has(key)) names.set(key, name.trim());
  }
  return [...names.values()];
}

function deathCertificateFacts(snapshot: HouseholdSnapshot): TTaskFact[] {
  const institutions = institutionsOnRecord(snapshot);
  return [
    {
      label: 'Suggested number of copies',
      value: `${institutions.length + SPARE_DEATH_CERTIFICATES} (one per institution on record and ${SPARE_DEATH_CERTIFICATES} spare: a suggestion to adjust)`,
    },
    {
      label: 'Institutions on record',
      value: institutions.length > 0 ? institutions.join(', ') : 'None recorded in Nido',
    },
  ];
}

function finalWishesFacts(snapshot: HouseholdSnapshot): TTaskFact[] {
  const letters = ownInstruments(snapshot, 'letter_of_intent').flatMap((letter) =>
    instrumentFacts(letter).map((each) => ({ ...each, label: `Letter of intent: ${each.label}` })),
  );
  const guidebook: TTaskFact[] =
    snapshot.finalWishesEntries > 0
      ? [
          {
            label: 'Family Guidebook',
            value: `${snapshot.finalWishesEntries} final-wishes ${snapshot.finalWishesEntries === 1 ? 'entry' : 'entries'}`,
            href: '/family-guidebook',
          },
        ]
      : [];
  const found = [...letters, ...guidebook];
  return found.length > 0 ? found : [{ label: 'Final wishes', value: 'None recorded in Nido' }];
}

/** Workplace retirement plans on record: the employer (or its plan) is the one to tell. */
function employerFacts(snapshot: HouseholdSnapshot): TTaskFact[] {
  const plans = [
    ...snapshot.accounts
      .filter((account) => account.type === 'retirement_401k')
      .map((account) => ({
        label: 'Workplace retirement plan',
        value:
          `${account.institutionName}: ${account.accountName} (${ASSET_TYPE_LABELS[account.type]}) ${maskLastFour(account.last4)}`.trim(),
      })),
    ...snapshot.investments
      .filter((account) =>
        ['retirement_401k', 'retirement_403b', 'retirement_457', 'pension'].includes(account.type),
      )
      .map((account) => ({
        label: 'Workplace retirement plan',
        value:
          `${account.institutionName}: ${account.accountName} (${INVESTMENT_ACCOUNT_TYPE_LABELS[account.type]}) ${maskLastFour(account.last4)}`.trim(),
      })),
  ];
  return plans.length > 0
    ? plans
    : [{ label: 'Employer', value: 'Not recorded in Nido: skip this if there was none' }];
}

/** The basic exclusion for the year of the death, or the latest year read, said as such. */
function federalExclusionFact(snapshot: HouseholdSnapshot): TTaskFact {
  const figure = FEDERAL_BASIC_EXCLUSION;
  const year = parseISO(planDateOf(snapshot)).getFullYear();
  return {
    label: 'Federal estate-tax basic exclusion',
    value: `${money(figure.amountCents)} per person, ${figureYearWords(figure, year)} (${figure.citation}; ${figure.source.label}). Confirm it with a CPA.`,
    href: figure.source.url,
  };
}

function estateTotalFacts(snapshot: HouseholdSnapshot): TTaskFact[] {
  const { probateCents, nonProbateCents } = snapshot.estate;
  return [
    {
      label: 'Estate on record',
      value: `${money(probateCents + nonProbateCents)} (${money(probateCents)} through probate, ${money(nonProbateCents)} outside it)`,
      href: '/estate-plan',
    },
    federalExclusionFact(snapshot),
    ...advisorsInRole(snapshot, ['cpa'], 'CPA'),
  ];
}

/** Who speaks to the doctors: the health-care agents, the people the HIPAA form names, the doctors. */
function doctorFacts(snapshot: HouseholdSnapshot): TTaskFact[] {
  const directives = [
    ...ownInstruments(snapshot, 'healthcare_poa'),
    ...ownInstruments(snapshot, 'living_will'),
  ];
  const hipaa = ownInstruments(snapshot, 'hipaa');
  const facts = [
    ...directives.flatMap((each) =>
      peopleFacts(each, 'health_care_agent', 'Speaks for the owner (health-care agent)'),
    ),
    ...hipaa.flatMap((each) =>
      peopleFacts(each, 'authorized_person', 'May receive medical information (HIPAA)'),
    ),
    ...ownInstruments(snapshot, 'living_will').map((each) => ({
      label: 'Advance directive kept at',
      value: each.originalLocation ?? 'Not recorded in Nido',
    })),
    ...hipaa.map((each) => ({
      label: 'HIPAA authorization kept at',
      value: each.originalLocation ?? 'Not recorded in Nido',
    })),
    ...advisorsInRole(snapshot, ['physician'], 'Doctor'),
  ];
  return facts.length > 0
    ? facts
    : [{ label: 'HIPAA authorization and directive', value: 'None recorded in Nido' }];
}

/** The facts of each `once` task, read from the snapshot. */
export const ONCE_FACTS: Record<FactSource, (snapshot: HouseholdSnapshot) => TTaskFact[]> = {
  none: () => [],
  will_search: (snapshot) => advisorsInRole(snapshot, ['attorney'], 'Attorney'),
  death_certificates: deathCertificateFacts,
  final_wishes: finalWishesFacts,
  employer: employerFacts,
  estate_total: estateTotalFacts,
  doctors: doctorFacts,
  attorney: (snapshot) => advisorsInRole(snapshot, ['attorney'], 'Attorney'),
  tax_advisor: (snapshot) => [
    ...advisorsInRole(snapshot, ['cpa'], 'CPA'),
    ...advisorsInRole(snapshot, ['attorney'], 'Attorney'),
  ],
  ...STATE_LAW_FACTS,
};
