/**
 * Issue 14: the documents of an estate plan, one card each on /estate-plan. The list and the
 * roles each names follow the references in research/estate-and-ai.md §3 (Everplans, Trust &
 * Will, Cake's "four documents to get started").
 */
export const INSTRUMENT_KINDS = [
  'will',
  'trust',
  'financial_poa',
  'healthcare_poa',
  'living_will',
  'hipaa',
  'guardian_nomination',
  'pet_guardian',
  'letter_of_intent',
] as const;
export type TInstrumentKind = (typeof INSTRUMENT_KINDS)[number];

export const INSTRUMENT_LABELS: Record<TInstrumentKind, string> = {
  will: 'Will',
  trust: 'Trust',
  financial_poa: 'Durable financial power of attorney',
  healthcare_poa: 'Health-care power of attorney',
  living_will: 'Living will / advance directive',
  hipaa: 'HIPAA authorization',
  guardian_nomination: 'Guardian nomination for minor children',
  pet_guardian: 'Pet guardian',
  letter_of_intent: 'Letter of intent / final wishes',
};

/** Why each card matters, in one sentence, for the empty card. */
export const INSTRUMENT_PURPOSES: Record<TInstrumentKind, string> = {
  will: 'Says who receives what passes through probate and who settles the estate.',
  trust: 'Holds assets so they pass to your beneficiaries without probate.',
  financial_poa: 'Lets someone you trust handle money matters if you cannot.',
  healthcare_poa: 'Names who makes medical decisions for you if you cannot.',
  living_will: 'Records the care you want, or do not want, at the end of life.',
  hipaa: 'Lets doctors share your medical information with the people you name.',
  guardian_nomination: 'Names who would raise your minor children.',
  pet_guardian: 'Names who would take care of your pets.',
  letter_of_intent: 'Tells your family your wishes in your own words.',
};

/** The forms an instrument takes within its kind (a will may be a pour-over will). */
export const INSTRUMENT_VARIANTS: Record<TInstrumentKind, readonly string[]> = {
  will: ['last_will', 'pour_over_will'],
  trust: ['revocable_living', 'irrevocable', 'special_needs', 'testamentary', 'other'],
  financial_poa: ['durable', 'springing'],
  healthcare_poa: ['standard'],
  living_will: ['standard'],
  hipaa: ['standard'],
  guardian_nomination: ['standard'],
  pet_guardian: ['standard'],
  letter_of_intent: ['standard'],
};

export const VARIANT_LABELS: Record<string, string> = {
  last_will: 'Last will and testament',
  pour_over_will: 'Pour-over will',
  revocable_living: 'Revocable living trust',
  irrevocable: 'Irrevocable trust',
  special_needs: 'Special needs trust',
  testamentary: 'Testamentary trust',
  other: 'Other trust',
  durable: 'Durable (effective now)',
  springing: 'Springing (effective on incapacity)',
  standard: 'Standard',
};

/** none → drafted → signed → witnessed or notarized → stored (issue 14). */
export const INSTRUMENT_STATUSES = ['none', 'drafted', 'signed', 'witnessed', 'stored'] as const;
export type TInstrumentStatus = (typeof INSTRUMENT_STATUSES)[number];
export const INSTRUMENT_STATUS_LABELS: Record<TInstrumentStatus, string> = {
  none: 'Not started',
  drafted: 'Drafted',
  signed: 'Signed',
  witnessed: 'Witnessed or notarized',
  stored: 'Stored safely',
};

export const PERSON_ROLES = [
  'executor',
  'trustee',
  'successor_trustee',
  'agent',
  'health_care_agent',
  'authorized_person',
  'guardian',
  'pet_caretaker',
  'witness',
] as const;
export type TPersonRole = (typeof PERSON_ROLES)[number];
export const PERSON_ROLE_LABELS: Record<TPersonRole, string> = {
  executor: 'Executor',
  trustee: 'Trustee',
  successor_trustee: 'Successor trustee',
  agent: 'Agent',
  health_care_agent: 'Health-care agent',
  authorized_person: 'Authorized person',
  guardian: 'Guardian',
  pet_caretaker: 'Pet caretaker',
  witness: 'Witness',
};

/** The roles each card asks for, the first being the one the plan cannot do without. */
export const ROLES_BY_KIND: Record<TInstrumentKind, readonly TPersonRole[]> = {
  will: ['executor', 'witness'],
  trust: ['trustee', 'successor_trustee'],
  financial_poa: ['agent'],
  healthcare_poa: ['health_care_agent'],
  living_will: ['health_care_agent'],
  hipaa: ['authorized_person'],
  guardian_nomination: ['guardian'],
  pet_guardian: ['pet_caretaker'],
  letter_of_intent: [],
};

/** Life events that call for a review of the plan before the usual 3 years are up. */
export const LIFE_EVENT_KINDS = [
  'marriage',
  'divorce',
  'birth_or_adoption',
  'death_of_named_person',
  'moved_state',
  'home_purchase',
] as const;
export type TLifeEventKind = (typeof LIFE_EVENT_KINDS)[number];
export const LIFE_EVENT_LABELS: Record<TLifeEventKind, string> = {
  marriage: 'Marriage',
  divorce: 'Divorce',
  birth_or_adoption: 'Birth or adoption',
  death_of_named_person: 'Death of a named person',
  moved_state: 'Move to another state',
  home_purchase: 'Home purchase',
};

export const DEFAULT_REVIEW_MONTHS = 36;
