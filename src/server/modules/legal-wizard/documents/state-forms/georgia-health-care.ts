import type { THealthcareDirectiveAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import { signedAndDated } from '../signature-blocks';
import type { LegalBlock, SignatureLine } from '../legal-document-content';
import { orBlank } from '../legal-wording';
import type { TStatutoryElement } from './state-form-types';
import { witnessNotList } from './witness-declaration';

/**
 * The Georgia Advance Directive for Health Care (O.C.G.A. § 31-32-4): the form's title and its
 * introduction to its four parts, in the statute's words, then the general document's choices in
 * Nido's own words (only the form's opening could be read). The witnesses sign under what
 * § 31-32-5(c) asks of them: two of sound mind and at least 18, who need not be together or see
 * the declarant sign, none of them the agent, an heir or anyone directly involved in the
 * declarant's care, and not more than one of them on the staff of the facility giving care.
 */

export const GEORGIA_DIRECTIVE_ELEMENTS: readonly TStatutoryElement[] = [
  {
    citation: 'O.C.G.A. § 31-32-4 (title and introduction)',
    requirement:
      'The form’s title, the declarant’s name and date of birth, and its introduction to its four parts, in the statute’s words',
    source: {
      title: 'O.C.G.A. § 31-32-4, form (Justia, 2019)',
      url: 'https://law.justia.com/codes/georgia/2019/title-31/chapter-32/section-31-32-4/',
    },
  },
  {
    citation: 'O.C.G.A. § 31-32-4 (Parts One to Four)',
    requirement:
      'The wording of the form’s parts: the health care agent and the agent’s powers, treatment preferences for a terminal condition or permanent unconsciousness, the nomination of a guardian, and the effectiveness and signatures part',
    source: null,
  },
  {
    citation: 'O.C.G.A. § 31-32-5(c)(1)',
    requirement:
      'Attested and subscribed in the presence of the declarant by two witnesses of sound mind and at least 18 years of age, who need not be together or present when the declarant signs',
    source: {
      title: 'O.C.G.A. § 31-32-5, execution and witnesses (Justia, 2021)',
      url: 'https://law.justia.com/codes/georgia/2021/title-31/chapter-32/section-31-32-5/',
    },
  },
  {
    citation: 'O.C.G.A. § 31-32-5(c)(2) and (3)',
    requirement:
      'No witness is the health care agent, will knowingly inherit from or gain financially from the declarant’s death, or is directly involved in the declarant’s health care; not more than one is an employee, agent or medical staff member of the facility giving care',
    source: {
      title: 'O.C.G.A. § 31-32-5(c) quoted (The Goode View)',
      url: 'http://thegoodeview.com/2011/08/advance-directive.html',
    },
  },
];

/** "04/12/1978", as the form asks (Month/Day/Year). */
function monthDayYear(isoDay: string | null): string | null {
  if (!isoDay) return null;
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

const PARTS = [
  'PART ONE HEALTH CARE AGENT. This part allows you to choose someone to make health care decisions for you when you cannot (or do not want to) make health care decisions for yourself. The person you choose is called a health care agent. You may also have your health care agent make decisions for you after your death with respect to an autopsy, organ donation, body donation, and final disposition of your body. You should talk to your health care agent about this important role.',
  'PART TWO TREATMENT PREFERENCES. This part allows you to state your treatment preferences if you have a terminal condition or if you are in a state of permanent unconsciousness. PART TWO will become effective only if you are unable to communicate your treatment preferences. Reasonable and appropriate efforts will be made to communicate with you about your treatment preferences before PART TWO becomes effective. You should talk to your family and others close to you about your treatment preferences.',
  'PART THREE GUARDIANSHIP. This part allows you to nominate a person to be your guardian should one ever be needed.',
  'PART FOUR EFFECTIVENESS AND SIGNATURES. This part requires your signature and the signatures of two witnesses. You must complete PART FOUR if you have filled out any other part of this form.',
];

export function georgiaDirectiveOpening(answers: THealthcareDirectiveAnswers): LegalBlock[] {
  const { principal } = answers;
  return [
    { kind: 'heading', text: 'Georgia Advance Directive for Health Care' },
    {
      kind: 'signature',
      rows: [
        [
          { label: 'By (Print Name)', value: principal.fullName, share: 3 },
          {
            label: 'Date of Birth (Month/Day/Year)',
            value: monthDayYear(principal.dateOfBirth),
            share: 2,
          },
        ],
      ],
    },
    { kind: 'paragraph', text: 'This advance directive for health care has four parts:' },
    { kind: 'list', items: PARTS },
    {
      kind: 'paragraph',
      text: 'You may fill out any or all of the first three parts listed above. You must fill out PART FOUR of this form in order for this form to be effective.',
    },
    {
      kind: 'paragraph',
      text: 'You should give a copy of this completed form to people who might need it, such as your health care agent, your family, and your physician. Keep a copy of this completed form at home in a place where it can easily be found if it is needed. Review this completed form periodically to make sure it still reflects your preferences. If your preferences change, complete a new Georgia Advance Directive for Health Care.',
    },
    {
      kind: 'paragraph',
      text:
        'The statutory form of O.C.G.A. § 31-32-4 begins as above. The rest of this document ' +
        'makes its choices in Nido’s own words: the form’s PART ONE is Part 1 below, its PART ' +
        'TWO is Part 2, and its PART FOUR is the signature and the witnesses at the end. This ' +
        'document does not nominate a guardian (the form’s PART THREE, which is optional).',
    },
    { kind: 'pageBreak' },
  ];
}

/** One witness's lines, with the facility-staff question § 31-32-5(c)(3) limits to one witness. */
function witnessLines(index: number): LegalBlock {
  const rows: SignatureLine[][] = [
    signedAndDated(`Signature of witness ${index}`, 3),
    [
      { label: `Printed name of witness ${index}`, share: 3 },
      { label: 'Address', share: 4 },
    ],
    [
      {
        label:
          'Employee, agent or medical staff member of the health care facility where the principal is receiving care? (yes / no)',
      },
    ],
  ];
  return { kind: 'signature', rows };
}

export function georgiaDirectiveWitnesses(
  answers: THealthcareDirectiveAnswers,
  rules: TStateRules,
): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  return [
    { kind: 'heading', text: 'Witnesses' },
    ...witnessNotList(
      `Declaration of each witness: I sign this advance directive for health care as a ` +
        `witness, in the presence of ${name}, the principal, who appeared to be of sound mind ` +
        'and under no duress, fraud or undue influence. I am of sound mind and at least 18 ' +
        'years of age, and I am not any of the following:',
      rules,
    ),
    {
      kind: 'paragraph',
      text:
        'The witnesses need not sign together, nor be present when the principal signs. Not ' +
        'more than one of them may be an employee, agent or medical staff member of the health ' +
        'care facility in which the principal is receiving health care.',
    },
    ...Array.from({ length: rules.directive.witnesses }, (_, index) => witnessLines(index + 1)),
  ];
}
