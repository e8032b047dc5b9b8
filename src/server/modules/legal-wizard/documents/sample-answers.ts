import type { TLegalAnswers, TLegalPerson } from '@shared/legal/legal-answers';

/**
 * A filled-in interview of each document for one household (the Carters of Austin), as the
 * checks would accept it: the renderer's tests read these back from the PDF, and
 * bench/legal-documents.ts times them. Not used by the app itself.
 */

function person(name: string, relationship: string, extra: Partial<TLegalPerson> = {}) {
  return {
    name,
    relationship,
    dateOfBirth: null,
    isAdult: true,
    address: null,
    phone: null,
    email: null,
    source: 'family' as const,
    refId: null,
    ...extra,
  };
}

const principal = {
  fullName: 'Maria Elena Carter',
  otherNames: null,
  dateOfBirth: '1978-04-12',
  address: '12 Maple Street',
  city: 'Austin',
  county: 'Travis',
  state: 'TX',
};

export const SAMPLE_ANSWERS: TLegalAnswers = {
  will: {
    testator: principal,
    maritalStatus: 'married',
    spouseName: 'David Carter',
    children: [
      { name: 'Mia Carter', dateOfBirth: '2015-06-01' },
      { name: 'Leo Carter', dateOfBirth: '2018-09-23' },
    ],
    guardian: person('Ana Lopez', 'Sister', { address: '40 Oak Lane, Dallas, TX' }),
    alternateGuardian: person('Luis Lopez', 'Brother'),
    executor: person('David Carter', 'Spouse', { phone: '512-555-0101' }),
    alternateExecutor: person('Ana Lopez', 'Sister'),
    specificGifts: [
      {
        description: 'my grandmother’s gold necklace',
        asset: null,
        beneficiary: 'Mia Carter',
        ifTheyDieFirst: 'alternate',
        alternate: 'Leo Carter',
      },
      {
        description: 'my 2019 Toyota Corolla',
        asset: null,
        beneficiary: 'Ana Lopez',
        ifTheyDieFirst: 'descendants',
        alternate: null,
      },
    ],
    residuary: [
      {
        name: 'David Carter',
        relationship: 'Spouse',
        percent: 50,
        ifTheyDieFirst: 'others',
        alternate: null,
      },
      {
        name: 'Mia Carter',
        relationship: 'Daughter',
        percent: 25,
        ifTheyDieFirst: 'descendants',
        alternate: null,
      },
      {
        name: 'Leo Carter',
        relationship: 'Son',
        percent: 25,
        ifTheyDieFirst: 'descendants',
        alternate: null,
      },
    ],
    youngBeneficiaries: {
      holding: 'trust',
      age: 25,
      manager: person('Ana Lopez', 'Sister', { address: '40 Oak Lane, Dallas, TX' }),
      alternateManager: person('Luis Lopez', 'Brother'),
    },
    pets: [
      {
        name: 'Biscuit',
        species: 'Dog',
        caretaker: 'Ana Lopez',
        alternateCaretaker: 'Luis Lopez',
        careFundDollars: 2500,
      },
    ],
    finalArrangements: {
      disposition: 'cremation',
      wishes: 'A small gathering at Zilker Park; no formal service.',
    },
    witnesses: [{ name: 'Grace Kim' }, { name: 'Tom Becker' }],
  },
  financial_poa: {
    principal,
    agent: person('David Carter', 'Spouse', { phone: '512-555-0101' }),
    alternateAgent: person('Ana Lopez', 'Sister'),
    effective: 'on_incapacity',
    powers: ['banking', 'taxes', 'real_property', 'government_benefits'],
    agentCompensation: 'none',
    specialInstructions:
      'My agent may not sell the house at 12 Maple Street while I am living in it.',
  },
  healthcare_directive: {
    principal,
    agent: person('David Carter', 'Spouse', { phone: '512-555-0101' }),
    alternateAgent: person('Ana Lopez', 'Sister'),
    lifeSustaining: 'do_not_prolong',
    artificialNutrition: 'agent_decides',
    painRelief: true,
    organDonation: 'any',
    organDonationDetails: null,
    primaryPhysician: 'Dr. Priya Raman, Austin Family Medicine',
    otherWishes: 'I would like to spend my last days at home if that is possible.',
  },
  hipaa: {
    principal,
    authorizedPeople: [
      person('David Carter', 'Spouse', { phone: '512-555-0101' }),
      person('Ana Lopez', 'Sister', { email: 'ana@example.com' }),
    ],
    expiresOn: null,
    includePsychotherapyNotes: false,
  },
};
