import { COMPOSITE_VIEW_NEEDS } from '@shared/advisors/advisor-scope';
import type { TPassesBy } from '@shared/estate/estate-summary-schemas';
import {
  settlementPath,
  type TSettlementPath,
} from '@shared/estate/state-estate-law/settlement-path';
import { isoDay } from '@shared/finance/household-summary';
import { insurerPayTime } from '@shared/triggering-event/insurer-pay-time';
import { survivorRunway } from '@shared/triggering-event/runway';
import type { TRunway, TRunwayWait } from '@shared/triggering-event/runway-schemas';
import { sameName } from '@shared/legal/legal-checks-people';
import {
  isCloseFamilyRelationship,
  isSpouseRelationship,
  type HouseholdPerson,
  type NamedBeneficiary,
} from '@shared/triggering-event/survivor-reach';
import type { Actor } from '../../auth/actor';
import type { Database } from '../../db/client';
import type { EventPlanDeps } from './event-plan-deps';
import { insuresOwner } from './fact-text';
import { namesOf } from './plan-people';
import { settlementPathOf } from './settlement-inputs';
import { readHouseholdSnapshot } from './snapshot-rows';
import {
  currentEvent,
  homeState,
  householdPeople,
  liquidAccounts,
  obligations,
  policies,
  primaryBeneficiaries,
  titlingAnswers,
  typedBeneficiaries,
  type RunwayAccountRecord,
  type TitlingAnswer,
} from './runway-records';

const SUBJECT = 'triggering-event';

/**
 * How an account passes at the owner's death: the owner's titling answer in the estate plan
 * first (they know how it is titled), then what the account records (a POD beneficiary typed on a
 * bank account, an investment account's designation), else null (the will).
 */
function passesBy(
  account: RunwayAccountRecord,
  titling: TitlingAnswer | undefined,
): TPassesBy | null {
  if (titling?.passesBy) return titling.passesBy;
  if (account.kind === 'asset') return account.recordedBeneficiary?.trim() ? 'pod_tod' : null;
  if (account.designation === 'transfer_on_death') return 'pod_tod';
  if (account.designation === 'beneficiaries') return 'beneficiary';
  return null;
}

/**
 * Whose names hold the account: the titling answer's holder (and joint holder) when the owner
 * recorded one, else the account's own owner line.
 */
function ownerLine(
  account: RunwayAccountRecord,
  titling: TitlingAnswer | undefined,
): string | null {
  const holder = titling?.holderName ?? account.ownerName;
  if (!titling?.jointHolderName) return holder;
  return [holder, titling.jointHolderName].filter(Boolean).join(' & ');
}

function beneficiariesOf(account: RunwayAccountRecord) {
  return account.kind === 'asset'
    ? typedBeneficiaries(account.recordedBeneficiary)
    : primaryBeneficiaries(account.beneficiaries);
}

/**
 * The household's people, and anyone a beneficiary record names as the deceased's spouse or
 * child: a spouse with no login of their own still makes a joint account the family's.
 */
function withCloseFamilyBeneficiaries(
  household: readonly HouseholdPerson[],
  beneficiaries: readonly NamedBeneficiary[],
): HouseholdPerson[] {
  const people = [...household];
  for (const beneficiary of beneficiaries)
    if (
      isCloseFamilyRelationship(beneficiary.relationship) &&
      !people.some((person) => sameName(person.name, beneficiary.name))
    )
      people.push({ name: beneficiary.name, relationship: beneficiary.relationship });
  return people;
}

/** What the estate's settlement path needs besides the accounts that wait. */
type SettlementFacts = {
  state: string | null;
  spouseSurvives: boolean | null;
  deathOn: string | undefined;
};

/** A settlement path as the runway card shows the wait. */
function waitOf(path: TSettlementPath): TRunwayWait {
  const text = `${path.title}: ${path.waitText}. ${path.why}`;
  return {
    text,
    citation: path.citation && !text.includes(path.citation) ? path.citation : null,
    source: path.source
      ? { label: path.source.title, url: path.source.url, readOn: path.source.readOn }
      : null,
  };
}

/**
 * The expected wait for what passes under the will, for a reader who may not see the estate
 * plan (an advisor shared the accounts alone): the cheapest path for the waiting accounts alone,
 * since the estate plan's records (homes, the will, titling) are not theirs to read. Vehicles
 * are left out: states value them apart for their small-estate limits.
 */
function accountsOnlyWait(facts: SettlementFacts): (waitingCents: number) => TRunwayWait {
  return (waitingCents) =>
    waitOf(
      settlementPath({
        state: facts.state,
        probateCents: waitingCents,
        hasRealEstateInProbate: false,
        spouseSurvives: facts.spouseSurvives,
        ...(facts.deathOn ? { deathOn: facts.deathOn } : {}),
      }),
    );
}

/**
 * For a reader of the estate plan, the same path the after-death plan proposes: from the owner's
 * whole probate estate (the owner's column of the estate summary, their will, their home), so
 * the runway and the plan never name different paths.
 */
async function planSettlementWait(
  db: Database,
  ownerId: string,
  today: string,
  deathOn: string | undefined,
): Promise<() => TRunwayWait> {
  const snapshot = await readHouseholdSnapshot(db, ownerId, today);
  const path = settlementPathOf({ ...snapshot, eventOn: deathOn ?? today });
  return () => waitOf(path);
}

/** Issue 15 Deliver 5 and issue 38 item 5: the survivor runway of one household. */
export function createRunwayService(deps: EventPlanDeps) {
  const { db, access, activity } = deps;

  return {
    /**
     * "After the event" is after the household's unlocked event, or, before any, after the
     * owner's death: the runway the owner sees is the one the family would see.
     */
    async runway(actor: Actor, owner: string | undefined): Promise<TRunway> {
      const [ownerId] = await access.selectedOwnerIds(
        actor,
        owner ? [owner] : undefined,
        COMPOSITE_VIEW_NEEDS.runway,
      );
      if (!ownerId) throw new Error('selectedOwnerIds answered no household');
      // Titling answers and the estate plan's people come from the estate plan: read only for
      // someone who may read it (an advisor shared the accounts alone does not see them).
      const withEstatePlan = (await access.readableOwnerIds(actor, ['estate'])).includes(ownerId);
      const [bills, accounts, policyRows, event, names, household, titling, state] =
        await Promise.all([
          obligations(db, ownerId),
          liquidAccounts(db, ownerId),
          policies(db, ownerId),
          currentEvent(db, ownerId),
          namesOf(db, [ownerId]),
          householdPeople(db, ownerId, withEstatePlan),
          withEstatePlan ? titlingAnswers(db, ownerId) : new Map<string, TitlingAnswer>(),
          homeState(db, ownerId),
        ]);
      const personName = names.get(ownerId) ?? 'The owner';
      const survivors = withCloseFamilyBeneficiaries(household, [
        ...policyRows.flatMap((policy) => primaryBeneficiaries(policy.beneficiaries)),
        ...accounts.flatMap(beneficiariesOf),
      ]);
      const spouseSurvives = survivors.some((person) => isSpouseRelationship(person.relationship))
        ? true
        : null;
      const deathOn = event.eventDate ?? undefined;
      const settlementWait = withEstatePlan
        ? await planSettlementWait(db, ownerId, isoDay(deps.now()), deathOn)
        : accountsOnlyWait({ state, spouseSurvives, deathOn: deathOn ?? isoDay(deps.now()) });
      const ownLife = policyRows.filter(
        (policy) => policy.kind === 'life' && insuresOwner(personName, policy.insuredName),
      );
      await activity.viewed(actor, [ownerId], SUBJECT);
      return survivorRunway({
        ownerId,
        kind: event.kind,
        personName,
        household: survivors,
        obligations: bills,
        liquidAccounts: accounts.map((account) => {
          const answer = titling.get(`${account.kind}:${account.id}`);
          return {
            name: account.name,
            balanceCents: account.balanceCents,
            ownerName: ownerLine(account, answer),
            passesBy: passesBy(account, answer),
            beneficiaries: beneficiariesOf(account),
          };
        }),
        lifePolicies: ownLife.map((policy) => ({
          name: `${policy.carrier} life policy`,
          faceAmountCents: policy.faceAmountCents ?? 0,
          beneficiaries: primaryBeneficiaries(policy.beneficiaries),
        })),
        cancelledIds: new Set(event.cancelled),
        lifePremiumIds: new Set(
          ownLife.flatMap((policy) => (policy.premiumExpenseId ? [policy.premiumExpenseId] : [])),
        ),
        insurerPayTime: insurerPayTime(state),
        settlementWait,
      });
    },
  };
}
