import type { TLegalPerson, TPrincipal } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from './legal-document-content';
import { countyWord, orBlank, personLine, principalAddress } from './legal-wording';
import { signerBlock } from './signature-blocks';

/** The answers of a document that names an agent (a power of attorney, a health-care directive). */
type TAgentAnswers = {
  principal: TPrincipal;
  agent: TLegalPerson | null;
  alternateAgent: TLegalPerson | null;
};

/**
 * How such a document opens: what it is for, then under `heading` the principal naming the agent
 * (`I, …, name … as my agent…`) and, when one is named, the successor who acts if the agent cannot.
 */
export function agentAppointment(
  answers: TAgentAnswers,
  rules: TStateRules,
  words: {
    purpose: string;
    heading: string;
    /** "as my agent (attorney-in-fact)". */
    appointedAs: string;
    /** "dies, resigns, …": when the successor acts instead. */
    agentCannot: string;
    /** "successor agent". */
    successor: string;
  },
): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  const blocks: LegalBlock[] = [
    { kind: 'paragraph', text: words.purpose },
    { kind: 'heading', text: words.heading },
    {
      kind: 'paragraph',
      text: `I, ${name}, of ${principalAddress(answers.principal, rules)}, name ${personLine(answers.agent)} ${words.appointedAs}.`,
    },
  ];
  if (answers.alternateAgent?.name)
    blocks.push({
      kind: 'paragraph',
      text: `If ${orBlank(answers.agent?.name)} ${words.agentCannot}, I name ${personLine(answers.alternateAgent)} as my ${words.successor}.`,
    });
  return blocks;
}

/** The principal's signature under its heading, with `text` said above the lines. */
export function principalSignature(
  answers: TAgentAnswers,
  rules: TStateRules,
  text: string,
): LegalBlock[] {
  return [
    { kind: 'heading', text: 'Signature' },
    signerBlock({
      text,
      role: 'principal',
      name: answers.principal.fullName,
      place: countyWord(rules),
    }),
  ];
}
