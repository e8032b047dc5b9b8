import type { TRuleSection } from '@shared/legal/state-rule-types';
import type { signingInstructions } from '@shared/legal/signing-instructions';
import type { LegalBlock } from './legal-document-content';
import { generalRulesNotice } from './state-notices';

/**
 * The sheet after every document (not part of it, so not numbered or initialed): how to sign it in the state (from signing-instructions.ts,
 * the same text the wizard shows, the row's notes among the steps), where to keep the original,
 * and the statute and sources it rests on, so an attorney asked to check it sees them at once.
 */
export function signingInstructionsPage(
  instructions: ReturnType<typeof signingInstructions>,
  stateName: string,
  section: TRuleSection,
): LegalBlock[] {
  const blocks: LegalBlock[] = [
    { kind: 'heading', text: instructions.title },
    {
      kind: 'paragraph',
      text: 'Read this page before you sign. It explains how to sign; it does not change what the document says.',
    },
  ];
  if (instructions.generalRules) blocks.push(generalRulesNotice(stateName));
  blocks.push(
    { kind: 'list', numbered: true, items: instructions.steps },
    { kind: 'heading', text: 'Where to keep the original' },
    { kind: 'paragraph', text: instructions.whereToKeep },
    { kind: 'heading', text: 'Rules this follows' },
    {
      kind: 'list',
      items: [
        section.citation,
        ...section.sources.map((source) => `${source.title}: ${source.url}`),
      ],
    },
  );
  return blocks;
}
