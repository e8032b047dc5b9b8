import type { TLegalAnswers } from '@shared/legal/legal-answers';
import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import { stateRules, STATE_RULES } from '@shared/legal/state-rules';
import { legalDocumentText } from './documents/legal-document-text';
import { legalDocumentContent } from './documents/render-legal-document';
import { SAMPLE_ANSWERS } from './documents/sample-answers';

export class LegalDocumentUsageError extends Error {}

/** The command's document names, as a person types them. */
const DOCUMENTS: Record<string, TLegalDocKind> = {
  will: 'will',
  'financial-poa': 'financial_poa',
  'health-care': 'healthcare_directive',
  hipaa: 'hipaa',
};

const USAGE = 'legal-document --state XX --document will|financial-poa|health-care|hipaa --sample';

function option(args: string[], name: string): string | null {
  const at = args.indexOf(name);
  return at >= 0 ? (args[at + 1] ?? null) : null;
}

/**
 * The sample household (a married couple with two minor children, a home and accounts) moved to
 * `state`: outside Texas, whose sample city it is, the city and county are placeholders.
 */
function sampleAnswers<K extends TLegalDocKind>(kind: K, state: string): TLegalAnswers[K] {
  const answers = structuredClone(SAMPLE_ANSWERS[kind]);
  const principalOf = (kind === 'will' ? 'testator' : 'principal') as keyof typeof answers;
  const principal = answers[principalOf] as {
    state: string | null;
    city: string | null;
    county: string | null;
  };
  principal.state = state;
  if (state !== 'TX') {
    principal.city = 'Anytown';
    principal.county = 'Sample';
  }
  return answers;
}

/**
 * `nido legal-document --state XX --document KIND --sample`: the text of a Legal Wizard document
 * for the sample household, as the PDF carries it, without a server or database.
 */
export function legalDocumentCommand(args: string[], today = new Date()): string {
  const state = option(args, '--state')?.toUpperCase() ?? '';
  const kind = DOCUMENTS[option(args, '--document') ?? ''];
  if (!args.includes('--sample'))
    throw new LegalDocumentUsageError(`Only the sample household is printed: ${USAGE}`);
  if (!kind) throw new LegalDocumentUsageError(`Name the document: ${USAGE}`);
  if (!STATE_RULES.some((rules) => rules.code === state))
    throw new LegalDocumentUsageError(`Name a US state by its two letters: ${USAGE}`);
  const content = legalDocumentContent({
    kind,
    answers: sampleAnswers(kind, state),
    rules: stateRules(state),
    generatedOn: today.toISOString().slice(0, 10),
    version: 1,
  });
  return legalDocumentText(content);
}
