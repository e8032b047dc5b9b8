import { LEGAL_DOC_LABELS, type TLegalDocKind } from '@shared/legal/legal-kinds';

/** A document's name inside a sentence: "last will and testament", but "HIPAA authorization". */
export function docInSentence(kind: TLegalDocKind): string {
  const label = LEGAL_DOC_LABELS[kind];
  return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}
