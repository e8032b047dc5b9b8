import {
  LEGAL_ANSWER_SCHEMAS,
  type TFinancialPoaAnswers,
  type THealthcareDirectiveAnswers,
  type THipaaAnswers,
  type TLegalAnswers,
  type TWillAnswers,
} from '@shared/legal/legal-answers';
import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import type { TStateRules } from '@shared/legal/state-rule-types';
import { signingInstructions } from '@shared/legal/signing-instructions';
import type { DocumentBody } from './document-body';
import { financialPoaDocument } from './financial-poa-clauses';
import { healthcareDirectiveDocument } from './healthcare-directive-clauses';
import { hipaaDocument } from './hipaa-clauses';
import type { LegalDocumentContent } from './legal-document-content';
import { renderLegalPdf } from './legal-document-pdf';
import { day } from './legal-wording';
import { signingInstructionsPage } from './signing-instructions-page';
import { ruleSection, stateNotices } from './state-notices';
import { stateForm } from './state-forms/state-forms';
import type { TAnyStateDocumentForm } from './state-forms/state-form-types';
import { willDocument } from './will-clauses';

/**
 * Issue 17: a Legal Wizard document as a PDF, from the interview's answers and the state's row.
 * The clause template of the kind writes the document's own words; every document then gets the
 * state notices on its first page, and is followed by the signing instructions on a sheet of their
 * own that is not part of it. The caller has
 * run the checks (legal-checks.ts) first; nothing here decides whether a document may be made.
 */

export type TRenderLegalDocumentInput<K extends TLegalDocKind = TLegalDocKind> = {
  kind: K;
  answers: TLegalAnswers[K];
  rules: TStateRules;
  /** ISO date (or date-time) the document is prepared: printed on every page, and the file's date. */
  generatedOn: string;
  version: number;
};

function generalBody(kind: TLegalDocKind, parsed: unknown, rules: TStateRules): DocumentBody {
  switch (kind) {
    case 'will':
      return willDocument(parsed as TWillAnswers, rules);
    case 'financial_poa':
      return financialPoaDocument(parsed as TFinancialPoaAnswers, rules);
    case 'healthcare_directive':
      return healthcareDirectiveDocument(parsed as THealthcareDirectiveAnswers, rules);
    case 'hipaa':
      return hipaaDocument(parsed as THipaaAnswers, rules);
  }
}

/**
 * The document's own words: the state's statutory form where it has one, else the general
 * document (with the state's parts in it), between the state's opening and closing blocks.
 */
function body(kind: TLegalDocKind, answers: unknown, rules: TStateRules): DocumentBody {
  // Parsed again so a draft saved before a field existed gets its default (an empty list).
  const parsed = LEGAL_ANSWER_SCHEMAS[kind].parse(answers) as never;
  const form = stateForm(rules.code, kind) as TAnyStateDocumentForm | undefined;
  const document = form?.document?.body(parsed, rules) ?? generalBody(kind, parsed, rules);
  return {
    ...document,
    ...(form?.minimumTextSize ? { minimumTextSize: form.minimumTextSize.points } : {}),
    blocks: [
      ...(form?.opening?.(parsed, rules) ?? []),
      ...document.blocks,
      ...(form?.closing?.(parsed, rules) ?? []),
    ],
  };
}

export function legalDocumentContent(input: TRenderLegalDocumentInput): LegalDocumentContent {
  const { kind, rules } = input;
  const document = body(kind, input.answers, rules);
  const form = stateForm(rules.code, kind) as TAnyStateDocumentForm | undefined;
  const statutory = form?.document ? { name: form.document.statutoryFormName } : null;
  const instructions = signingInstructions(kind, rules, statutory);
  return {
    ...document,
    stateName: rules.name,
    preparedOn: day(input.generatedOn),
    version: input.version,
    blocks: [...stateNotices(kind, rules, instructions.generalRules), ...document.blocks],
    instructions: signingInstructionsPage(instructions, rules.name, ruleSection(kind, rules)),
  };
}

export async function renderLegalDocument<K extends TLegalDocKind>(
  input: TRenderLegalDocumentInput<K>,
): Promise<Buffer> {
  const createdAt = new Date(
    input.generatedOn.length > 10 ? input.generatedOn : `${input.generatedOn}T00:00:00Z`,
  );
  return renderLegalPdf(legalDocumentContent(input), createdAt);
}
