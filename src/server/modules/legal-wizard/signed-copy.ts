import { z } from 'zod';
import type { TLegalDraft } from '@shared/legal/legal-api';
import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import { fieldMessages } from '../../http/error-handler';
import type { ReceivedUpload } from '../documents/document-service';
import { readSingleFileUpload } from '../documents/multipart-upload';
import { assertNotInFuture } from '../estate/past-dates';
import { writeCards } from './estate-cards';
import { LEGAL_DOC_CATEGORIES, SIGNED_TAGS, signedDocumentName } from './legal-document-files';
import { legalDraftRows } from './legal-draft-repository';
import { DRAFT_NOT_FOUND, SUBJECT } from './legal-draft-service';
import type { LegalDocumentDeps } from './legal-document-deps';
import { describeDraft } from './legal-draft-view';

export const NOTHING_TO_SIGN = 'Create the document first, then upload its signed copy.';

const ZSignedOn = z.iso.date({ error: 'Enter the date it was signed' });

/**
 * Issue 17: the scan of the signed original. It is stored in the hub like any upload (the same
 * streaming multipart reader, size and type checks, encryption), and the draft's estate plan
 * cards become "signed" on `signedOn`, pointing at the scan. The generated versions stay.
 */
export function createSignedCopyUpload(deps: LegalDocumentDeps) {
  const { db, activity, drafts, documents, instruments, now } = deps;

  return async function uploadSignedCopy(
    actor: Actor,
    id: string,
    request: Request,
  ): Promise<TLegalDraft> {
    const draft = await drafts.findWritable(actor, id);
    const kind = draft.kind as TLegalDocKind;
    const versions = await legalDraftRows.versionsOf(db, [draft.id]);
    if (versions.length === 0) throw new AppError('CONFLICT', NOTHING_TO_SIGN);

    let signedOn = '';
    const receive = async (): Promise<ReceivedUpload> => {
      const { file, fields } = await readSingleFileUpload(request);
      const parsed = ZSignedOn.safeParse(fields.signedOn);
      if (!parsed.success)
        throw AppError.validation({ signedOn: fieldMessages(parsed.error)._ ?? 'Enter a date' });
      assertNotInFuture({ signedOn: parsed.data }, now());
      signedOn = parsed.data;
      return {
        fileName: file.name,
        bytes: file.bytes,
        details: {
          name: signedDocumentName(kind, draft.principalName, signedOn),
          category: LEGAL_DOC_CATEGORIES[kind],
          tags: SIGNED_TAGS,
          link: null,
          expiresOn: null,
        },
      };
    };
    const scan = await documents.create(actor, receive, draft.userId);

    const instrumentIds = await writeCards({ db, instruments }, actor, draft, {
      documentId: scan.id,
      status: 'signed',
      signedOn,
      peopleFromAnswers: false,
    });
    const saved = await legalDraftRows.update(db, draft.id, draft.userId, {
      instrumentIds,
      signedDocumentId: scan.id,
    });
    if (!saved) throw AppError.notFound(DRAFT_NOT_FOUND);
    await activity.changed(
      actor,
      draft.userId,
      'update',
      SUBJECT,
      `${describeDraft(draft)} · signed copy`,
    );
    return drafts.view(saved);
  };
}

export type SignedCopyUpload = ReturnType<typeof createSignedCopyUpload>;
