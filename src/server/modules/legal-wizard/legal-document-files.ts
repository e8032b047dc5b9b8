import type { TDocumentCategory } from '@shared/documents/document-schemas';
import { LEGAL_DOC_LABELS, type TLegalDocKind } from '@shared/legal/legal-kinds';

/** The hub's category for each document the wizard writes. */
export const LEGAL_DOC_CATEGORIES: Record<TLegalDocKind, TDocumentCategory> = {
  will: 'will',
  financial_poa: 'power_of_attorney',
  healthcare_directive: 'healthcare_directive',
  hipaa: 'medical',
};

/** Tags that let the hub (and its search) tell the wizard's files apart. */
export const GENERATED_TAGS = ['legal-wizard', 'unsigned'];
export const SIGNED_TAGS = ['legal-wizard', 'signed'];

/** The hub keeps names under 200 characters; a long principal name is shortened, not refused. */
const MAX_NAME = 200;

function clip(name: string): string {
  return name.length <= MAX_NAME ? name : `${name.slice(0, MAX_NAME - 1)}…`;
}

/** "Last will and testament — Maria Lopez — draft v2". */
export function generatedDocumentName(
  kind: TLegalDocKind,
  principalName: string,
  version: number,
): string {
  return clip(`${LEGAL_DOC_LABELS[kind]} — ${principalName} — draft v${version}`);
}

/** The day as people read it (and as the hub shows it beside the name): "November 20, 2026". */
const LONG_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "Last will and testament — Maria Lopez — signed November 20, 2026". */
export function signedDocumentName(
  kind: TLegalDocKind,
  principalName: string,
  signedOn: string,
): string {
  return clip(
    `${LEGAL_DOC_LABELS[kind]} — ${principalName} — signed ${LONG_DAY.format(new Date(`${signedOn}T00:00:00Z`))}`,
  );
}

/** "last-will-and-testament-maria-lopez-v2.pdf": the name the file downloads under. */
export function generatedFileName(
  kind: TLegalDocKind,
  principalName: string,
  version: number,
): string {
  const slug = `${LEGAL_DOC_LABELS[kind]} ${principalName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 150);
  return `${slug}-v${version}.pdf`;
}
