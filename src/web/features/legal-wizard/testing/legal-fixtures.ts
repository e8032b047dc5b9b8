import { LEGAL_ANSWER_SCHEMAS, type TLegalAnswers } from '@shared/legal/legal-answers';
import type { TLegalCheck, TLegalChoices, TLegalDraft } from '@shared/legal/legal-api';
import type { TLegalDocKind } from '@shared/legal/legal-kinds';

export const OWNER = 'user-1';
export const DRAFT_ID = '40000000-0000-4000-8000-000000000001';
export const PDF_ID = '40000000-0000-4000-8000-000000000002';

/** The hub document the fake API stores version `n` as. */
export function generatedPdfId(version: number): string {
  return `40000000-0000-4000-8000-0000000001${String(version).padStart(2, '0')}`;
}

/** A draft as the server answers it: blank answers of its kind unless the test gives some. */
export function legalDraft<K extends TLegalDocKind = 'will'>(
  overrides: Partial<Omit<TLegalDraft<K>, 'answers'>> & {
    kind?: K;
    answers?: Partial<TLegalAnswers[K]>;
  } = {},
): TLegalDraft<K> {
  const kind = (overrides.kind ?? 'will') as K;
  const answers = LEGAL_ANSWER_SCHEMAS[kind].parse(overrides.answers ?? {}) as TLegalAnswers[K];
  return {
    id: DRAFT_ID,
    ownerId: OWNER,
    state: 'TX',
    principalName: 'Maria Rivera',
    step: 0,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    versions: [],
    instrumentIds: [],
    signedDocumentId: null,
    statutoryFormName: null,
    ...overrides,
    kind,
    answers,
  };
}

/** The will's first generated version, current, as the server lists it (PDF_ID). */
export function firstWillVersion(generatedAt: string): TLegalDraft['versions'][number] {
  return {
    version: 1,
    documentId: PDF_ID,
    documentName: 'Last will and testament of Maria Rivera (v1)',
    generatedAt,
    current: true,
  };
}

export const CHOICES: TLegalChoices = {
  people: [
    {
      source: 'family',
      refId: '40000000-0000-4000-8000-0000000000f1',
      name: 'Luis Rivera',
      relationship: 'Spouse',
      email: 'luis@example.com',
      phone: '555-0100',
    },
    {
      source: 'advisor',
      refId: '40000000-0000-4000-8000-0000000000f2',
      name: 'Ana Brooks',
      relationship: 'Attorney',
      email: 'ana@law.example',
      phone: null,
    },
  ],
  assets: [{ kind: 'property', id: '40000000-0000-4000-8000-0000000000f3', label: 'Family home' }],
};

export function check(overrides: Partial<TLegalCheck> = {}): TLegalCheck {
  return {
    id: 'residuary',
    severity: 'error',
    ok: true,
    title: 'Someone receives everything else',
    explanation: 'Without it, what is not given away passes as if there were no will.',
    step: 5,
    ...overrides,
  };
}
