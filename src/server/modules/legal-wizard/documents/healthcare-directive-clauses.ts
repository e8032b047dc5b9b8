import type { THealthcareDirectiveAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { DocumentBody } from './document-body';
import type { LegalBlock } from './legal-document-content';
import { orBlank } from './legal-wording';
import { notaryAcknowledgment, witnessBlocks } from './signature-blocks';
import { agentAppointment, principalSignature } from './agent-appointment';
import { stateForm } from './state-forms/state-forms';
import { inThirdPerson } from './third-person';

/**
 * The health-care power of attorney and living will in one document, as most states' statutory
 * forms combine them: the agent and an alternate and what they may decide, the principal's
 * treatment wishes, organ donation, the physician, other wishes, then signatures. Each witness
 * declares they are none of the people the state's row disqualifies; where the row lets a
 * notary take the witnesses' place, or requires one as well, a notary block follows.
 */

type Answers = THealthcareDirectiveAnswers;

const NO_CHOICE =
  'I make no choice here: my agent decides, following what I have said and my best interest.';

const LIFE_SUSTAINING: Record<NonNullable<Answers['lifeSustaining']>, string> = {
  prolong:
    'I want my life to be prolonged as long as possible within the limits of generally accepted health-care standards.',
  do_not_prolong:
    'I do not want my life to be prolonged if (a) I have an incurable and irreversible condition that will result in my death within a relatively short time, (b) I become unconscious and, to a reasonable degree of medical certainty, I will not regain consciousness, or (c) the likely risks and burdens of treatment would outweigh the expected benefits.',
  agent_decides: 'My agent decides, following what I have said and my best interest.',
};

const NUTRITION: Record<NonNullable<Answers['artificialNutrition']>, string> = {
  want: 'I want to receive food and fluids by tube or intravenously, even when other life-sustaining treatment is withheld.',
  do_not_want:
    'I do not want food and fluids by tube or intravenously when my life would not be prolonged under my choice above.',
  agent_decides: 'My agent decides whether I receive food and fluids by tube or intravenously.',
};

function painRelief(choice: boolean | null): string {
  if (choice === null) return NO_CHOICE;
  return choice
    ? 'I want treatment to relieve pain or discomfort at all times, even if it hastens my death.'
    : 'I want treatment to relieve pain or discomfort, but not in doses that would hasten my death.';
}

function organDonation(answers: Answers): string {
  switch (answers.organDonation) {
    case 'any':
      return 'At my death I give any needed organs, tissues or parts, for transplant, therapy, research or education.';
    case 'specific':
      return `At my death I give only the following: ${orBlank(answers.organDonationDetails)}.`;
    case 'none':
      return 'I do not want to donate my organs, tissues or parts.';
    case 'agent_decides':
      return 'My agent decides whether to donate my organs, tissues or parts.';
    default:
      return NO_CHOICE;
  }
}

/** The row's disqualifications ("your health-care provider") as the witness says them. */
function asWitnessSays(who: string): string {
  return inThirdPerson(who.trim().replace(/\.$/, ''));
}

function witnessDeclaration(name: string, rules: TStateRules): LegalBlock[] {
  const disqualified = rules.directive.witnessDisqualifications;
  const blocks: LegalBlock[] = [
    {
      kind: 'paragraph',
      text:
        `Declaration of each witness: I declare that ${name} signed or acknowledged this ` +
        `document in my presence, that ${name} appears to be of sound mind and under no ` +
        'duress, fraud or undue influence, and ' +
        (disqualified.length
          ? 'that I am not any of the following:'
          : 'that I am not the agent or alternate agent named in it.'),
    },
  ];
  if (disqualified.length) blocks.push({ kind: 'list', items: disqualified.map(asWitnessSays) });
  return blocks;
}

function witnesses(name: string, rules: TStateRules): LegalBlock[] {
  if (rules.directive.witnesses === 0) return [];
  return [
    { kind: 'heading', text: 'Witnesses' },
    ...witnessDeclaration(name, rules),
    ...witnessBlocks(rules.directive.witnesses, []),
  ];
}

/**
 * Unknown (null): a notary block too, as the general rules advise witnesses and a notary. A
 * state that requires the notary as well as the witnesses (North Carolina) gets one too.
 */
function notary(answers: Answers, rules: TStateRules): LegalBlock[] {
  const { directive } = rules;
  if (directive.notaryAlternative === false && !directive.notaryRequired) return [];
  return [
    notaryAcknowledgment({
      intro:
        directive.witnesses === 0
          ? 'Signed before a notary public:'
          : directive.notaryRequired
            ? `${rules.name} requires a notary public to acknowledge the signature as well as the witnesses:`
            : directive.notaryAlternative
              ? `Instead of the witnesses, ${rules.name} accepts this document signed before a notary public:`
              : 'Have a notary public acknowledge the signature as well:',
      state: rules,
      signers: [answers.principal.fullName],
      documentName: 'document',
    }),
  ];
}

export function healthcareDirectiveDocument(answers: Answers, rules: TStateRules): DocumentBody {
  const name = orBlank(answers.principal.fullName);
  const blocks: LegalBlock[] = agentAppointment(answers, rules, {
    purpose:
      'Part 1 of this document names the person who makes health-care decisions for me when ' +
      'I cannot make them myself (my agent). Part 2 tells my agent and my doctors what ' +
      'treatment I want and do not want (my living will).',
    heading: 'Part 1. Health-care power of attorney',
    appointedAs: 'as my agent to make health-care decisions for me',
    agentCannot: 'is not willing, able or reasonably available to make a decision for me',
    successor: 'alternate agent',
  });
  blocks.push(
    {
      kind: 'paragraph',
      text:
        'My agent’s authority begins when my physician determines that I cannot make my own ' +
        'health-care decisions, and ends if I can make them again. My agent may then make any ' +
        'health-care decision I could make myself, including to:',
    },
    {
      kind: 'list',
      items: [
        'consent to, refuse or withdraw any care, treatment, service or procedure, including life-sustaining treatment;',
        'choose and discharge doctors, other health-care providers and facilities;',
        'see and release my medical records and other health information;',
        'act on my wishes for organ donation and the disposition of my body after death, as written below.',
      ],
    },
    {
      kind: 'paragraph',
      text: 'My agent must follow my wishes in Part 2 and any other wishes I have made known, and otherwise decide in my best interest.',
    },
    { kind: 'heading', text: 'Part 2. Living will: my treatment wishes' },
    { kind: 'paragraph', text: 'Life-sustaining treatment', bold: true },
    {
      kind: 'paragraph',
      text: answers.lifeSustaining ? LIFE_SUSTAINING[answers.lifeSustaining] : NO_CHOICE,
    },
    { kind: 'paragraph', text: 'Artificial nutrition and hydration', bold: true },
    {
      kind: 'paragraph',
      text: answers.artificialNutrition ? NUTRITION[answers.artificialNutrition] : NO_CHOICE,
    },
    { kind: 'paragraph', text: 'Relief from pain', bold: true },
    { kind: 'paragraph', text: painRelief(answers.painRelief) },
    { kind: 'heading', text: 'Part 3. Organ donation' },
    { kind: 'paragraph', text: organDonation(answers) },
    { kind: 'heading', text: 'Part 4. My primary physician' },
    {
      kind: 'paragraph',
      text: answers.primaryPhysician
        ? `My primary physician is ${answers.primaryPhysician}.`
        : 'I do not name a primary physician here.',
    },
    { kind: 'heading', text: 'Part 5. Other wishes' },
    { kind: 'paragraph', text: answers.otherWishes ?? 'None.' },
    ...principalSignature(
      answers,
      rules,
      'A copy of this document is as valid as the original. I sign it willingly, on the date below.',
    ),
  );
  const parts = stateForm(rules.code, 'healthcare_directive')?.parts;
  blocks.push(
    ...(parts?.witnesses?.(answers, rules) ?? witnesses(name, rules)),
    ...(parts?.notary?.(answers, rules) ?? notary(answers, rules)),
  );
  return {
    title: 'Health-Care Power of Attorney and Living Will',
    subtitle: [`Principal: ${name}`, `State of ${rules.name}`],
    runningHead: `Health-care power of attorney and living will of ${name}`,
    author: name,
    testatorSignsEveryPage: false,
    blocks,
  };
}
