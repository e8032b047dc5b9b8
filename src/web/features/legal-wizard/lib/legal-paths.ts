import type { TLegalDocKind } from '@shared/legal/legal-kinds';

export const LEGAL_WIZARD_PATH = '/legal-wizard';

/** A draft's interview; it opens at the step the draft was saved on. */
export function legalDraftPath(draftId: string): string {
  return `${LEGAL_WIZARD_PATH}/${encodeURIComponent(draftId)}`;
}

/** The landing view with the "Start" question of one document already open. */
export function legalStartPath(kind: TLegalDocKind): string {
  return `${LEGAL_WIZARD_PATH}?start=${kind}`;
}
