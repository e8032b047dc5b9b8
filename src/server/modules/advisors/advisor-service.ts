import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAdvisor, TAdvisorLink, ZAdvisorInput } from '@shared/advisors/advisor-schemas';
import type { Queryable } from '../../db/owned-rows';
import { advisorLinks, advisors, familyConnections, familyInvitations } from '../../db/schema';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import { isCurrent, type Listed } from '../../http/list-etag';
import type { HouseholdDeps } from '../household-deps';
import { addressColumns } from '../address-columns';
import { assertLinkable } from '../household-links';
import { ownedCrud } from '../owned-crud';
import { advisorRows, type AdvisorRecord } from './advisor-rows';

type AdvisorInput = z.output<typeof ZAdvisorInput>;
const SUBJECT = 'advisors';
const NOT_FOUND = 'This advisor does not exist.';

function columns(input: AdvisorInput) {
  return {
    name: input.name,
    role: input.role,
    firm: input.firm,
    phone: input.phone,
    email: input.email,
    notes: input.notes,
    ...addressColumns(input.address),
  };
}

async function replaceLinks(
  tx: Queryable,
  advisorId: string,
  ownerId: string,
  links: readonly TAdvisorLink[],
): Promise<void> {
  await tx.delete(advisorLinks).where(eq(advisorLinks.advisorId, advisorId));
  if (links.length === 0) return;
  await tx
    .insert(advisorLinks)
    .values(
      links.map((link) => ({ advisorId, userId: ownerId, kind: link.kind, targetId: link.id })),
    );
}

/** Ends an advisor's professional access at once: the grant and any pending invitation. */
export async function endAdvisorAccess(tx: Queryable, advisorId: string, ownerId: string) {
  await tx
    .delete(familyConnections)
    .where(
      and(
        eq(familyConnections.advisorId, advisorId),
        eq(familyConnections.connectedUserId, ownerId),
      ),
    );
  await tx
    .update(familyInvitations)
    .set({ status: 'revoked' })
    .where(
      and(eq(familyInvitations.advisorId, advisorId), eq(familyInvitations.status, 'pending')),
    );
}

/**
 * Issue 13: Advisor Contacts, household rows like accounts, with what each advisor handles (links
 * to the household's own items only) and the documents linked to them. Deleting an advisor ends
 * any access they were given.
 */
export function createAdvisorService(deps: HouseholdDeps & { now?: () => Date }) {
  const { db, access, activity } = deps;
  const now = deps.now ?? (() => new Date());
  const rows = advisorRows(now);
  const crud = ownedCrud({
    db,
    access,
    activity,
    subject: SUBJECT,
    section: 'estate',
    describe: (row: AdvisorRecord) => row.name,
    rows,
    toView: (row: AdvisorRecord) => row.view,
    toColumns: columns,
    notFound: NOT_FOUND,
  });

  function assertOwnerWhileAccess(actor: Actor, advisor: AdvisorRecord): void {
    if (advisor.view.access.status !== 'none' && advisor.userId !== actor.userId)
      throw new AppError(
        'CONFLICT',
        'This advisor has access to the household: only its owner can change their email address or remove them.',
      );
  }

  async function assertLinks(links: readonly TAdvisorLink[], ownerId: string): Promise<void> {
    for (const link of links) await assertLinkable(db, link, ownerId, 'links');
  }

  async function viewOf(id: string, ownerId: string): Promise<TAdvisor> {
    const row = await rows.find(db, id, [ownerId]);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row.view;
  }

  return {
    findReadable: crud.findReadable,
    findWritable: crud.findWritable,
    list: (actor: Actor, requestedOwners?: string[]) => crud.list(actor, requestedOwners),
    viewOf,

    /**
     * The list, or only its ETag when the client's copy is current. The tag is the answer's own
     * digest: an advisor's access also changes when a grant expires or an invitation is
     * accepted, which the household's change counter does not see.
     */
    async listIfChanged(
      actor: Actor,
      requestedOwners: string[] | undefined,
      ifNoneMatch: string | undefined,
    ): Promise<Listed<TAdvisor[]>> {
      const items = await crud.list(actor, requestedOwners);
      const digest = createHash('sha256').update(JSON.stringify(items)).digest('base64url');
      const etag = `"${digest.slice(0, 32)}"`;
      return { etag, items: isCurrent(ifNoneMatch, etag) ? null : items };
    },

    async create(actor: Actor, input: AdvisorInput, requestedOwner?: string): Promise<TAdvisor> {
      const ownerId = await access.ownerIdForWrites(actor, requestedOwner, 'estate');
      await assertLinks(input.links, ownerId);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(advisors)
          .values({ ...columns(input), userId: ownerId })
          .returning({ id: advisors.id });
        if (!row) throw new Error('The advisor was not saved');
        await replaceLinks(tx, row.id, ownerId, input.links);
        return row.id;
      });
      await activity.changed(actor, ownerId, 'create', SUBJECT, input.name);
      return viewOf(id, ownerId);
    },

    /**
     * A grant belongs to the person at the advisor's address: a new address ends it (the owner
     * gives access again, to the new person). Only the owner may do that, or delete an advisor
     * who has access; a guest or a bookkeeper cannot end someone else's access.
     */
    async update(actor: Actor, id: string, input: AdvisorInput): Promise<TAdvisor> {
      const existing = await crud.findWritable(actor, id);
      const emailChanged = existing.view.email !== input.email;
      if (emailChanged) assertOwnerWhileAccess(actor, existing);
      await assertLinks(input.links, existing.userId);
      await db.transaction(async (tx) => {
        if (emailChanged) await endAdvisorAccess(tx, id, existing.userId);
        await tx
          .update(advisors)
          .set({ ...columns(input), updatedAt: now() })
          .where(and(eq(advisors.id, id), eq(advisors.userId, existing.userId)));
        await replaceLinks(tx, id, existing.userId, input.links);
      });
      await activity.changed(actor, existing.userId, 'update', SUBJECT, input.name);
      return viewOf(id, existing.userId);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const existing = await crud.findWritable(actor, id);
      assertOwnerWhileAccess(actor, existing);
      await db.transaction(async (tx) => {
        await endAdvisorAccess(tx, id, existing.userId);
        await tx
          .delete(advisors)
          .where(and(eq(advisors.id, id), eq(advisors.userId, existing.userId)));
      });
      await activity.changed(actor, existing.userId, 'delete', SUBJECT, existing.name);
    },
  };
}

export type AdvisorService = ReturnType<typeof createAdvisorService>;
