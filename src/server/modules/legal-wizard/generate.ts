import { performance } from 'node:perf_hooks';
import type { TLegalGenerated } from '@shared/legal/legal-api';
import { blockingChecks, runLegalChecks } from '@shared/legal/legal-checks';
import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import { stateRules } from '@shared/legal/state-rules';
import { isoDay } from '@shared/finance/household-summary';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import { renderLegalDocument } from './documents/render-legal-document';
import { writeCards } from './estate-cards';
import {
  GENERATED_TAGS,
  LEGAL_DOC_CATEGORIES,
  generatedDocumentName,
  generatedFileName,
} from './legal-document-files';
import { legalDraftRows } from './legal-draft-repository';
import { DRAFT_NOT_FOUND, SUBJECT } from './legal-draft-service';
import type { LegalDocumentDeps } from './legal-document-deps';
import { describeDraft, parsedAnswers } from './legal-draft-view';

export const CHECKS_FAILED_MESSAGE = 'Fix what the checks found before creating the document.';
const BUSY_MESSAGE = 'This document is already being created. Refresh to see the new version.';

/** Postgres' unique_violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  let cause: unknown = error;
  while (cause && typeof cause === 'object') {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Issue 17: makes the PDF of a draft. The checks run first; any failed error answers 422 with
 * every check (`checks`) and the failed ones by id in `error.fields`, and nothing is stored.
 * Otherwise the document is rendered with the state's rules, stored in the hub like any upload
 * (encrypted, tagged unsigned) and recorded as the draft's next version. The first version, or
 * one made with `replaceCurrent`, goes on the estate plan's cards as "drafted"; any other waits
 * in the hub beside the one the cards keep.
 */
export function createLegalGenerator(deps: LegalDocumentDeps) {
  const { db, activity, drafts, documents, instruments, now } = deps;

  return async function generate(
    actor: Actor,
    id: string,
    options: { replaceCurrent: boolean },
  ): Promise<TLegalGenerated> {
    const draft = await drafts.findWritable(actor, id);
    const kind = draft.kind as TLegalDocKind;
    const answers = parsedAnswers(kind, draft.answers);
    const generatedAt = now();
    const checks = runLegalChecks(kind, answers, isoDay(generatedAt), draft.state);
    const failed = blockingChecks(checks);
    if (failed.length > 0)
      throw new AppError(
        'CHECKS_FAILED',
        CHECKS_FAILED_MESSAGE,
        Object.fromEntries(failed.map((check) => [check.id, check.title])),
        { checks },
      );

    const version = await legalDraftRows.nextVersion(db, draft.id);
    const started = performance.now();
    const pdf = await renderLegalDocument({
      kind,
      answers,
      rules: stateRules(draft.state),
      generatedOn: generatedAt.toISOString(),
      version,
    });
    const renderMs = Math.round(performance.now() - started);

    const document = await documents.create(
      actor,
      () =>
        Promise.resolve({
          fileName: generatedFileName(kind, draft.principalName, version),
          bytes: pdf,
          details: {
            name: generatedDocumentName(kind, draft.principalName, version),
            category: LEGAL_DOC_CATEGORIES[kind],
            tags: GENERATED_TAGS,
            link: null,
            expiresOn: null,
          },
        }),
      draft.userId,
    );

    const earlier = await legalDraftRows.versionsOf(db, [draft.id]);
    const current = options.replaceCurrent || !earlier.some((each) => each.current);
    try {
      await legalDraftRows.insertVersion(db, {
        userId: draft.userId,
        draftId: draft.id,
        version,
        documentId: document.id,
        generatedAt,
        current: false,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another request made this version number first (a double click): keep only its file.
      await documents.remove(actor, document.id);
      throw new AppError('CONFLICT', BUSY_MESSAGE);
    }

    if (current) {
      await legalDraftRows.setCurrent(db, draft.id, draft.userId, version);
      const instrumentIds = await writeCards({ db, instruments }, actor, draft, {
        documentId: document.id,
        status: 'drafted',
        signedOn: null,
        peopleFromAnswers: true,
      });
      // The cards now show an unsigned draft: an earlier signed scan no longer describes them.
      await legalDraftRows.update(db, draft.id, draft.userId, {
        instrumentIds,
        signedDocumentId: null,
      });
    }
    await activity.changed(
      actor,
      draft.userId,
      'create',
      SUBJECT,
      `${describeDraft(draft)} · version ${version}`,
    );

    const saved = await legalDraftRows.find(db, draft.id, [draft.userId]);
    if (!saved) throw AppError.notFound(DRAFT_NOT_FOUND);
    return { draft: await drafts.view(saved), documentId: document.id, version, renderMs };
  };
}

export type LegalGenerator = ReturnType<typeof createLegalGenerator>;
