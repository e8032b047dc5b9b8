import { PASSES_BY_LABELS, type TPassesBy } from '../estate/estate-summary-schemas';
import { NOT_A_CURRENT_OWN_RELATION } from '../estate/estate-analysis/marital-status';
import { sameName } from '../legal/legal-checks-people';

/** Someone who lives on after the event: the household's family, by name, with how they are related. */
export type HouseholdPerson = { name: string; relationship: string | null };

/** A named beneficiary of an account or a policy (primary beneficiaries only: contingents take nothing while a primary lives). */
export type NamedBeneficiary = {
  name: string;
  relationship: string | null;
  /** Share in basis points (10,000 = all); null when the record does not say. */
  shareBasisPoints: number | null;
};

/**
 * A relationship that makes someone the deceased's close family: spouse or partner, child or
 * stepchild. Never a former or late one, an in-law, or someone else's relation ("wife's brother").
 */
const CLOSE_FAMILY =
  /^(?:my\s+)?(?:(?:adopted|adult|minor|eldest|oldest|youngest)\s+)?(?:spouse|wife|husband|(?:domestic\s+)?partner|son|daughter|child|children|kids?|step-?son|step-?daughter|step-?child)\s*(?:\([^()]*\))?$/i;

export function isCloseFamilyRelationship(relationship: string | null): boolean {
  if (!relationship) return false;
  const value = relationship.trim();
  return CLOSE_FAMILY.test(value) && !NOT_A_CURRENT_OWN_RELATION.test(value);
}

/** Spouse or partner (not a former or late one). */
export function isSpouseRelationship(relationship: string | null): boolean {
  return (
    isCloseFamilyRelationship(relationship) &&
    /\b(?:spouse|wife|husband|partner)\b/i.test(relationship ?? '')
  );
}

/** An estate, or "my estate": paid to the estate, so it goes through probate. */
const ESTATE_NAME =
  /^(?:the\s+|my\s+)?(?:insured['’]s\s+|owner['’]s\s+)?estate(?:\s+of\b.*)?$|\bestate$/i;

export function isEstateBeneficiary(name: string): boolean {
  return ESTATE_NAME.test(name.trim());
}

/** "Maria" (a first name alone) or "Maria Carter" names Maria Carter. */
function namesPerson(written: string, fullName: string): boolean {
  const value = written.trim();
  if (!value || !fullName.trim()) return false;
  if (sameName(value, fullName)) return true;
  const [first] = fullName.trim().split(/\s+/);
  return !/\s/.test(value) && !!first && sameName(value, first);
}

/** The household member this name is, if any. */
export function householdPerson(
  name: string,
  household: readonly HouseholdPerson[],
): HouseholdPerson | null {
  return household.find((person) => namesPerson(name, person.name)) ?? null;
}

/**
 * Is this beneficiary one of the survivors the runway is for: their relationship says spouse or
 * child, or they are one of the household's people?
 */
export function survivorBeneficiary(
  beneficiary: Pick<NamedBeneficiary, 'name' | 'relationship'>,
  deceasedName: string,
  household: readonly HouseholdPerson[],
): boolean {
  if (namesPerson(beneficiary.name, deceasedName)) return false;
  if (isCloseFamilyRelationship(beneficiary.relationship)) return true;
  return householdPerson(beneficiary.name, household) !== null;
}

/** "Luis Carter (spouse)", or just the name. */
function whoText(beneficiary: Pick<NamedBeneficiary, 'name' | 'relationship'>): string {
  return beneficiary.relationship
    ? `${beneficiary.name} (${beneficiary.relationship.toLocaleLowerCase('en-US')})`
    : beneficiary.name;
}

/** The names written on an account's owner line: "Maria & Luis Carter", "Maria Carter, Luis Carter". */
export function ownerNames(ownerName: string | null): string[] {
  if (!ownerName?.trim()) return [];
  return ownerName
    .split(/\s*(?:&|\+|\/|,|;|\band\b)\s*/i)
    .map((part) => part.trim())
    .filter((part) => part && !/^(?:joint(?:ly)?|jtwros|jt|ten\.?\s*ent\.?)$/i.test(part));
}

/** Who holds an account, read from its owner line against the deceased and the household. */
export type AccountHolders = {
  /** The owner line is empty: the account is taken as the deceased's (the household's records are theirs). */
  unrecorded: boolean;
  deceased: boolean;
  survivors: string[];
  others: string[];
};

export function accountHolders(
  ownerName: string | null,
  deceasedName: string,
  household: readonly HouseholdPerson[],
): AccountHolders {
  const names = ownerNames(ownerName);
  const holders: AccountHolders = {
    unrecorded: names.length === 0,
    deceased: names.length === 0,
    survivors: [],
    others: [],
  };
  for (const name of names) {
    if (namesPerson(name, deceasedName)) holders.deceased = true;
    else {
      const person = householdPerson(name, household);
      if (person) holders.survivors.push(person.name);
      else holders.others.push(name);
    }
  }
  return holders;
}

/** What the runway does with an amount of money after the event, and why. */
export type Reach =
  | { status: 'counted'; cents: number; why: string }
  | { status: 'waiting'; cents: number; why: string }
  | { status: 'excluded'; cents: number; why: string };

/** Splits an amount between the beneficiaries who are survivors and those who are not. */
export function beneficiaryReach(
  cents: number,
  beneficiaries: readonly NamedBeneficiary[],
  deceasedName: string,
  household: readonly HouseholdPerson[],
  paidHow: string,
): Reach[] {
  if (beneficiaries.length === 0)
    return [
      {
        status: 'waiting',
        cents,
        why: `${paidHow}, but no beneficiary is recorded, so it is taken as paid to the estate`,
      },
    ];
  const recordedShares = beneficiaries.every((each) => each.shareBasisPoints !== null);
  const shareOf = (each: NamedBeneficiary) =>
    recordedShares ? (each.shareBasisPoints ?? 0) : 10_000 / beneficiaries.length;
  const totalShares = beneficiaries.reduce((sum, each) => sum + shareOf(each), 0) || 1;
  const groups = {
    survivors: [] as NamedBeneficiary[],
    estate: [] as NamedBeneficiary[],
    outsiders: [] as NamedBeneficiary[],
  };
  for (const beneficiary of beneficiaries) {
    if (isEstateBeneficiary(beneficiary.name)) groups.estate.push(beneficiary);
    else if (survivorBeneficiary(beneficiary, deceasedName, household))
      groups.survivors.push(beneficiary);
    else groups.outsiders.push(beneficiary);
  }
  // Without recorded shares an even split is a guess: count it only when everyone is a survivor.
  if (
    !recordedShares &&
    groups.survivors.length > 0 &&
    groups.survivors.length < beneficiaries.length
  )
    groups.outsiders.push(...groups.survivors.splice(0));
  const portion = (group: NamedBeneficiary[]) =>
    Math.round((cents * group.reduce((sum, each) => sum + shareOf(each), 0)) / totalShares);
  const reaches: Reach[] = [];
  const survivorCents = portion(groups.survivors);
  const estateCents = portion(groups.estate);
  if (groups.survivors.length > 0)
    reaches.push({
      status: 'counted',
      cents: survivorCents,
      why: `${paidHow} to ${groups.survivors.map(whoText).join(', ')}${shareNote(groups.survivors, recordedShares)}`,
    });
  if (groups.estate.length > 0)
    reaches.push({
      status: 'waiting',
      cents: estateCents,
      why: `${paidHow} to the estate, so it goes through probate`,
    });
  if (groups.outsiders.length > 0)
    reaches.push({
      status: 'excluded',
      cents: cents - survivorCents - estateCents,
      why: recordedShares
        ? `${paidHow} to ${groups.outsiders.map(whoText).join(', ')}${shareNote(groups.outsiders, true)}: not one of the household, so not the family’s money`
        : `${paidHow} to ${beneficiaries.map(whoText).join(', ')}, some outside the household, and the shares are not recorded`,
    });
  return reaches;
}

function shareNote(group: readonly NamedBeneficiary[], recordedShares: boolean): string {
  if (!recordedShares) return '';
  const share = group.reduce((sum, each) => sum + (each.shareBasisPoints ?? 0), 0);
  return share >= 10_000 ? '' : ` (${share / 100} %)`;
}

/** One account as the runway reads it: whose it is and how it passes. */
export type ReachAccount = {
  balanceCents: number;
  ownerName: string | null;
  /**
   * How it passes at the deceased's death: the owner's titling answer, else its designation
   * (`beneficiary` for retirement designations, `pod_tod` for payable/transfer on death), else
   * null (the will). New titling forms plug in here by mapping to one of these.
   */
  passesBy: TPassesBy | null;
  /** Primary beneficiaries when it passes by designation or POD/TOD. */
  beneficiaries: readonly NamedBeneficiary[];
};

const POSSESSIVE = (name: string) => `${name}’${name.endsWith('s') ? '' : 's'}`;

/**
 * Issue 38 item 5: whether the survivors can reach an account once the deceased has died. Their
 * own and joint (with survivorship) accounts, and POD/TOD accounts payable to them, are counted;
 * what passes under the will waits for probate or a small-estate procedure; what goes to
 * someone outside the household is left out.
 */
export function accountReach(
  account: ReachAccount,
  deceasedName: string,
  household: readonly HouseholdPerson[],
): Reach[] {
  const cents = account.balanceCents;
  const holders = accountHolders(account.ownerName, deceasedName, household);
  if (!holders.deceased) {
    if (holders.survivors.length > 0)
      return [{ status: 'counted', cents, why: `In ${holders.survivors.join(' and ')}’s name` }];
    return [
      {
        status: 'excluded',
        cents,
        why: `In ${holders.others.join(' and ')}’s name: not one of the household`,
      },
    ];
  }
  const jointWith = [...holders.survivors, ...holders.others];
  if (jointWith.length > 0) {
    if (account.passesBy === 'will')
      return [
        {
          status: 'waiting',
          cents,
          why: `Joint with ${jointWith.join(' and ')}, but recorded as passing under the will (no survivorship)`,
        },
      ];
    if (holders.survivors.length > 0)
      return [
        {
          status: 'counted',
          cents,
          why:
            account.passesBy === 'joint_survivorship'
              ? `Joint with ${holders.survivors.join(' and ')}, with right of survivorship`
              : `Joint with ${holders.survivors.join(' and ')}: counted as passing to them by survivorship; record its titling in the estate plan to confirm`,
        },
      ];
    return [
      {
        status: 'excluded',
        cents,
        why: `Joint with ${holders.others.join(' and ')}, not one of the household: it passes to them`,
      },
    ];
  }
  const whose = holders.unrecorded
    ? `No owner is recorded, so it is taken as in ${POSSESSIVE(deceasedName)} name`
    : `In ${POSSESSIVE(deceasedName)} name alone`;
  switch (account.passesBy) {
    case 'joint_survivorship':
      return [
        {
          status: 'counted',
          cents,
          why: 'Recorded in the estate plan as joint with survivorship: it passes to the surviving owner',
        },
      ];
    case 'pod_tod':
      return beneficiaryReach(
        cents,
        account.beneficiaries,
        deceasedName,
        household,
        'Payable on death',
      );
    case 'beneficiary':
      return beneficiaryReach(
        cents,
        account.beneficiaries,
        deceasedName,
        household,
        'Paid by beneficiary designation',
      );
    case 'trust':
      return [
        {
          status: 'excluded',
          cents,
          why: 'Held in the trust: the successor trustee pays it out under the trust’s terms, outside probate; the records do not say it pays the family’s bills',
        },
      ];
    case null:
    case 'will':
      return [
        {
          status: 'waiting',
          cents,
          why: `${whose}, with no joint owner or payable-on-death beneficiary: it passes under the will or by intestacy`,
        },
      ];
    default:
      return [
        {
          status: 'waiting',
          cents,
          why: `${whose}, recorded as passing by ${PASSES_BY_LABELS[account.passesBy].toLocaleLowerCase('en-US')}: it waits for the estate to be settled`,
        },
      ];
  }
}

/**
 * A life policy on the deceased's life: what it pays the survivors. Primary beneficiaries only;
 * without one the proceeds are paid to the estate.
 */
export function policyReach(
  faceAmountCents: number,
  beneficiaries: readonly NamedBeneficiary[],
  deceasedName: string,
  household: readonly HouseholdPerson[],
): Reach[] {
  return beneficiaryReach(faceAmountCents, beneficiaries, deceasedName, household, 'Paid');
}
