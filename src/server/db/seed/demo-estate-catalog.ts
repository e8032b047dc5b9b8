import type { TEstatePerson, TInstrumentInput } from '@shared/estate/estate-schemas';

type Person = Omit<TEstatePerson, 'refId' | 'phone' | 'email' | 'source'> &
  Partial<Pick<TEstatePerson, 'phone' | 'email'>>;

const JORDAN = { name: 'Jordan Carter', relationship: 'Spouse' };
const ALEX = { name: 'Alex Carter', relationship: 'Spouse' };
const SAM = {
  name: 'Sam Carter',
  relationship: 'Brother',
  phone: '(512) 555-0143',
  email: 'sam.carter@example.com',
};
const PRIYA = {
  name: 'Priya Shah',
  relationship: 'Sister',
  phone: '(713) 555-0188',
  email: 'priya.shah@example.com',
};

/** The spouses' accounts, so the plan names them from the family list rather than as text. */
export type DemoFamilyIds = Record<string, string>;

function namedPeople(family: DemoFamilyIds) {
  return (list: Person[]): TEstatePerson[] =>
    list.map((person) => {
      const refId = family[person.name] ?? null;
      return {
        phone: null,
        email: null,
        ...person,
        source: refId ? 'family' : 'other',
        refId,
      };
    });
}

/** Each spouse's will: the other settles the estate, Sam after them; Priya raises the children. */
function will(
  people: ReturnType<typeof namedPeople>,
  principal: string,
  spouse: typeof JORDAN,
  documentId: string | null,
): TInstrumentInput {
  return {
    kind: 'will',
    variant: 'pour_over_will',
    principalName: principal,
    status: 'stored',
    signedOn: '2023-03-14',
    signedState: 'TX',
    originalLocation: 'Fireproof safe in the Bluebonnet house office; a copy with Hughes Law.',
    lastReviewedOn: '2025-02-10',
    documentId,
    people: people([
      { ...spouse, role: 'executor', rank: 0 },
      { ...SAM, role: 'executor', rank: 1 },
      { ...PRIYA, role: 'guardian', rank: 0 },
      { ...SAM, role: 'guardian', rank: 1 },
    ]),
    notes: 'Pours everything not already in the trust into the Carter Family Revocable Trust.',
  };
}

const WITH_THE_WILLS = { signedOn: '2023-03-14', status: 'witnessed' } as const;

/** Each spouse's powers of attorney and directive (the directive may be older than the wills). */
function incapacityDocuments(
  people: ReturnType<typeof namedPeople>,
  principal: string,
  spouse: typeof JORDAN,
  directive: { signedOn: string; status: 'signed' | 'witnessed' } = WITH_THE_WILLS,
): TInstrumentInput[] {
  const signed = { ...WITH_THE_WILLS, signedState: 'TX' as const };
  return [
    {
      kind: 'financial_poa',
      variant: 'durable',
      principalName: principal,
      ...signed,
      people: people([
        { ...spouse, role: 'agent', rank: 0 },
        { ...SAM, role: 'agent', rank: 1 },
      ]),
    },
    {
      kind: 'healthcare_poa',
      variant: 'standard',
      principalName: principal,
      ...signed,
      people: people([
        { ...spouse, role: 'health_care_agent', rank: 0 },
        { ...PRIYA, role: 'health_care_agent', rank: 1 },
      ]),
    },
    {
      kind: 'living_will',
      variant: 'standard',
      principalName: principal,
      ...signed,
      ...directive,
      people: people([{ ...spouse, role: 'health_care_agent', rank: 0 }]),
      notes: 'Texas directive to physicians: no life-sustaining treatment if terminal.',
    },
  ];
}

/**
 * The Carters' estate plan: pour-over wills, a revocable trust holding the house (the savings
 * account still to be retitled), and each spouse's powers of attorney and directives. Alex's
 * directive was never reviewed, so the plan shows an overdue review.
 */
export function demoEstateDocuments(
  records: { homeId: string; savingsId: string; willScanId: string; trustScanId: string },
  family: DemoFamilyIds,
): TInstrumentInput[] {
  const people = namedPeople(family);
  return [
    will(people, 'Jordan Carter', ALEX, records.willScanId),
    will(people, 'Alex Carter', JORDAN, null),
    {
      kind: 'trust',
      variant: 'revocable_living',
      principalName: 'Jordan & Alex Carter',
      status: 'stored',
      signedOn: '2023-03-14',
      signedState: 'TX',
      originalLocation: 'Fireproof safe in the Bluebonnet house office.',
      documentId: records.trustScanId,
      lastReviewedOn: '2025-02-10',
      people: people([
        { ...JORDAN, role: 'trustee', rank: 0 },
        { ...ALEX, role: 'trustee', rank: 0 },
        { ...SAM, role: 'successor_trustee', rank: 1 },
      ]),
      funding: [
        { assetKind: 'property', assetId: records.homeId, funded: true },
        { assetKind: 'asset', assetId: records.savingsId, funded: false },
      ],
      notes: 'Carter Family Revocable Trust dated March 14, 2023.',
    },
    ...incapacityDocuments(people, 'Jordan Carter', ALEX),
    ...incapacityDocuments(people, 'Alex Carter', JORDAN, {
      signedOn: '2019-06-03',
      status: 'signed',
    }),
  ];
}
