import { and, asc, eq, inArray, max } from 'drizzle-orm';
import { ownedRows, type Queryable } from '../../db/owned-rows';
import { documents, legalDocumentVersions, legalDrafts } from '../../db/schema';

export type LegalDraftRow = typeof legalDrafts.$inferSelect;
type NewLegalDraftRow = typeof legalDrafts.$inferInsert;

/** A generated version with the name its document has in the hub now. */
export type LegalVersionRow = {
  draftId: string;
  version: number;
  documentId: string;
  documentName: string;
  generatedAt: Date;
  current: boolean;
};

const drafts = ownedRows(legalDrafts);

/**
 * Issue 17: the Legal Wizard's queries, each scoped to the owner ids access.ts allowed, like
 * every household table. Versions are read for many drafts in one query.
 */
export const legalDraftRows = {
  list: (db: Queryable, ownerIds: string[]) => drafts.list(db, ownerIds),
  find: (db: Queryable, id: string, ownerIds: string[]) => drafts.find(db, id, ownerIds),
  insert: (db: Queryable, values: NewLegalDraftRow) => drafts.insert(db, values),
  update: (db: Queryable, id: string, ownerId: string, values: Partial<NewLegalDraftRow>) =>
    drafts.update(db, id, ownerId, values),
  remove: (db: Queryable, id: string, ownerIds: string[]) => drafts.remove(db, id, ownerIds),

  /** The versions of these drafts, oldest first, each with its document's current name. */
  async versionsOf(db: Queryable, draftIds: readonly string[]): Promise<LegalVersionRow[]> {
    if (draftIds.length === 0) return [];
    return db
      .select({
        draftId: legalDocumentVersions.draftId,
        version: legalDocumentVersions.version,
        documentId: legalDocumentVersions.documentId,
        documentName: documents.name,
        generatedAt: legalDocumentVersions.generatedAt,
        current: legalDocumentVersions.current,
      })
      .from(legalDocumentVersions)
      .innerJoin(documents, eq(documents.id, legalDocumentVersions.documentId))
      .where(inArray(legalDocumentVersions.draftId, [...draftIds]))
      .orderBy(asc(legalDocumentVersions.draftId), asc(legalDocumentVersions.version));
  },

  /** The number the next version of a draft gets: one more than the highest still kept. */
  async nextVersion(db: Queryable, draftId: string): Promise<number> {
    const [row] = await db
      .select({ highest: max(legalDocumentVersions.version) })
      .from(legalDocumentVersions)
      .where(eq(legalDocumentVersions.draftId, draftId));
    return (row?.highest ?? 0) + 1;
  },

  async insertVersion(
    db: Queryable,
    values: {
      userId: string;
      draftId: string;
      version: number;
      documentId: string;
      generatedAt: Date;
      current: boolean;
    },
  ): Promise<void> {
    await db.insert(legalDocumentVersions).values(values);
  },

  /** Makes `version` the one the estate plan card points at, and no other. */
  async setCurrent(db: Queryable, draftId: string, ownerId: string, version: number) {
    await db
      .update(legalDocumentVersions)
      .set({ current: eq(legalDocumentVersions.version, version), updatedAt: new Date() })
      .where(
        and(eq(legalDocumentVersions.draftId, draftId), eq(legalDocumentVersions.userId, ownerId)),
      );
  },
};
