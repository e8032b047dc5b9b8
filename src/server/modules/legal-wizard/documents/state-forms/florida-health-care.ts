import type { THealthcareDirectiveAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { DocumentBody } from '../document-body';
import type { LegalBlock } from '../legal-document-content';
import { BLANK, orBlank, personLine, principalAddress } from '../legal-wording';
import { signerBlock, witnessBlocks } from '../signature-blocks';
import type { TDirectivePart, TStateDocumentForm } from './state-form-types';
import { witnessNotList } from './witness-declaration';

/**
 * Florida's health-care documents as the statute suggests them: the Designation of Health Care
 * Surrogate of Fla. Stat. § 765.203 (its current form, with the initialled authority to receive
 * health information and to make health care decisions), then the Living Will of § 765.303 for
 * the principal's treatment wishes. Each is signed before two adult witnesses, the surrogate
 * being none of them and at least one being neither the spouse nor a blood relative (§ 765.202).
 */

type Answers = THealthcareDirectiveAnswers;

function designation(answers: Answers, rules: TStateRules): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  const anatomicalGift =
    answers.organDonation && answers.organDonation !== 'none'
      ? [
          {
            title: 'Anatomical gift',
            text: '6. Decide to make an anatomical gift pursuant to part V of chapter 765, Florida Statutes.',
          },
        ]
      : [];
  const instructions = [
    answers.primaryPhysician ? `My primary physician is ${answers.primaryPhysician}.` : null,
    answers.organDonation === 'specific'
      ? `Any anatomical gift is limited to: ${orBlank(answers.organDonationDetails)}.`
      : null,
    answers.otherWishes,
  ].filter(Boolean);
  return [
    { kind: 'heading', text: 'Designation of Health Care Surrogate' },
    {
      kind: 'paragraph',
      text: `I, ${name}, of ${principalAddress(answers.principal, rules)}, designate as my health care surrogate under s. 765.202, Florida Statutes: ${personLine(answers.agent)}.`,
    },
    {
      kind: 'paragraph',
      text: `If my health care surrogate is not willing, able, or reasonably available to perform his or her duties, I designate as my alternate health care surrogate: ${answers.alternateAgent?.name ? personLine(answers.alternateAgent) : BLANK}.`,
    },
    {
      kind: 'paragraph',
      text: 'I authorize my health care surrogate to: (Initials required in blank spaces below.)',
    },
    {
      kind: 'initialed',
      items: [
        {
          title: 'Receive any of my health information',
          text:
            'whether oral or recorded in any form or medium, that: 1. Is created or received by a ' +
            'health care provider, health care facility, health plan, public health, employer, life ' +
            'insurer, school or university, or health care clearinghouse; and 2. Relates to my ' +
            'past, present, or future physical or mental health or condition; the provision of ' +
            'health care to me; or the past, present, or future payment for the provision of ' +
            'health care to me.',
        },
      ],
    },
    { kind: 'paragraph', text: 'I further authorize my health care surrogate to:' },
    {
      kind: 'initialed',
      items: [
        {
          title: 'Make all health care decisions for me',
          text:
            'which means he or she has the authority to: 3. Provide informed consent, refusal of ' +
            'consent, or withdrawal of consent to any and all of my health care, including ' +
            'life-prolonging procedures. 4. Apply on my behalf for private, public, government, or ' +
            'veteran’s benefits to defray the cost of health care. 5. Access my health information ' +
            'reasonably necessary for the health care surrogate to make decisions involving my ' +
            'health care and to apply for benefits for me.',
        },
        ...anatomicalGift,
      ],
    },
    { kind: 'paragraph', text: 'Specific instructions and restrictions:', bold: true },
    { kind: 'paragraph', text: instructions.length ? instructions.join(' ') : 'None.' },
    {
      kind: 'paragraph',
      text:
        'While I have decision making capacity, my wishes are controlling and my physician and ' +
        'health care providers must clearly communicate to me the treatment plan or any change to ' +
        'the treatment plan prior to its implementation.',
    },
    {
      kind: 'paragraph',
      text:
        'To the extent that I am capable of understanding, my health care surrogate shall keep me ' +
        'reasonably informed of all decisions that he or she has made on my behalf and matters ' +
        'concerning me.',
    },
    {
      kind: 'paragraph',
      text:
        'This designation continues if I later become incapacitated. While I have capacity I may ' +
        'revoke or change it at any time, in writing or in any other way Fla. Stat. § 765.104 ' +
        'allows.',
    },
    signerBlock({ role: 'principal', name: answers.principal.fullName }),
    ...witnesses(name, rules),
  ];
}

/** The row's disqualifications, as each witness declares them of the principal. */
function witnesses(name: string, rules: TStateRules): LegalBlock[] {
  return [
    {
      kind: 'paragraph',
      text:
        'The person designated as surrogate shall not act as witness to the execution of the ' +
        'document designating the health care surrogate. At least one person who acts as a ' +
        'witness shall be neither the principal’s spouse nor blood relative (Fla. Stat. ' +
        '§ 765.202(2)).',
    },
    ...witnessNotList(
      `Declaration of each witness: I am an adult; ${name} signed this designation in my presence; and I am not:`,
      rules,
    ),
    ...witnessBlocks(rules.directive.witnesses, []),
  ];
}

const CONDITIONS = [
  { title: 'Terminal condition', text: 'I have a terminal condition' },
  { title: 'End-stage condition', text: 'or I have an end-stage condition' },
  { title: 'Persistent vegetative state', text: 'or I am in a persistent vegetative state' },
];

function additionalInstructions(answers: Answers): string {
  const nutrition =
    answers.artificialNutrition === 'want'
      ? 'I want food and fluids by tube or intravenously even when other life-prolonging procedures are withheld.'
      : answers.artificialNutrition === 'do_not_want'
        ? 'Life-prolonging procedures I refuse include food and fluids by tube or intravenously.'
        : 'My surrogate decides whether I receive food and fluids by tube or intravenously.';
  const pain =
    answers.painRelief === false
      ? 'I want comfort care, but not in doses that would hasten my death.'
      : 'I want medication for comfort and to relieve pain, even if it hastens my death.';
  return `${nutrition} ${pain}`;
}

function livingWill(answers: Answers, rules: TStateRules): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  const blocks: LegalBlock[] = [{ kind: 'pageBreak' }, { kind: 'heading', text: 'Living Will' }];
  if (answers.lifeSustaining !== 'do_not_prolong')
    return [
      ...blocks,
      {
        kind: 'paragraph',
        text:
          answers.lifeSustaining === 'prolong'
            ? 'I do not make a living will declaration. I want my life to be prolonged as long as possible within the limits of generally accepted health care standards.'
            : 'I do not make a living will declaration here. My health care surrogate decides about life-prolonging procedures, following what I have said and my best interest.',
      },
    ];
  return [
    ...blocks,
    {
      kind: 'paragraph',
      text: `Declaration made this ____ day of ______________, ________, I, ${name}, willfully and voluntarily make known my desire that my dying not be artificially prolonged under the circumstances set forth below, and I do hereby declare that, if at any time I am incapacitated and`,
    },
    { kind: 'initialed', items: CONDITIONS },
    {
      kind: 'paragraph',
      text:
        'and if my primary physician and another consulting physician have determined that there ' +
        'is no reasonable medical probability of my recovery from such condition, I direct that ' +
        'life-prolonging procedures be withheld or withdrawn when the application of such ' +
        'procedures would serve only to prolong artificially the process of dying, and that I be ' +
        'permitted to die naturally with only the administration of medication or the performance ' +
        'of any medical procedure deemed necessary to provide me with comfort care or to alleviate ' +
        'pain.',
    },
    {
      kind: 'paragraph',
      text:
        'It is my intention that this declaration be honored by my family and physician as the ' +
        'final expression of my legal right to refuse medical or surgical treatment and to accept ' +
        'the consequences for such refusal.',
    },
    {
      kind: 'paragraph',
      text: `In the event that I have been determined to be unable to provide express and informed consent regarding the withholding, withdrawal, or continuation of life-prolonging procedures, I wish to designate, as my surrogate to carry out the provisions of this declaration: ${personLine(answers.agent)}.`,
    },
    {
      kind: 'paragraph',
      text: 'I understand the full import of this declaration, and I am emotionally and mentally competent to make this declaration.',
    },
    { kind: 'paragraph', text: `Additional instructions: ${additionalInstructions(answers)}` },
    signerBlock({ role: 'principal', name: answers.principal.fullName }),
    {
      kind: 'paragraph',
      text:
        'A living will must be signed by the principal in the presence of two subscribing ' +
        'witnesses, one of whom is neither a spouse nor a blood relative of the principal. If the ' +
        'principal is physically unable to sign the living will, one of the witnesses must ' +
        'subscribe the principal’s signature in the principal’s presence and at the principal’s ' +
        'direction (Fla. Stat. § 765.302(1)).',
    },
    ...witnessBlocks(rules.directive.witnesses, []),
  ];
}

function body(answers: Answers, rules: TStateRules): DocumentBody {
  const name = orBlank(answers.principal.fullName);
  return {
    title: 'Designation of Health Care Surrogate and Living Will',
    subtitle: [`Principal: ${name}`, `State of ${rules.name}`],
    runningHead: `Health care surrogate designation and living will of ${name}`,
    author: name,
    testatorSignsEveryPage: false,
    blocks: [...designation(answers, rules), ...livingWill(answers, rules)],
  };
}

export const FLORIDA_HEALTH_CARE: TStateDocumentForm<Answers, TDirectivePart> = {
  elements: [
    {
      citation: 'Fla. Stat. § 765.203',
      requirement:
        'The Designation of Health Care Surrogate in the statute’s suggested form: the surrogate and alternate, the initialled authority to receive health information and to make health care decisions, specific instructions.',
      source: {
        title:
          'Designation of Health Care Surrogate, the form of Fla. Stat. § 765.203 (fill.io copy)',
        url: 'https://fill.io/Designationof-Health-Care-Surrogate-284dc0b6',
      },
    },
    {
      citation: 'Fla. Stat. § 765.203, closing statements',
      requirement:
        'That the designation survives the principal’s later incapacity and how it may be revoked or amended (§ 765.104). Not read in full: the current form as reproduced at fill.io (the source of § 765.203 above) was read only to “This health care surrogate designation is not affected by my subseq…”, where the stored excerpt ends; the statute’s own page was not among the stored pages, and the 2006 text of § 765.203 quoted at home.earthlink.net/~edwpeck/home/id6.html is the older form, without these statements. So the text here stays in Nido’s words.',
      source: null,
    },
    {
      citation: 'Fla. Stat. § 765.202(1)–(2)',
      requirement:
        'Signed before two subscribing adult witnesses; the surrogate is not a witness; at least one witness is neither the spouse nor a blood relative.',
      source: {
        title: 'Fla. Stat. § 765.202, designation of a health care surrogate (FindLaw)',
        url: 'https://codes.findlaw.com/fl/title-xliv-civil-rights/fl-st-sect-765-202.html',
      },
    },
    {
      citation: 'Fla. Stat. § 765.303',
      requirement:
        'The living will in the statute’s suggested form, the conditions initialled by the principal.',
      source: {
        title: 'Fla. Stat. § 765.303, suggested form of a living will (FindLaw)',
        url: 'https://codes.findlaw.com/fl/title-xliv-civil-rights/fl-st-sect-765-303/',
      },
    },
    {
      citation: 'Fla. Stat. § 765.302(1)',
      requirement:
        'The living will signed by the principal in the presence of two subscribing witnesses, one neither a spouse nor a blood relative of the principal; a witness subscribes the signature of a principal physically unable to sign, in the principal’s presence and at the principal’s direction. Printed in the statute’s words.',
      source: {
        title:
          'Fla. Stat. § 765.302, the 2024 Florida Statutes (Online Sunshine, Florida Legislature)',
        url: 'http://leg.state.fl.us/statutes/index.cfm?App_mode=Display_Statute&Search_String=483.825&URL=0700-0799%2F0765%2FSections%2F0765.302.html',
      },
    },
  ],
  document: {
    statutoryFormName: 'Designation of Health Care Surrogate and Living Will',
    citation: 'Fla. Stat. §§ 765.203 and 765.303',
    body,
  },
};
