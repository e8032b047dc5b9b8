import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import { STATE_RULES } from '@shared/legal/state-rules';
import { sampleDocumentText } from './documents/sample-document-text';

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
  return sampleDocumentText(state, kind, today);
}
