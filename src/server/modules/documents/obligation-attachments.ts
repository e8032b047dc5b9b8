import type { Queryable } from '../../db/owned-rows';
import { AppError } from '../../http/app-error';
import type { ObjectStorage } from '../../platform/storage/object-storage';
import { deleteDocument, findDocument, setDocumentLink } from './document-repository';

/** How an obligation's `documentUrl` names one of the household's documents. */
const OPEN_PATH = /^\/api\/documents\/([^/?#]+)\/open$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const NOT_OUR_DOCUMENT = 'Choose one of your documents';

/** The document id in `/api/documents/{id}/open`, or null for any other address (or none). */
export function attachedDocumentId(documentUrl: string | null | undefined): string | null {
  return (documentUrl && OPEN_PATH.exec(documentUrl)?.[1]) || null;
}

/**
 * The obligation form's document (issue 6, deliverable 5): a file uploaded to the document hub
 * and named by its `/api/documents/{id}/open` address. Attaching links the document to the
 * obligation; detaching it (replaced, cleared, or the obligation deleted) deletes the document
 * and its stored file, as spec §7 removes a detached document. Other addresses are left alone.
 */
export function createObligationAttachments(db: Queryable, storage: ObjectStorage) {
  return {
    /**
     * Before saving: the document the address names must be the household's own. Returns its
     * id (null when the address names none of our documents).
     */
    async check(documentUrl: string | null | undefined, ownerId: string): Promise<string | null> {
      const id = attachedDocumentId(documentUrl);
      if (documentUrl?.startsWith('/api/documents/') && !id)
        throw AppError.validation({ documentUrl: NOT_OUR_DOCUMENT });
      if (!id) return null;
      if (!UUID.test(id) || !(await findDocument(db, id, [ownerId])))
        throw AppError.validation({ documentUrl: NOT_OUR_DOCUMENT });
      return id;
    },

    /** With the obligation saved (same transaction): its document now belongs to it. */
    async attach(
      tx: Queryable,
      documentId: string | null,
      obligationId: string,
      ownerId: string,
    ): Promise<void> {
      if (documentId)
        await setDocumentLink(tx, documentId, ownerId, { kind: 'expense', id: obligationId });
    },

    /**
     * After saving or deleting: the document the obligation had before, if it is no longer the
     * one attached and still belongs to this obligation, is deleted with its stored file. One
     * the user has since linked elsewhere on the documents screen is kept.
     */
    async release(
      previousUrl: string | null | undefined,
      keptDocumentId: string | null,
      obligationId: string,
      ownerId: string,
    ): Promise<void> {
      const previousId = attachedDocumentId(previousUrl);
      if (!previousId || previousId === keptDocumentId || !UUID.test(previousId)) return;
      const removed = await deleteDocument(db, previousId, ownerId, {
        kind: 'expense',
        id: obligationId,
      });
      if (removed) await storage.delete(removed.objectKey);
    },
  };
}

export type ObligationAttachments = ReturnType<typeof createObligationAttachments>;
