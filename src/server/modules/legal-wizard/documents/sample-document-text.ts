import type { TLegalAnswers } from '@shared/legal/legal-answers';
import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import { stateRules } from '@shared/legal/state-rules';
import { legalDocumentText } from './legal-document-text';
import { legalDocumentContent } from './render-legal-document';
import { SAMPLE_ANSWERS } from './sample-answers';

/**
 * The sample household (a married couple with two minor children, a home and accounts) moved to
 * `state`: outside Texas, whose sample city it is, the city and county are placeholders.
 */
export function sampleAnswers<K extends TLegalDocKind>(kind: K, state: string): TLegalAnswers[K] {
  const answers = structuredClone(SAMPLE_ANSWERS[kind]);
  const principalOf = (kind === 'will' ? 'testator' : 'principal') as keyof typeof answers;
  const principal = answers[principalOf] as {
    state: string | null;
    city: string | null;
    county: string | null;
  };
  principal.state = state;
  // Where a springing power of attorney is not allowed (Fla. Stat. § 709.2108), the sample's
  // takes effect when signed, as the checks would require.
  if (kind === 'financial_poa' && stateRules(state).poa.springing?.allowed === false)
    (answers as TLegalAnswers['financial_poa']).effective = 'immediately';
  if (state !== 'TX') {
    principal.city = 'Anytown';
    principal.county = 'Sample';
  }
  return answers;
}

/**
 * The plain text of a document for the sample household in `state` (what the CLI prints and the
 * statutory-element tests read); `edit` changes the answers first.
 */
export function sampleDocumentText<K extends TLegalDocKind>(
  state: string,
  kind: K,
  today = new Date(),
  edit?: (answers: TLegalAnswers[K]) => void,
): string {
  const answers = sampleAnswers(kind, state);
  edit?.(answers);
  return legalDocumentText(
    legalDocumentContent({
      kind,
      answers,
      rules: stateRules(state),
      generatedOn: today.toISOString().slice(0, 10),
      version: 1,
    }),
  );
}
