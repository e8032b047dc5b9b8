import type { THealthcareDirectiveAnswers, TLegalPerson } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { DocumentBody } from '../document-body';
import type { LegalBlock } from '../legal-document-content';
import { BLANK, countyWord, orBlank } from '../legal-wording';
import {
  notaryAcknowledgment,
  signedAndDated,
  signerBlock,
  witnessBlocks,
} from '../signature-blocks';
import type { TDirectivePart, TStateDocumentForm } from './state-form-types';
import { TX_SOURCES } from './texas-sources';

/**
 * Texas's medical power of attorney: the form of Tex. Health & Safety Code § 166.164, filled in,
 * after the disclosure statement of § 166.163 the principal reads before signing. Where the
 * statute's words were read (see the elements' sources) they are printed as given; the parts of
 * both forms whose text could not be read here are in Nido's words and the first page says so.
 * The interview's treatment wishes are written in the form's own place for them, the
 * limitations on the agent's authority. A directive to physicians (§ 166.033) is a separate
 * document, not made here.
 */

type Answers = THealthcareDirectiveAnswers;

/** § 166.163, as far as its text was read: the heading and the first four paragraphs. */
function disclosureStatement(): LegalBlock[] {
  return [
    { kind: 'heading', text: 'INFORMATION CONCERNING THE MEDICAL POWER OF ATTORNEY' },
    {
      kind: 'paragraph',
      bold: true,
      text: 'THIS IS AN IMPORTANT LEGAL DOCUMENT. BEFORE SIGNING THIS DOCUMENT, YOU SHOULD KNOW THESE IMPORTANT FACTS:',
    },
    {
      kind: 'paragraph',
      text:
        'Except to the extent you state otherwise, this document gives the person you name as ' +
        'your agent the authority to make any and all health care decisions for you in ' +
        'accordance with your wishes, including your religious and moral beliefs, when you are ' +
        'no longer capable of making them yourself. Because "health care" means any treatment, ' +
        'service, or procedure to maintain, diagnose, or treat your physical or mental ' +
        'condition, your agent has the power to make a broad range of health care decisions ' +
        'for you. Your agent may consent, refuse to consent, or withdraw consent to medical ' +
        'treatment and may make decisions about withdrawing or withholding life-sustaining ' +
        'treatment. Your agent may not consent to voluntary inpatient mental health services, ' +
        'convulsive treatment, psychosurgery, or abortion. A physician must comply with your ' +
        'agent’s instructions or allow you to be transferred to another physician.',
    },
    {
      kind: 'paragraph',
      text: 'Your agent’s authority begins when your doctor certifies that you lack the competence to make health care decisions.',
    },
    {
      kind: 'paragraph',
      text:
        'Your agent is obligated to follow your instructions when making decisions on your ' +
        'behalf. Unless you state otherwise, your agent has the same authority to make ' +
        'decisions about your health care as you would have had.',
    },
    {
      kind: 'paragraph',
      text:
        'It is important that you discuss this document with your physician or other health ' +
        'care provider before you sign it to make sure that you understand the nature and range ' +
        'of decisions that may be made on your behalf. If you do not have a physician, you ' +
        'should talk with someone else who is knowledgeable about these issues and can answer ' +
        'your questions. You do not need a lawyer’s assistance to complete this document.',
    },
    {
      kind: 'paragraph',
      text:
        'The rest of the statement, in Nido’s words (unverified): if anything in this document ' +
        'is unclear, ask a lawyer to explain it. Choose as your agent an adult you trust; your ' +
        'health care provider, or an employee of it or of a facility caring for you, may serve ' +
        'only if related to you. You may name alternate agents. The power of attorney lasts ' +
        'until you revoke it or until any end date you write in it, and you may revoke it at ' +
        'any time by telling your agent or your health care provider, or in writing. It is ' +
        'valid only if you sign it before a notary public or before two competent adult ' +
        'witnesses, at least one of whom is none of the people listed on the form.',
    },
    {
      kind: 'signature',
      title: 'Receipt of the disclosure statement',
      text: 'I have received this disclosure statement and have read and understood it before signing the medical power of attorney.',
      rows: [signedAndDated('Signature of principal')],
    },
    { kind: 'pageBreak' },
  ];
}

function agentLines(person: TLegalPerson | null): string[] {
  return [
    `Name: ${orBlank(person?.name)}`,
    `Address: ${orBlank(person?.address)}`,
    `Phone: ${orBlank(person?.phone)}`,
  ];
}

const LIFE_SUSTAINING: Record<NonNullable<Answers['lifeSustaining']>, string> = {
  prolong:
    'I want my life to be prolonged as long as possible within the limits of generally accepted health care standards.',
  do_not_prolong:
    'I do not want my life to be prolonged if I have an incurable and irreversible condition that will result in my death within a relatively short time, if I am unconscious and, to a reasonable degree of medical certainty, will not regain consciousness, or if the likely risks and burdens of treatment would outweigh the expected benefits.',
  agent_decides:
    'My agent decides about life-sustaining treatment, following what I have said and my best interest.',
};

const NUTRITION: Record<NonNullable<Answers['artificialNutrition']>, string> = {
  want: 'I want to receive food and fluids by tube or intravenously, even when other life-sustaining treatment is withheld.',
  do_not_want:
    'I do not want food and fluids by tube or intravenously when my life would not be prolonged under my wishes above.',
  agent_decides: 'My agent decides whether I receive food and fluids by tube or intravenously.',
};

const ORGANS: Record<NonNullable<Answers['organDonation']>, (details: string | null) => string> = {
  any: () =>
    'At my death I give any needed organs, tissues or parts, for transplant, therapy, research or education.',
  specific: (details) => `At my death I give only the following: ${orBlank(details)}.`,
  none: () => 'I do not want to donate my organs, tissues or parts.',
  agent_decides: () => 'My agent decides whether to donate my organs, tissues or parts.',
};

/** The interview's wishes, as the instructions the form's limitations part holds. */
function limitations(answers: Answers): string[] {
  const items = [
    answers.lifeSustaining ? LIFE_SUSTAINING[answers.lifeSustaining] : null,
    answers.artificialNutrition ? NUTRITION[answers.artificialNutrition] : null,
    answers.painRelief === null
      ? null
      : answers.painRelief
        ? 'I want treatment to relieve pain or discomfort at all times, even if it hastens my death.'
        : 'I want treatment to relieve pain or discomfort, but not in doses that would hasten my death.',
    answers.organDonation ? ORGANS[answers.organDonation](answers.organDonationDetails) : null,
    answers.primaryPhysician ? `My primary physician is ${answers.primaryPhysician}.` : null,
    answers.otherWishes,
  ];
  return items.filter((item): item is string => Boolean(item));
}

const WITNESS_DISQUALIFIED = [
  'the person you have designated as your agent;',
  'a person related to you by blood or marriage;',
  'a person entitled to any part of your estate after your death under a will or codicil executed by you or by operation of law;',
  'your attending physician;',
  'an employee of your attending physician;',
  'an employee of a health care facility in which you are a patient if the employee is providing direct patient care to you or is an officer, director, partner, or business office employee of the health care facility or of any parent organization of the health care facility; or',
  'a person who, at the time this medical power of attorney is executed, has a claim against any part of your estate after your death.',
];

function body(answers: Answers, rules: TStateRules): DocumentBody {
  const name = orBlank(answers.principal.fullName);
  const wishes = limitations(answers);
  const witnesses = Math.max(rules.directive.witnesses, 2);
  const blocks: LegalBlock[] = [
    { kind: 'heading', text: 'MEDICAL POWER OF ATTORNEY DESIGNATION OF HEALTH CARE AGENT.' },
    { kind: 'paragraph', text: `I, ${name}, appoint:` },
    { kind: 'list', items: agentLines(answers.agent) },
    {
      kind: 'paragraph',
      text:
        'as my agent to make any and all health care decisions for me, except to the extent I ' +
        'state otherwise in this document. This medical power of attorney takes effect if I ' +
        'become unable to make my own health care decisions and this fact is certified in ' +
        'writing by my physician.',
    },
    {
      kind: 'paragraph',
      bold: true,
      text: 'LIMITATIONS ON THE DECISION-MAKING AUTHORITY OF MY AGENT ARE AS FOLLOWS:',
    },
    wishes.length ? { kind: 'list', items: wishes } : { kind: 'paragraph', text: BLANK },
    { kind: 'heading', text: 'DESIGNATION OF ALTERNATE AGENT.' },
    {
      kind: 'paragraph',
      text:
        '(You are not required to designate an alternate agent but you may do so. An alternate ' +
        'agent may make the same health care decisions as the designated agent if the ' +
        'designated agent is unable or unwilling to act as your agent. If the agent designated ' +
        'is your spouse, the designation is automatically revoked by law if your marriage is ' +
        'dissolved, annulled, or declared void unless this document provides otherwise.)',
    },
    {
      kind: 'paragraph',
      text: 'If my agent is unable or unwilling to make health care decisions for me, the following persons serve as my agent, in this order:',
    },
    { kind: 'paragraph', text: 'First alternate agent', bold: true },
    { kind: 'list', items: agentLines(answers.alternateAgent) },
    { kind: 'paragraph', text: 'Second alternate agent', bold: true },
    { kind: 'list', items: agentLines(null) },
    { kind: 'heading', text: 'Original and copies' },
    {
      kind: 'list',
      items: [
        `The original of this document is kept at: ${BLANK}`,
        `These people or institutions have signed copies: ${BLANK}; ${BLANK}`,
      ],
    },
    { kind: 'heading', text: 'DURATION.' },
    {
      kind: 'paragraph',
      text:
        'This power of attorney lasts from the date I sign it until I revoke it, unless I write ' +
        'an earlier end date below. If I cannot make my own health care decisions on that date, ' +
        'my agent’s authority continues until I can.',
    },
    {
      kind: 'paragraph',
      text: `(IF APPLICABLE) This power of attorney ends on the following date: ${BLANK}`,
    },
    { kind: 'heading', text: 'PRIOR DESIGNATIONS REVOKED.' },
    {
      kind: 'paragraph',
      text: 'This medical power of attorney revokes any earlier medical power of attorney I signed.',
    },
    { kind: 'heading', text: 'ACKNOWLEDGMENT OF DISCLOSURE STATEMENT.' },
    {
      kind: 'paragraph',
      text: 'I have been given the disclosure statement printed before this form, which explains its effect, and I have read and understood it.',
    },
    {
      kind: 'paragraph',
      bold: true,
      text: '(YOU MUST DATE AND SIGN THIS POWER OF ATTORNEY. YOU MAY SIGN IT AND HAVE YOUR SIGNATURE ACKNOWLEDGED BEFORE A NOTARY PUBLIC OR YOU MAY SIGN IT IN THE PRESENCE OF TWO COMPETENT ADULT WITNESSES.)',
    },
    { kind: 'heading', text: 'SIGNATURE ACKNOWLEDGED BEFORE NOTARY' },
    signerBlock({ role: 'principal', name: answers.principal.fullName, place: countyWord(rules) }),
    notaryAcknowledgment({
      state: rules,
      signers: [answers.principal.fullName],
      documentName: 'instrument',
    }),
    { kind: 'heading', text: 'OR SIGNATURE IN PRESENCE OF TWO COMPETENT ADULT WITNESSES' },
    signerBlock({ role: 'principal', name: answers.principal.fullName, place: countyWord(rules) }),
    {
      kind: 'paragraph',
      text:
        'Both witnesses must be competent adults. The first witness may not be any of the ' +
        'following persons:',
    },
    { kind: 'list', numbered: true, items: WITNESS_DISQUALIFIED },
    {
      kind: 'paragraph',
      text:
        `Statement of first witness: I saw ${name} sign this medical power of attorney, and ` +
        'I am none of the persons listed above in (1) to (7), with "you" read as the principal.',
    },
    ...witnessBlocks(1, []),
    {
      kind: 'paragraph',
      text: `Statement of second witness: I saw ${name} sign this medical power of attorney, and I am not the person designated as agent.`,
    },
    ...witnessBlocks(witnesses, []).slice(1),
  ];
  return {
    title: 'Medical Power of Attorney',
    subtitle: [`Principal: ${name}`, `State of ${rules.name}`],
    runningHead: `Medical power of attorney of ${name}`,
    author: name,
    testatorSignsEveryPage: false,
    blocks,
  };
}

export const TEXAS_HEALTH_CARE: TStateDocumentForm<Answers, TDirectivePart> = {
  elements: [
    {
      citation: 'Tex. Health & Safety Code § 166.163',
      requirement:
        'The disclosure statement "Information concerning the medical power of attorney", its heading and first four paragraphs as the statute words them, received and read by the principal before signing',
      source: TX_SOURCES.health166163,
    },
    {
      citation: 'Tex. Health & Safety Code § 166.163, remaining paragraphs',
      requirement:
        'The rest of the disclosure statement (who may be agent, alternates, duration, revocation, signing and witnesses), in Nido’s words: that part of the statute’s text could not be read (the stored copies searched, Onecle’s included, end after the first four paragraphs)',
      source: null,
    },
    {
      citation: 'Tex. Health & Safety Code § 166.164',
      requirement:
        'The statutory form: designation of health care agent (name, address, phone), its taking effect on the physician’s written certification, the limitations on the agent’s authority',
      source: TX_SOURCES.health166164Bill,
    },
    {
      citation: 'Tex. Health & Safety Code § 166.164, alternate agent, end date and signing',
      requirement:
        'The alternate-agent notice (revoked if a spouse’s marriage is dissolved), "(IF APPLICABLE) This power of attorney ends on the following date", the instruction to sign before a notary or two competent adult witnesses, and the seven persons who may not be the first witness',
      source: TX_SOURCES.health166164,
    },
    {
      citation: 'Tex. Health & Safety Code § 166.164, remaining parts',
      requirement:
        'The order of alternates, where the original and copies are kept, duration, prior designations revoked, acknowledgment of the disclosure statement, and the witnesses’ statements, in Nido’s words: that part of the statute’s text could not be read (not reached in the stored copies of § 166.164 or of H.B. 2589 (2023))',
      source: null,
    },
    {
      citation: 'Tex. Health & Safety Code § 166.154',
      requirement:
        'Signed before two witnesses, at least one of whom qualifies under § 166.003(2), or signed and acknowledged before a notary public instead',
      source: TX_SOURCES.health166154,
    },
  ],
  document: {
    statutoryFormName: 'Medical Power of Attorney',
    citation: 'Tex. Health & Safety Code §§ 166.163 and 166.164',
    body,
  },
  opening: () => disclosureStatement(),
};
