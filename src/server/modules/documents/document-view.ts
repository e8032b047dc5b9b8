import type { TDocument, TDocumentLink } from '@shared/documents/document-schemas';
import type { Queryable } from '../../db/owned-rows';
import type { DocumentRow } from './document-repository';
import { linkKey, linkLabels } from '../household-links';

function toDocumentView(row: DocumentRow, labels: Map<string, string>): TDocument {
  const label =
    row.linkKind && row.linkId ? labels.get(linkKey(row.linkKind, row.linkId, row.userId)) : null;
  return {
    id: row.id,
    ownerId: row.userId,
    name: row.name,
    fileName: row.fileName,
    fileType: row.fileType as TDocument['fileType'],
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    category: row.category as TDocument['category'],
    tags: row.tags,
    // A link to an item that no longer exists is shown as no link.
    link:
      typeof label === 'string'
        ? { kind: row.linkKind as TDocumentLink['kind'], id: row.linkId as string, label }
        : null,
    expiresOn: row.expiresOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Rows → what the API shows, with the labels of what they link to (one query per kind). */
export async function toDocumentViews(
  db: Queryable,
  rows: readonly DocumentRow[],
): Promise<TDocument[]> {
  const labels = await linkLabels(db, rows);
  return rows.map((row) => toDocumentView(row, labels));
}
