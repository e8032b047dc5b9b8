import type { TLegalDraft, TLegalVersion } from '@shared/legal/legal-api';
import { LEGAL_ANSWER_SCHEMAS, type TLegalAnswers } from '@shared/legal/legal-answers';
import { LEGAL_DOC_LABELS, type TLegalDocKind } from '@shared/legal/legal-kinds';
import { stateForm } from './documents/state-forms/state-forms';
import type { TAnyStateDocumentForm } from './documents/state-forms/state-form-types';
import type { LegalDraftRow, LegalVersionRow } from './legal-draft-repository';

/** The statutory form the document is printed as in the draft's state, if it is one. */
function statutoryFormName(state: string, kind: TLegalDocKind): string | null {
  const form = stateForm(state, kind) as TAnyStateDocumentForm | undefined;
  return form?.document?.statutoryFormName ?? null;
}

/** "Last will and testament · Maria Lopez": how the activity log names a draft. */
export function describeDraft(row: { kind: string; principalName: string }): string {
  return `${LEGAL_DOC_LABELS[row.kind as TLegalDocKind]} · ${row.principalName}`;
}

/**
 * The stored answers as the current schema reads them: a draft saved before a field existed gets
 * its default, so the interview and the checks always see a whole answer object.
 */
export function parsedAnswers<K extends TLegalDocKind>(
  kind: K,
  answers: unknown,
): TLegalAnswers[K] {
  const parsed = LEGAL_ANSWER_SCHEMAS[kind].safeParse(answers);
  return (parsed.success ? parsed.data : LEGAL_ANSWER_SCHEMAS[kind].parse({})) as TLegalAnswers[K];
}

export function toVersionView(row: LegalVersionRow): TLegalVersion {
  return {
    version: row.version,
    documentId: row.documentId,
    documentName: row.documentName,
    generatedAt: row.generatedAt.toISOString(),
    current: row.current,
  };
}

export function toDraftView(row: LegalDraftRow, versions: readonly LegalVersionRow[]): TLegalDraft {
  const kind = row.kind as TLegalDocKind;
  return {
    id: row.id,
    ownerId: row.userId,
    kind,
    state: row.state,
    principalName: row.principalName,
    step: row.step,
    answers: parsedAnswers(kind, row.answers),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    versions: versions.filter((version) => version.draftId === row.id).map(toVersionView),
    instrumentIds: row.instrumentIds,
    signedDocumentId: row.signedDocumentId,
    statutoryFormName: statutoryFormName(row.state, kind),
  };
}
