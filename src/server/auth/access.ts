import { eq } from 'drizzle-orm';
import { ADVISOR_SECTIONS, type TAdvisorSection } from '@shared/advisors/advisor-scope';
import type { Database } from '../db/client';
import { familyConnections } from '../db/schema';
import { AppError } from '../http/app-error';
import type { Actor, Grant } from './actor';

export type { Grant };

/**
 * A grant's powers (DESIGN.md §5): a guest reads and writes, a viewer only reads, an advisor as
 * the owner granted (read, or read and write for a bookkeeper).
 */
export function canWrite(grant: Pick<Grant, 'role' | 'advisorAccess'>): boolean {
  if (grant.role === 'advisor') return grant.advisorAccess === 'read_write';
  return grant.role === 'guest';
}

/**
 * The sections a request draws on (issue 35): one, several (a summary across sections), or none
 * (being a named unlocker of a triggering event is a permission of its own). A grant must cover
 * every one of them. Family members and the owner see every section; an advisor what the owner
 * chose. Without it, every section is needed: a call that forgets to say refuses a scoped
 * advisor rather than showing them too much.
 */
export type SectionNeeds = TAdvisorSection | readonly TAdvisorSection[];

function needed(needs: SectionNeeds): readonly TAdvisorSection[] {
  return typeof needs === 'string' ? [needs] : needs;
}

/** Whether a grant opens every section the request draws on. */
export function covers(grant: Grant, needs: SectionNeeds = ADVISOR_SECTIONS): boolean {
  if (grant.role !== 'advisor') return true;
  const sections = grant.sections ?? [];
  return needed(needs).every((section) => sections.includes(section));
}

/** An advisor's grant ends at `expiresAt`; from then on it answers exactly like a revoked one. */
export function isLive(grant: Pick<Grant, 'expiresAt'>, now: Date): boolean {
  return grant.expiresAt === null || grant.expiresAt.getTime() > now.getTime();
}

/**
 * The one place that decides whose household data an actor may read or write (DESIGN.md §5):
 * their own household (a guest has none to view, spec §6), plus the owners they are connected to
 * through `family_connections`, with that connection's role. Everything else is invisible:
 * services answer 404.
 *
 * Grants are read with the session on each request (or taken from the session cache only while
 * the member's access counter is unchanged: auth/session-cache.ts), so a revoked member or a
 * changed role takes effect on the member's very next request.
 */
/** The family connections a user holds. */
export async function readGrants(db: Database, userId: string): Promise<Grant[]> {
  return db
    .select({
      ownerId: familyConnections.connectedUserId,
      role: familyConnections.role,
      advisorAccess: familyConnections.advisorAccess,
      expiresAt: familyConnections.expiresAt,
      sections: familyConnections.advisorSections,
      revealNumbers: familyConnections.advisorRevealsNumbers,
    })
    .from(familyConnections)
    .where(eq(familyConnections.userId, userId));
}

/** Why a household cannot be opened while payment is required (issue 35). */
function subscriptionRequired(actor: Actor, ownerIds: readonly string[]): AppError {
  return new AppError(
    'SUBSCRIPTION_REQUIRED',
    ownerIds.includes(actor.userId)
      ? 'Your household needs an active plan to continue. Choose one on the Subscription page; until then you can still export your data there.'
      : "This household's plan isn't active, so it can't be opened right now. Its owner can renew it on their Subscription page.",
  );
}

/**
 * The paywall (issue 35): while payment is required, households without an active plan are left
 * out of every set of owners below. Someone for whom that leaves nothing at all (every household
 * they reach is unpaid) is answered 402 before any question of which row, as a visitor is
 * answered 401; someone who still reaches a household with a plan (an advisor without a plan of
 * their own) gets 402 only for asking for an unpaid household by name or by default
 * (`selected`, `target`), and 404 for a row they cannot reach, as before. Routes a household
 * keeps without a plan (exports, stopping a reported event) are exempt.
 */
function withPlan(
  actor: Actor,
  ownerIds: string[],
  reachable: readonly string[],
  asked: 'reach' | 'named' = 'reach',
): string[] {
  if (actor.exemptFromPlan || actor.unpaidOwnerIds.length === 0) return ownerIds;
  const unpaid = (ownerId: string) => actor.unpaidOwnerIds.includes(ownerId);
  const paid = ownerIds.filter((ownerId) => !unpaid(ownerId));
  const blocked = reachable.length > 0 && reachable.every(unpaid);
  if (blocked || (asked === 'named' && paid.length === 0 && ownerIds.length > 0))
    throw subscriptionRequired(actor, blocked ? reachable : ownerIds);
  return paid;
}

/**
 * `now` is checked on every request, not when the grants were read: a session cached a few
 * seconds before an advisor's grant ends must not outlive it.
 */
export function createAccess(db: Database, now: () => Date = () => new Date()) {
  async function grantsOf(actor: Actor): Promise<readonly Grant[]> {
    const grants = actor.grants ?? (await readGrants(db, actor.userId));
    const at = now();
    return grants.filter((grant) => isLive(grant, at));
  }

  /** Live grants whose scope covers the request (an advisor's sections, issue 35). */
  async function grantsFor(actor: Actor, needs: SectionNeeds): Promise<Grant[]> {
    return (await grantsOf(actor)).filter((grant) => covers(grant, needs));
  }

  function ownHousehold(actor: Actor): string[] {
    return actor.accountType === 'guest' ? [] : [actor.userId];
  }

  /** Their own household and every live grant's that covers the request, before the paywall. */
  async function reachable(actor: Actor, needs: SectionNeeds): Promise<string[]> {
    const grants = await grantsFor(actor, needs);
    return [...ownHousehold(actor), ...grants.map((grant) => grant.ownerId)];
  }

  /** Everything within reach whatever the section: whether the paywall blocks the actor. */
  function anySection(actor: Actor): Promise<string[]> {
    return reachable(actor, []);
  }

  /** The households they may change, before the paywall. */
  async function changeable(actor: Actor, needs: SectionNeeds): Promise<string[]> {
    const grants = (await grantsFor(actor, needs)).filter(canWrite);
    return [...ownHousehold(actor), ...grants.map((grant) => grant.ownerId)];
  }

  /** The households they may add rows to, before the paywall. */
  async function addable(actor: Actor, needs: SectionNeeds): Promise<string[]> {
    if (actor.accountType !== 'guest') return changeable(actor, needs);
    const inviter = (await grantsFor(actor, needs)).find(
      (grant) => grant.ownerId === actor.invitedBy,
    );
    return inviter && canWrite(inviter) ? [inviter.ownerId] : [];
  }

  /** Where a new row goes, before the paywall: see `ownerIdForWrites`. */
  async function writeTarget(
    actor: Actor,
    requested: string | undefined,
    needs: SectionNeeds,
  ): Promise<string> {
    if (requested !== undefined) {
      if ((await addable(actor, needs)).includes(requested)) return requested;
      throw AppError.notFound('You cannot add to this household.');
    }
    if (actor.accountType !== 'guest') return actor.userId;
    const inviter = (await grantsFor(actor, needs)).find(
      (grant) => grant.ownerId === actor.invitedBy,
    );
    if (!inviter) throw AppError.notFound('You no longer have access to this household.');
    if (!canWrite(inviter))
      throw AppError.notFound('You can view this household but not change it.');
    return inviter.ownerId;
  }

  /** Whether a household within reach has an active plan, or needs none (issue 35). */
  function hasPlan(actor: Actor, ownerId: string): boolean {
    return !actor.unpaidOwnerIds.includes(ownerId);
  }

  return {
    grantsOf,
    hasPlan,

    /**
     * For a paid feature that reads no household (a CSV preview): 402 when every household
     * within the actor's reach is without a plan (issue 35).
     */
    async requirePlan(actor: Actor): Promise<void> {
      const all = await anySection(actor);
      withPlan(actor, all, all);
    },

    /**
     * For a service that works on one household it already knows to be the actor's (their own
     * trusted contacts, the preview of their plan): 402 when it has no plan (issue 35).
     */
    async requirePlanFor(actor: Actor, ownerId: string): Promise<void> {
      withPlan(actor, [ownerId], await anySection(actor), 'named');
    },

    /**
     * Whether the actor may see a row's full account or policy number: anyone who may read it,
     * except an advisor whose grant masks numbers (issue 35). The row was found through
     * `readableOwnerIds`, so its household is within reach.
     */
    async mayRevealNumbers(actor: Actor, ownerId: string): Promise<boolean> {
      if (ownHousehold(actor).includes(ownerId)) return true;
      const grant = (await grantsOf(actor)).find((each) => each.ownerId === ownerId);
      return grant !== undefined && (grant.role !== 'advisor' || grant.revealNumbers);
    },

    /** Every owner whose data the actor may read (to find one row by its id). */
    async readableOwnerIds(
      actor: Actor,
      needs: SectionNeeds = ADVISOR_SECTIONS,
    ): Promise<string[]> {
      return withPlan(actor, await reachable(actor, needs), await anySection(actor));
    },

    /**
     * The households a list shows: the family selector's `requested` ids that the actor may
     * read, or by default (spec §4 Family view) their own household, or for a guest the
     * inviter's. Nothing readable (a selection of other households, a section an advisor was not
     * given, or a guest whose access was removed) is refused with 404, so a revoked member's next
     * request fails visibly.
     */
    async selectedOwnerIds(
      actor: Actor,
      requested?: readonly string[],
      needs: SectionNeeds = ADVISOR_SECTIONS,
    ): Promise<string[]> {
      const readable = await reachable(actor, needs);
      const selected =
        requested && requested.length > 0
          ? readable.filter((ownerId) => requested.includes(ownerId))
          : readable.filter((ownerId) =>
              actor.accountType === 'guest'
                ? ownerId === actor.invitedBy
                : ownerId === actor.userId,
            );
      if (selected.length === 0) throw AppError.notFound('There is no household data to show.');
      return withPlan(actor, selected, await anySection(actor), 'named');
    },

    /** The owners whose data the actor may change. */
    async writableOwnerIds(
      actor: Actor,
      needs: SectionNeeds = ADVISOR_SECTIONS,
    ): Promise<string[]> {
      return withPlan(actor, await changeable(actor, needs), await anySection(actor));
    },

    /**
     * The households whose Family Guidebook the actor writes and reads in full: their own and
     * those where they are family allowed to change data (a guest). An advisor, even one who may
     * change records, is an outsider there: they see only the entries shared with them (issue 14).
     */
    async familyWritableOwnerIds(actor: Actor): Promise<string[]> {
      const grants = (await grantsOf(actor)).filter(
        (grant) => grant.role !== 'advisor' && canWrite(grant),
      );
      const ownerIds = [...ownHousehold(actor), ...grants.map((grant) => grant.ownerId)];
      return withPlan(actor, ownerIds, await anySection(actor));
    },

    /**
     * The households a new row may be added to: a primary account's own and every household
     * they may change; a guest's only the inviter's (spec §6), as long as the inviter still lets
     * them write. Households without a plan are left out (the family selector's `canAdd`).
     */
    async addableOwnerIds(actor: Actor, needs: SectionNeeds = ADVISOR_SECTIONS): Promise<string[]> {
      const all = await addable(actor, needs);
      return actor.exemptFromPlan ? all : all.filter((ownerId) => hasPlan(actor, ownerId));
    },

    /**
     * Where new rows go. The web app names the household being viewed (`requested`), so that a
     * member who views only a family member's household adds there; it must be one the actor may
     * add to. Without one: the actor's own household, a guest's the inviter's (spec §6).
     */
    async ownerIdForWrites(
      actor: Actor,
      requested?: string,
      needs: SectionNeeds = ADVISOR_SECTIONS,
    ): Promise<string> {
      const target = await writeTarget(actor, requested, needs);
      withPlan(actor, [target], await anySection(actor), 'named');
      return target;
    },
  };
}

export type Access = ReturnType<typeof createAccess>;
