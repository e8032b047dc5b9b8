import { z } from 'zod';
import { US_STATE_CODES } from '../onboarding/onboarding-schemas';
import { tooLong } from '../validation/too-long';
import { singleLine } from '../validation/plain-text';
import { LEGAL_DOC_KINDS, type TLegalDocKind } from './legal-kinds';
import type { TLegalAnswers } from './legal-answers';

/**
 * Issue 17: the Legal Wizard's HTTP contract, under /api/legal-wizard. Drafts are household rows
 * (read by whoever may read the household, written by whoever may write it), as every other
 * record; another household's draft answers 404.
 *
 *   GET    /api/legal-wizard/drafts                 → TLegalDraft[]   (selected households)
 *   POST   /api/legal-wizard/drafts                 ZCreateLegalDraft → TLegalDraft (201), answers
 *                                                   prefilled from what the household recorded
 *   GET    /api/legal-wizard/drafts/:id             → TLegalDraft
 *   PATCH  /api/legal-wizard/drafts/:id             ZSaveLegalDraft → TLegalDraft (a step saved)
 *   DELETE /api/legal-wizard/drafts/:id             → 204 (generated documents stay in the hub)
 *   GET    /api/legal-wizard/drafts/:id/checks      → TLegalCheck[]
 *   POST   /api/legal-wizard/drafts/:id/generate    ZGenerateLegalDocument → TLegalGenerated (201);
 *                                                   422 { checks } when a check has an error
 *   POST   /api/legal-wizard/drafts/:id/signed-copy multipart (file, signedOn) → TLegalDraft;
 *                                                   the scan goes to the hub and marks the cards signed
 *   GET    /api/legal-wizard/choices                → TLegalChoices (people and assets to pick from)
 */
/** A step number outside 0–20 is no step of any interview (the service names the draft's count). */
const STEP_MESSAGE = 'Choose a step of the interview';

export const ZCreateLegalDraft = z.object({
  kind: z.enum(LEGAL_DOC_KINDS, { error: 'Choose a document' }),
  state: z.enum(US_STATE_CODES, { error: 'Choose the state you live in' }),
  /** Whose document it is; defaults to the signed-in person (a couple makes one will each). */
  principalName: singleLine(z.string().trim().max(200, tooLong('name', 200))).optional(),
  ownerId: z.uuid({ error: 'Choose a household' }).optional(),
});
export type TCreateLegalDraft = z.input<typeof ZCreateLegalDraft>;

/** A step saved: `answers` is the whole answer object, validated by LEGAL_ANSWER_SCHEMAS[kind]. */
export const ZSaveLegalDraft = z.object({
  step: z
    .number({ error: STEP_MESSAGE })
    .int(STEP_MESSAGE)
    .min(0, STEP_MESSAGE)
    .max(20, STEP_MESSAGE),
  /** When sent, it must be the principal's state as answered (else 400 on that answer). */
  state: z.enum(US_STATE_CODES, { error: 'Choose the state you live in' }).optional(),
  answers: z.record(singleLine(z.string()), z.unknown()),
});
export type TSaveLegalDraft = z.input<typeof ZSaveLegalDraft>;

export const ZGenerateLegalDocument = z.object({
  /**
   * true: the new version becomes the one on the estate plan card; false: it is saved in the hub
   * as another version and the card keeps pointing at the current one. The first version always
   * lands on the card.
   */
  replaceCurrent: z.boolean().default(true),
});

export type TLegalVersion = {
  version: number;
  documentId: string;
  documentName: string;
  generatedAt: string;
  /** The version the estate plan card points at. */
  current: boolean;
};

export type TLegalDraft<K extends TLegalDocKind = TLegalDocKind> = {
  id: string;
  ownerId: string;
  kind: K;
  state: string;
  principalName: string;
  step: number;
  answers: TLegalAnswers[K];
  createdAt: string;
  updatedAt: string;
  versions: TLegalVersion[];
  /** The estate plan cards this draft lands on, once generated. */
  instrumentIds: string[];
  signedDocumentId: string | null;
  /**
   * The state's statutory form the document is printed as ("Power of Attorney — New York
   * Statutory Short Form"), or null when it is Nido's general document with the state's parts.
   */
  statutoryFormName: string | null;
};

export type TLegalCheck = {
  id:
    | 'residuary'
    | 'alternates'
    | 'guardian'
    | 'percentages'
    | 'witness_beneficiary'
    | 'executor_adult'
    | 'if_they_die_first'
    | 'young_beneficiaries'
    | 'hipaa_expiry'
    | 'principal'
    | 'agent'
    | 'agent_adult'
    | 'powers'
    | 'authorized_people'
    /** Added for a state whose law makes a power of attorney effective when signed (Florida). */
    | 'effective_date';
  /** An error stops the document; a warning is shown and may be accepted. */
  severity: 'error' | 'warning';
  ok: boolean;
  /** "Name someone to receive everything else". */
  title: string;
  /** Why it matters, in plain words. */
  explanation: string;
  /** The interview step that fixes it (LEGAL_STEPS[kind] index). */
  step: number;
};

export type TLegalGenerated = {
  draft: TLegalDraft;
  documentId: string;
  version: number;
  /** Milliseconds the PDF took to make. */
  renderMs: number;
};

export type TLegalChoices = {
  /** Family members, advisors and people already named on the estate plan. */
  people: Array<{
    source: 'family' | 'advisor' | 'estate';
    refId: string;
    name: string;
    relationship: string | null;
    email: string | null;
    phone: string | null;
  }>;
  /** Accounts, properties and investments a specific gift may name (no account numbers). */
  assets: Array<{ kind: 'account' | 'property' | 'investment'; id: string; label: string }>;
};
