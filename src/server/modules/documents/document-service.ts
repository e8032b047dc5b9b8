import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  SIGNED_LINK_TTL_S,
  type TDocument,
  type TSignedLink,
  type ZDocumentDetails,
} from '@shared/documents/document-schemas';
import type { Database } from '../../db/client';
import type { Access } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import { householdListEtag, isCurrent, type Listed } from '../../http/list-etag';
import { AppError } from '../../http/app-error';
import type { ActivityLog } from '../family/activity-log';
import { checkUpload, type FileType, type UploadCheck } from '../../platform/storage/file-type';
import { newObjectKey } from '../../platform/storage/object-key';
import { ObjectNotFoundError, type ObjectStorage } from '../../platform/storage/object-storage';
import {
  deleteDocument,
  findDocument,
  findDocumentForLink,
  FRAGMENT_SEPARATOR,
  HIGHLIGHT_START,
  insertDocument,
  listDocuments,
  searchDocuments,
  updateDocumentDetails,
  type DocumentRow,
  type DocumentSearchRow,
} from './document-repository';
import { assertLinkable } from '../household-links';
import type { ReadDocumentText } from './document-text';
import { toDocumentViews } from './document-view';
import { cleanUploadedFileName, contentDisposition, downloadName } from './file-names';
import type { FileDisposition, FileLinkSigner } from './signed-file-links';

export type DocumentDetails = z.output<typeof ZDocumentDetails>;

/** What the upload route hands over once the body has been read within the limit. */
export type ReceivedUpload = { fileName: string; bytes: Buffer; details: DocumentDetails };

/**
 * What a kind of upload accepts and where its file is stored. Documents follow spec §5 and
 * `{userId}/{timestamp}-{random}.{ext}`; bills (bills/bill-upload.ts) take photos of any image
 * type and keep the file name in the key as spec §7 has it.
 */
export type UploadIntake = {
  check(fileName: string, bytes: Buffer): UploadCheck;
  objectKey(ownerId: string, type: FileType, fileName: string, now: Date): string;
};

export const DOCUMENT_INTAKE: UploadIntake = {
  check: checkUpload,
  objectKey: (ownerId, type, _fileName, now) => newObjectKey(ownerId, type, now),
};

/** A file ready to be sent, as a signed link grants it. */
export type SignedFile = {
  bytes: Buffer;
  contentType: string;
  contentDisposition: string;
};

export type DocumentServiceDeps = {
  db: Database;
  access: Access;
  activity: ActivityLog;
  storage: ObjectStorage;
  signer: FileLinkSigner;
  readText: ReadDocumentText;
  /** The clock links are issued and checked by (a fake one in tests). */
  now?: () => Date;
};

/** Browsers show these themselves; Word and Excel files are always downloaded. */
const INLINE_TYPES = new Set<string>(['pdf', 'jpg', 'png', 'webp']);

const NOT_FOUND = 'This document does not exist.';
const LINK_NOT_FOUND = 'This link is not valid.';
export const LINK_EXPIRED = 'This link has expired.';

/** Where a signed link points; the token is the only thing in it. */
export const filesPath = (token: string) => `/api/files/${token}`;

function highlightsOf(row: DocumentSearchRow): string[] {
  return [row.nameHighlight, row.tagsHighlight, ...row.contentHighlight.split(FRAGMENT_SEPARATOR)]
    .map((fragment) => fragment.replace(/\s+/g, ' ').trim())
    .filter((fragment) => fragment.includes(HIGHLIGHT_START));
}

/**
 * The document hub (issue 6): household documents whose files live encrypted in object storage.
 * Every read and write goes through access.ts like the other household data; the only way to a
 * file's bytes without a session is a signed link, issued after that same access check.
 */
export function createDocumentService(deps: DocumentServiceDeps) {
  const { db, access, activity, storage, signer, readText } = deps;
  const now = deps.now ?? (() => new Date());

  async function findReadable(actor: Actor, id: string) {
    const row = await findDocument(db, id, await access.readableOwnerIds(actor, 'documents'));
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  async function findWritable(actor: Actor, id: string) {
    const row = await findDocument(db, id, await access.writableOwnerIds(actor, 'documents'));
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  async function one(row: DocumentRow): Promise<TDocument> {
    const [view] = await toDocumentViews(db, [row]);
    if (!view) throw new Error('A document row gave no view');
    return view;
  }

  async function issueLink(
    actor: Actor,
    id: string,
    requested: FileDisposition,
  ): Promise<TSignedLink> {
    const row = await findReadable(actor, id);
    await activity.viewed(actor, [row.userId], 'documents');
    const expiresAt = Math.floor(now().getTime() / 1000) + SIGNED_LINK_TTL_S;
    const token = signer.sign({
      documentId: row.id,
      objectKey: row.objectKey,
      expiresAt,
      disposition: INLINE_TYPES.has(row.fileType) ? requested : 'attachment',
    });
    return { url: filesPath(token), expiresAt: new Date(expiresAt * 1000).toISOString() };
  }

  return {
    /** The list, or only its ETag when the client's copy (If-None-Match) is current. */
    async list(
      actor: Actor,
      requestedOwners: string[] | undefined,
      ifNoneMatch?: string,
    ): Promise<Listed<TDocument[]>> {
      const ownerIds = await access.selectedOwnerIds(actor, requestedOwners, 'documents');
      await activity.viewed(actor, ownerIds, 'documents');
      const etag = await householdListEtag(db, 'documents', ownerIds);
      if (isCurrent(ifNoneMatch, etag)) return { etag, items: null };
      return { etag, items: await toDocumentViews(db, await listDocuments(db, ownerIds)) };
    },

    async search(actor: Actor, words: string, requestedOwners?: string[]) {
      const ownerIds = await access.selectedOwnerIds(actor, requestedOwners, 'documents');
      await activity.viewed(actor, ownerIds, 'documents');
      const rows = await searchDocuments(db, ownerIds, words);
      const views = await toDocumentViews(db, rows);
      return rows.map((row, index) => ({
        document: views[index] as TDocument,
        highlights: highlightsOf(row),
      }));
    },

    /**
     * Stores an upload in the household the actor names and may add to (by default their own).
     * The household is settled before the body is read, so someone without one does not get to
     * send 10 MB first.
     */
    async create(
      actor: Actor,
      receive: () => Promise<ReceivedUpload>,
      requestedOwner?: string,
      intake: UploadIntake = DOCUMENT_INTAKE,
    ): Promise<TDocument> {
      const ownerId = await access.ownerIdForWrites(actor, requestedOwner, 'documents');
      const { fileName, bytes, details } = await receive();
      const checked = intake.check(fileName, bytes);
      if (!checked.ok) {
        if (checked.reason === 'type')
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', checked.message);
        if (checked.reason === 'too-large')
          throw new AppError('PAYLOAD_TOO_LARGE', checked.message);
        throw AppError.validation({ file: checked.message }, checked.message);
      }
      await assertLinkable(db, details.link, ownerId);
      const objectKey = intake.objectKey(ownerId, checked.type, fileName, now());
      const contentText = await readText(checked.type, bytes);
      await storage.put(objectKey, bytes, checked.contentType);
      let row;
      try {
        row = await insertDocument(db, {
          userId: ownerId,
          uploadedBy: actor.userId,
          name: details.name,
          fileName: cleanUploadedFileName(fileName, checked.type),
          fileType: checked.type,
          contentType: checked.contentType,
          sizeBytes: bytes.length,
          objectKey,
          category: details.category,
          tags: details.tags,
          linkKind: details.link?.kind ?? null,
          linkId: details.link?.id ?? null,
          expiresOn: details.expiresOn,
          contentText,
          contentSha256: createHash('sha256').update(bytes).digest('hex'),
        });
      } catch (error) {
        // No row, no way to reach the file: do not leave it behind.
        await storage.delete(objectKey).catch(() => undefined);
        throw error;
      }
      await activity.changed(actor, ownerId, 'create', 'documents', row.name);
      return one(row);
    },

    async update(actor: Actor, id: string, details: DocumentDetails): Promise<TDocument> {
      const existing = await findWritable(actor, id);
      await assertLinkable(db, details.link, existing.userId);
      const row = await updateDocumentDetails(db, id, existing.userId, {
        name: details.name,
        category: details.category,
        tags: details.tags,
        linkKind: details.link?.kind ?? null,
        linkId: details.link?.id ?? null,
        expiresOn: details.expiresOn,
        // A new date deserves its own reminder.
        ...(details.expiresOn !== existing.expiresOn ? { reminderSentAt: null } : {}),
      });
      if (!row) throw AppError.notFound(NOT_FOUND);
      await activity.changed(actor, row.userId, 'update', 'documents', row.name);
      return one(row);
    },

    /** Deletes the document and its stored file (spec §7: removed when detached). */
    async remove(actor: Actor, id: string): Promise<void> {
      const existing = await findWritable(actor, id);
      const row = await deleteDocument(db, id, existing.userId);
      if (!row) throw AppError.notFound(NOT_FOUND);
      await storage.delete(row.objectKey);
      await activity.changed(actor, row.userId, 'delete', 'documents', row.name);
    },

    issueLink,

    /**
     * The file a signed link (its token) or a document id names, for a signed-in reader: a link
     * must also be valid and unexpired, and the document readable by this actor now, so a link
     * that reached someone of another household opens nothing for them here. Not found and
     * forbidden look the same.
     */
    async readFileFor(
      actor: Actor,
      reference: { token: string } | { documentId: string },
    ): Promise<{ id: string; fileName: string; fileType: FileType; bytes: Buffer }> {
      let documentId: string;
      if ('token' in reference) {
        const link = signer.read(reference.token);
        if (!link || Math.floor(now().getTime() / 1000) >= link.expiresAt)
          throw AppError.notFound(LINK_NOT_FOUND);
        const row = await findReadable(actor, link.documentId);
        if (!link.matches(row.objectKey)) throw AppError.notFound(LINK_NOT_FOUND);
        documentId = row.id;
      } else documentId = reference.documentId;
      const row = await findReadable(actor, documentId);
      try {
        const bytes = await storage.get(row.objectKey);
        return { id: row.id, fileName: row.fileName, fileType: row.fileType as FileType, bytes };
      } catch (error) {
        if (error instanceof ObjectNotFoundError) throw AppError.notFound(NOT_FOUND);
        throw error;
      }
    },

    /** The file a signed link grants, checked against the document as it is now. */
    async readSignedFile(token: string): Promise<SignedFile> {
      const link = signer.read(token);
      const row = link ? await findDocumentForLink(db, link.documentId) : null;
      // A deleted document, a replaced file or a forged token all look the same: not found.
      if (!link || !row || !link.matches(row.objectKey)) throw AppError.notFound(LINK_NOT_FOUND);
      if (Math.floor(now().getTime() / 1000) >= link.expiresAt)
        throw new AppError('FORBIDDEN', LINK_EXPIRED);
      let bytes: Buffer;
      try {
        bytes = await storage.get(row.objectKey);
      } catch (error) {
        if (error instanceof ObjectNotFoundError) throw AppError.notFound(LINK_NOT_FOUND);
        throw error;
      }
      return {
        bytes,
        contentType: row.contentType,
        contentDisposition: contentDisposition(
          link.disposition,
          downloadName(row.fileName, row.fileType as FileType),
        ),
      };
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
