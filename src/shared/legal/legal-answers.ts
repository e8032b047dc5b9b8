import { z } from 'zod';
import { tooLong } from '../validation/too-long';
import { multiLine, singleLine } from '../validation/plain-text';
import { US_STATE_CODES } from '../onboarding/onboarding-schemas';

/**
 * Issue 17: what each interview records. A draft is saved at every step, so every field may be
 * empty here; whether a document can be produced is decided by the checks (legal-checks.ts),
 * which explain what is missing in plain words.
 */
const text = (field: string, max = 200) =>
  singleLine(z.string().trim().max(max, tooLong(field, max)))
    .nullish()
    .transform((value) => value || null);

/** An answer written in a box of several lines (wishes, instructions). */
const longText = (field: string, max: number) =>
  multiLine(z.string().trim().max(max, tooLong(field, max)))
    .nullish()
    .transform((value) => value || null);

const day = z.iso
  .date({ error: 'Enter a date' })
  .nullish()
  .transform((value) => value ?? null);

/** The message of a list's limit: "Name at most 20 children" (zod's own is "Too big: …"). */
const atMost = (verb: 'Name' | 'List', max: number, what: string) =>
  `${verb} at most ${max} ${what}`;

const state = z
  .enum(US_STATE_CODES, { error: 'Choose a state' })
  .nullish()
  .transform((value) => value ?? null);

/** Someone the document names; `source`/`refId` say where the wizard prefilled them from. */
export const ZLegalPerson = z.object({
  name: text('name'),
  relationship: text('relationship', 100),
  /** Lets the checks tell a minor from an adult; "isAdult" answers it when the date is unknown. */
  dateOfBirth: day,
  isAdult: z
    .boolean()
    .nullish()
    .transform((value) => value ?? null),
  address: text('address', 300),
  phone: text('phone', 40),
  email: text('email', 254),
  source: z.enum(['family', 'advisor', 'estate', 'other']).default('other'),
  refId: singleLine(
    z.string().max(64, 'This person’s link to your records is not valid: pick them again'),
  )
    .nullish()
    .transform((value) => value ?? null),
});
export type TLegalPerson = z.output<typeof ZLegalPerson>;

/** Someone not named yet: every detail empty, to be typed in rather than picked. */
export function blankLegalPerson(): TLegalPerson {
  return {
    name: null,
    relationship: null,
    dateOfBirth: null,
    isAdult: null,
    address: null,
    phone: null,
    email: null,
    source: 'other',
    refId: null,
  };
}

const person = ZLegalPerson.nullish().transform((value) => value ?? null);

/** The person the document is for. */
export const ZPrincipal = z.object({
  fullName: text('full name'),
  otherNames: text('other names'),
  dateOfBirth: day,
  address: text('address', 300),
  city: text('city', 100),
  county: text('county', 100),
  state,
});
export type TPrincipal = z.output<typeof ZPrincipal>;
const principal = ZPrincipal.default({} as never);

export const MARITAL_STATUSES = [
  'single',
  'married',
  'domestic_partner',
  'divorced',
  'widowed',
] as const;

export const ZChild = z.object({ name: text('name'), dateOfBirth: day });

/**
 * Who receives a gift or share when the person named for it dies first: their descendants
 * (children, or grandchildren in a dead child's place, "per stirpes": what most states'
 * anti-lapse statutes do for a testator's family, and what a new gift or share starts with), the
 * others named in the same article, or a named alternate. Empty = not chosen (a draft saved
 * before the choice existed): it keeps what it meant then, the alternate when one is named, else
 * the others, and the checks ask for a choice.
 */
export const IF_THEY_DIE_FIRST = ['descendants', 'others', 'alternate'] as const;
export type TIfTheyDieFirst = (typeof IF_THEY_DIE_FIRST)[number];
const ifTheyDieFirst = z
  .enum(IF_THEY_DIE_FIRST, { error: 'Choose who receives it if they die before you' })
  .nullish()
  .transform((value) => value ?? null);

/** The choice a gift or share makes, with the default for one saved before the choice existed. */
export function whenTheyDieFirst(gift: {
  ifTheyDieFirst: TIfTheyDieFirst | null;
  alternate: string | null;
}): TIfTheyDieFirst {
  return gift.ifTheyDieFirst ?? (gift.alternate ? 'alternate' : 'others');
}

export const ZSpecificGift = z.object({
  description: text('gift', 500),
  /** A recorded account or property it was picked from, if any. */
  asset: z
    .object({
      kind: z.enum(['account', 'property', 'investment']),
      id: z.uuid({ error: 'Pick the account or property again' }),
    })
    .nullish()
    .transform((value) => value ?? null),
  beneficiary: text('beneficiary'),
  ifTheyDieFirst,
  alternate: text('alternate beneficiary'),
});

const PERCENT_RANGE = 'Enter a percent from 0 to 100';
const CARE_FUND_RANGE = 'Enter an amount from $0 to $10,000,000';

export const ZResiduaryShare = z.object({
  name: text('beneficiary'),
  relationship: text('relationship', 100),
  /** Whole or decimal percent; the checks require the shares to add to 100. */
  percent: z
    .number({ error: 'Enter a percent' })
    .min(0, PERCENT_RANGE)
    .max(100, PERCENT_RANGE)
    .nullish()
    .transform((value) => value ?? null),
  ifTheyDieFirst,
  alternate: text('alternate beneficiary'),
});

export const ZPet = z.object({
  name: text('pet name', 100),
  species: text('kind of animal', 100),
  caretaker: text('caretaker'),
  alternateCaretaker: text('alternate caretaker'),
  careFundDollars: z
    .number({ error: 'Enter an amount' })
    .min(0, CARE_FUND_RANGE)
    .max(10_000_000, CARE_FUND_RANGE)
    .nullish()
    .transform((v) => v ?? null),
});

const AGE_RANGE = 'Enter an age from 18 to 35';

/**
 * How property for a beneficiary under the chosen age is held: in a trust for that beneficiary
 * until the age, or by a custodian under the state's Uniform Transfers to Minors Act (whose
 * statute limits the age). Empty = not chosen: a minor would inherit outright, through a court.
 */
export const ZYoungBeneficiaries = z.object({
  holding: z
    .enum(['trust', 'custodian'], { error: 'Choose a trust or a custodian' })
    .nullish()
    .transform((value) => value ?? null),
  age: z
    .number({ error: 'Enter an age' })
    .int(AGE_RANGE)
    .min(18, AGE_RANGE)
    .max(35, AGE_RANGE)
    .nullish()
    .transform((value) => value ?? null),
  /** The trustee, or the custodian. */
  manager: person,
  alternateManager: person,
});
export type TYoungBeneficiaries = z.output<typeof ZYoungBeneficiaries>;

export const DISPOSITIONS = ['burial', 'cremation', 'body_donation', 'no_preference'] as const;

export const ZWillAnswers = z.object({
  testator: principal,
  maritalStatus: z
    .enum(MARITAL_STATUSES)
    .nullish()
    .transform((v) => v ?? null),
  spouseName: text('spouse’s name'),
  children: z
    .array(ZChild)
    .max(20, atMost('Name', 20, 'children'))
    .default([]),
  guardian: person,
  alternateGuardian: person,
  executor: person,
  alternateExecutor: person,
  specificGifts: z
    .array(ZSpecificGift)
    .max(50, atMost('List', 50, 'gifts'))
    .default([]),
  residuary: z
    .array(ZResiduaryShare)
    .max(20, atMost('Name', 20, 'people to share everything else'))
    .default([]),
  youngBeneficiaries: ZYoungBeneficiaries.default({
    holding: null,
    age: null,
    manager: null,
    alternateManager: null,
  }),
  pets: z
    .array(ZPet)
    .max(20, atMost('List', 20, 'pets'))
    .default([]),
  finalArrangements: z
    .object({
      disposition: z
        .enum(DISPOSITIONS)
        .nullish()
        .transform((v) => v ?? null),
      wishes: longText('wishes', 2000),
    })
    .default({ disposition: null, wishes: null }),
  /** Witnesses, when already known: the checks refuse a beneficiary among them. */
  witnesses: z
    .array(z.object({ name: text('witness') }))
    .max(3, atMost('Name', 3, 'witnesses'))
    .default([]),
});
export type TWillAnswers = z.output<typeof ZWillAnswers>;

/** Powers a financial agent may be given, each initialled separately in the document. */
export const POA_POWERS = [
  'real_property',
  'personal_property',
  'banking',
  'investments',
  'retirement_plans',
  'taxes',
  'insurance_annuities',
  'government_benefits',
  'business',
  'claims_litigation',
  'personal_family',
  'digital_assets',
  'gifts',
  'trusts',
] as const;

export const ZFinancialPoaAnswers = z.object({
  principal,
  agent: person,
  alternateAgent: person,
  effective: z
    .enum(['immediately', 'on_incapacity'])
    .nullish()
    .transform((v) => v ?? null),
  powers: z
    .array(z.enum(POA_POWERS, { error: 'Choose powers from the list' }))
    .max(POA_POWERS.length, 'Choose each power once')
    .default([]),
  agentCompensation: z
    .enum(['reasonable', 'none'])
    .nullish()
    .transform((v) => v ?? null),
  specialInstructions: longText('special instructions', 4000),
});
export type TFinancialPoaAnswers = z.output<typeof ZFinancialPoaAnswers>;

export const ZHealthcareDirectiveAnswers = z.object({
  principal,
  agent: person,
  alternateAgent: person,
  lifeSustaining: z
    .enum(['prolong', 'do_not_prolong', 'agent_decides'])
    .nullish()
    .transform((v) => v ?? null),
  artificialNutrition: z
    .enum(['want', 'do_not_want', 'agent_decides'])
    .nullish()
    .transform((v) => v ?? null),
  painRelief: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  organDonation: z
    .enum(['any', 'specific', 'none', 'agent_decides'])
    .nullish()
    .transform((v) => v ?? null),
  organDonationDetails: longText('organ donation details', 1000),
  primaryPhysician: text('primary physician'),
  otherWishes: longText('other wishes', 4000),
});
export type THealthcareDirectiveAnswers = z.output<typeof ZHealthcareDirectiveAnswers>;

export const ZHipaaAnswers = z.object({
  principal,
  authorizedPeople: z
    .array(ZLegalPerson)
    .max(10, atMost('Name', 10, 'people'))
    .default([]),
  expiresOn: day,
  /** Psychotherapy notes need their own authorization; off by default. */
  includePsychotherapyNotes: z.boolean().default(false),
});
export type THipaaAnswers = z.output<typeof ZHipaaAnswers>;

export const LEGAL_ANSWER_SCHEMAS = {
  will: ZWillAnswers,
  financial_poa: ZFinancialPoaAnswers,
  healthcare_directive: ZHealthcareDirectiveAnswers,
  hipaa: ZHipaaAnswers,
} as const;

export type TLegalAnswers = {
  will: TWillAnswers;
  financial_poa: TFinancialPoaAnswers;
  healthcare_directive: THealthcareDirectiveAnswers;
  hipaa: THipaaAnswers;
};
