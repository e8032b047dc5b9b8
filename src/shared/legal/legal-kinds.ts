import type { TInstrumentKind } from '../estate/instrument-kinds';

/**
 * Issue 17: the documents the Legal Wizard writes. The health-care directive is one document:
 * a health-care power of attorney with a living will, as most states' statutory forms combine
 * them.
 */
export const LEGAL_DOC_KINDS = ['will', 'financial_poa', 'healthcare_directive', 'hipaa'] as const;
export type TLegalDocKind = (typeof LEGAL_DOC_KINDS)[number];

export const LEGAL_DOC_LABELS: Record<TLegalDocKind, string> = {
  will: 'Last will and testament',
  financial_poa: 'Durable financial power of attorney',
  healthcare_directive: 'Health-care power of attorney and living will',
  hipaa: 'HIPAA authorization',
};

/**
 * The estate plan cards a generated document lands on. The directive fills both the
 * health-care power of attorney card and the living will card.
 */
export const LEGAL_DOC_CARDS: Record<TLegalDocKind, readonly TInstrumentKind[]> = {
  will: ['will'],
  financial_poa: ['financial_poa'],
  healthcare_directive: ['healthcare_poa', 'living_will'],
  hipaa: ['hipaa'],
};

/** The interview's steps, in order, per document; `step` in a draft indexes this list. */
export const LEGAL_STEPS: Record<TLegalDocKind, readonly string[]> = {
  will: [
    'about_you',
    'family',
    'guardians',
    'executor',
    'gifts',
    'residuary',
    'young_beneficiaries',
    'pets',
    'final_arrangements',
    'review',
  ],
  financial_poa: ['about_you', 'agents', 'powers', 'review'],
  healthcare_directive: ['about_you', 'agents', 'treatment', 'other_wishes', 'review'],
  hipaa: ['about_you', 'authorized_people', 'review'],
};

export const LEGAL_STEP_LABELS: Record<string, string> = {
  about_you: 'About you',
  family: 'Your family',
  guardians: 'Guardians for minor children',
  executor: 'Executor',
  gifts: 'Specific gifts',
  residuary: 'Everything else',
  young_beneficiaries: 'Young beneficiaries',
  pets: 'Pets',
  final_arrangements: 'Final arrangements',
  agents: 'Agents',
  powers: 'Powers',
  treatment: 'Treatment wishes',
  other_wishes: 'Other wishes',
  authorized_people: 'Who may receive your records',
  review: 'Review and create',
};
