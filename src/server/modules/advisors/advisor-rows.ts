import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TAdvisor, TAdvisorAccess, TAdvisorLinkKind } from '@shared/advisors/advisor-schemas';
import type { TAdvisorScopeView, TAdvisorSection } from '@shared/advisors/advisor-scope';
import { ownedRows, type Queryable } from '../../db/owned-rows';
import {
  advisorLinks,
  advisors,
  documents,
  familyConnections,
  familyInvitations,
} from '../../db/schema';
import { addressView } from '../address-columns';
import { linkKey, linkLabels } from '../household-links';

type AdvisorRow = typeof advisors.$inferSelect;
type NewAdvisorRow = typeof advisors.$inferInsert;
/** An advisor with everything its card shows, read in one pass for a whole list. */
export type AdvisorRecord = AdvisorRow & { view: TAdvisor };

const rows = ownedRows(advisors);

/**
 * The advisor's professional access as its owner sees it: the grant (live or expired) if the
 * advisor accepted, else a pending invitation, else none.
 */
type ScopeColumns = {
  advisorSections: TAdvisorSection[] | null;
  advisorRevealsNumbers: boolean;
};

/** A grant's or invitation's scope as the card shows it (issue 35). */
export function scopeView(row: ScopeColumns): TAdvisorScopeView {
  return { sections: row.advisorSections ?? [], revealNumbers: row.advisorRevealsNumbers };
}

function accessOf(
  advisorId: string,
  grants: (ScopeColumns & {
    advisorId: string | null;
    advisorAccess: 'read' | 'read_write' | null;
    expiresAt: Date | null;
  })[],
  invitations: (ScopeColumns & {
    advisorId: string | null;
    advisorAccess: 'read' | 'read_write' | null;
    expiresAt: Date;
  })[],
  now: Date,
): TAdvisorAccess {
  const grant = grants.find((each) => each.advisorId === advisorId && each.expiresAt);
  if (grant?.expiresAt)
    return {
      status: grant.expiresAt.getTime() > now.getTime() ? 'active' : 'expired',
      level: grant.advisorAccess ?? 'read',
      expiresAt: grant.expiresAt.toISOString(),
      scope: scopeView(grant),
    };
  const invitation = invitations.find(
    (each) => each.advisorId === advisorId && each.expiresAt.getTime() > now.getTime(),
  );
  if (invitation)
    return {
      status: 'invited',
      level: invitation.advisorAccess ?? 'read',
      expiresAt: invitation.expiresAt.toISOString(),
      scope: scopeView(invitation),
    };
  return { status: 'none', level: null, expiresAt: null, scope: null };
}

/** Links, linked documents and access for these advisors: one query each, for all of them. */
async function enrich(db: Queryable, found: AdvisorRow[], now: Date): Promise<AdvisorRecord[]> {
  if (found.length === 0) return [];
  const ids = found.map((row) => row.id);
  const [links, linkedDocuments, grants, invitations] = await Promise.all([
    db.select().from(advisorLinks).where(inArray(advisorLinks.advisorId, ids)),
    db
      .select({ id: documents.id, name: documents.name, advisorId: documents.linkId })
      .from(documents)
      .where(and(eq(documents.linkKind, 'advisor'), inArray(documents.linkId, ids)))
      .orderBy(asc(documents.name)),
    db
      .select({
        advisorId: familyConnections.advisorId,
        advisorAccess: familyConnections.advisorAccess,
        expiresAt: familyConnections.expiresAt,
        advisorSections: familyConnections.advisorSections,
        advisorRevealsNumbers: familyConnections.advisorRevealsNumbers,
      })
      .from(familyConnections)
      .where(inArray(familyConnections.advisorId, ids)),
    db
      .select({
        advisorId: familyInvitations.advisorId,
        advisorAccess: familyInvitations.advisorAccess,
        expiresAt: familyInvitations.expiresAt,
        advisorSections: familyInvitations.advisorSections,
        advisorRevealsNumbers: familyInvitations.advisorRevealsNumbers,
      })
      .from(familyInvitations)
      .where(
        and(inArray(familyInvitations.advisorId, ids), eq(familyInvitations.status, 'pending')),
      ),
  ]);
  const labels = await linkLabels(
    db,
    links.map((link) => ({ userId: link.userId, linkKind: link.kind, linkId: link.targetId })),
  );
  return found.map((row) => {
    const handled = links.flatMap((link) => {
      if (link.advisorId !== row.id) return [];
      const label = labels.get(linkKey(link.kind, link.targetId, row.userId));
      // A deleted item (or one that is not the advisor's household's) is not shown.
      return label === undefined
        ? []
        : [{ kind: link.kind as TAdvisorLinkKind, id: link.targetId, label }];
    });
    const view: TAdvisor = {
      id: row.id,
      ownerId: row.userId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      name: row.name,
      role: row.role as TAdvisor['role'],
      firm: row.firm,
      phone: row.phone,
      email: row.email,
      address: addressView(row),
      notes: row.notes,
      links: handled.sort((a, b) => a.label.localeCompare(b.label)),
      documents: linkedDocuments
        .filter((document) => document.advisorId === row.id)
        .map(({ id, name }) => ({ id, name })),
      access: accessOf(row.id, grants, invitations, now),
    };
    return { ...row, view };
  });
}

/** Advisor rows for ownedCrud, each carrying its finished view. */
export function advisorRows(now: () => Date) {
  return {
    async list(db: Queryable, ownerIds: string[]): Promise<AdvisorRecord[]> {
      return enrich(db, await rows.list(db, ownerIds), now());
    },
    async find(db: Queryable, id: string, ownerIds: string[]): Promise<AdvisorRecord | null> {
      const row = await rows.find(db, id, ownerIds);
      return row ? ((await enrich(db, [row], now()))[0] ?? null) : null;
    },
    async insert(db: Queryable, values: NewAdvisorRow): Promise<AdvisorRecord> {
      return (await enrich(db, [await rows.insert(db, values)], now()))[0]!;
    },
    async update(
      db: Queryable,
      id: string,
      ownerId: string,
      values: Partial<NewAdvisorRow>,
    ): Promise<AdvisorRecord | null> {
      const row = await rows.update(db, id, ownerId, values);
      return row ? ((await enrich(db, [row], now()))[0] ?? null) : null;
    },
    remove: (db: Queryable, id: string, ownerIds: string[]) => rows.remove(db, id, ownerIds),
  };
}
