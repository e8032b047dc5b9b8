import type {
  TFinancialPoaAnswers,
  THealthcareDirectiveAnswers,
  THipaaAnswers,
  TWillAnswers,
} from '@shared/legal/legal-answers';
import type { TRuleSource, TStateRules } from '@shared/legal/state-rule-types';
import type { DocumentBody } from '../document-body';
import type { LegalBlock } from '../legal-document-content';

/**
 * Issue 37: what a state's statute requires a document to carry beyond the general document
 * (a notice, an acknowledgment, a statutory form, an affidavit in the statute's words), and the
 * blocks that carry it. One file per state in this folder; the clause templates ask for a part
 * here before writing their own.
 */

/** One thing the statute requires the document to say or to have signed. */
export type TStatutoryElement = {
  /** "20 Pa.C.S. § 5601(c)". */
  citation: string;
  /** "The notice, in capital letters, signed by the principal before the document". */
  requirement: string;
  /**
   * Where the statute's own text was read for the wording printed; null when it could not be
   * read here: the document then says its wording was not checked against the statute.
   */
  source: TRuleSource | null;
};

type Part<A> = (answers: A, rules: TStateRules) => LegalBlock[];

export type TStateDocumentForm<A, P extends string> = {
  elements: readonly TStatutoryElement[];
  /**
   * The state's statutory form as the whole document (N.Y. Gen. Oblig. Law § 5-1513): used
   * instead of the general document. Its `statutoryFormName` is printed on the first page.
   */
  document?: {
    statutoryFormName: string;
    citation: string;
    body: (answers: A, rules: TStateRules) => DocumentBody;
  };
  /** The smallest type the statute allows for the document's words, in points (see legal-document-pdf.ts). */
  minimumTextSize?: { points: number; citation: string };
  /** Printed first, before the document's own words (Pennsylvania's § 5601(c) notice). */
  opening?: Part<A>;
  /** Parts of the general document the statute words its own way; the rest stays general. */
  parts?: Partial<Record<P, Part<A>>>;
  /** Printed last (Michigan's patient advocate acceptance, § 700.5507). */
  closing?: Part<A>;
};

/** The will's signing parts: the witnesses' attestation paragraph(s), the self-proving affidavit page. */
export type TWillPart = 'attestation' | 'selfProvingAffidavit';
/** The power of attorney's witnesses (with their declaration), notary, agent's acknowledgment page. */
export type TPoaPart = 'witnesses' | 'notary' | 'agentAcknowledgment';
/** The directive's witnesses (with their declaration), notary. */
export type TDirectivePart = 'witnesses' | 'notary';

export type TStateForms = {
  will?: TStateDocumentForm<TWillAnswers, TWillPart>;
  financial_poa?: TStateDocumentForm<TFinancialPoaAnswers, TPoaPart>;
  healthcare_directive?: TStateDocumentForm<THealthcareDirectiveAnswers, TDirectivePart>;
  hipaa?: TStateDocumentForm<THipaaAnswers, never>;
};

export type TAnyStateDocumentForm = TStateDocumentForm<never, string>;
