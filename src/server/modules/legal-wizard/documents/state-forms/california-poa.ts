import type { TFinancialPoaAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { DocumentBody } from '../document-body';
import type { LegalBlock } from '../legal-document-content';
import { BLANK, countyWord, orBlank, principalAddress } from '../legal-wording';
import { notaryAcknowledgment, signerBlock } from '../signature-blocks';
import { initialledPowers, uniformFormPowers } from './initialled-powers';
import type { TPoaPart, TStateDocumentForm, TStatutoryElement } from './state-form-types';

/**
 * California's Uniform Statutory Form Power of Attorney (Cal. Prob. Code § 4401) as the whole
 * document, filled in from the interview: the notice, the appointment, powers (A)–(N) the
 * principal initials, special instructions, durability and effective date, signature and the
 * notary's acknowledgment § 4402(c) requires.
 *
 * Read here: § 4401 as published online (https://california.public.law/codes/probate_code_section_4401)
 * says the form itself appears only in the printed chaptered bill (Stats. 2011, ch. 113), which
 * could not be read, so the form's wording is in
 * Nido's words and marked unverified; §§ 4402–4404 (legal sufficiency, line (N), durability
 * language), whose required sentences are printed as the statute gives them; § 4128(a)'s opening
 * (the warning for printed forms of a durable power of attorney), but not its subdivision (b) or
 * the warning's full text: whether it reaches the § 4401 form is unverified and the document
 * says so where the warning would go.
 */

const SOURCE_4402 = {
  title: 'Cal. Prob. Code §§ 4400–4404, Uniform Statutory Form Power of Attorney Act (Jurris)',
  url: 'https://jurris.com/california/probate-code/4400-4409',
};

/** § 4404's example of language that makes the statutory form durable. */
export const CA_DURABLE =
  'This power of attorney will continue to be effective even though I become incapacitated.';
/** § 4402(a): the form's sentence on revocation and third parties. */
export const CA_REVOCATION =
  'Revocation of the power of attorney is not effective as to a third party until the third party has actual knowledge of the revocation.';

/** The form's powers, titled as §§ 4450–4463 name them (unverified), with the interview's power. */
const POWERS = uniformFormPowers(
  'Business operating transactions',
  'Benefits from social security, Medicare, Medicaid, or other governmental programs, or civil or military service',
);

function powers(answers: TFinancialPoaAnswers): LegalBlock[] {
  return [
    {
      kind: 'paragraph',
      bold: true,
      text:
        'To grant one or more of the following powers, initial the line in front of each power ' +
        'you are granting. To withhold a power, do not initial the line in front of it. You may, ' +
        'but need not, cross out each power withheld (Nido’s words; unverified).',
    },
    initialledPowers(POWERS, answers, '(N) ALL OF THE POWERS LISTED ABOVE'),
    {
      kind: 'paragraph',
      text: 'If you initial the line in front of (N), an initial in front of any other power does not limit the powers granted by (N) (Cal. Prob. Code § 4403).',
    },
  ];
}

function specialInstructions(answers: TFinancialPoaAnswers): LegalBlock[] {
  const lines: string[] = [];
  const specific = answers.powers.filter((p) => p === 'gifts' || p === 'trusts');
  if (specific.length)
    lines.push(
      `I expressly authorize my agent to ${specific
        .map((p) =>
          p === 'gifts' ? 'make gifts of my property' : 'create, modify or revoke a trust for me',
        )
        .join(' and to ')}, within any limits written here.`,
    );
  if (answers.powers.includes('digital_assets'))
    lines.push('My agent may access and manage my digital assets and online accounts.');
  if (answers.agentCompensation === 'reasonable')
    lines.push('My agent is entitled to reasonable compensation for services as my agent.');
  if (answers.agentCompensation === 'none')
    lines.push(
      'My agent is not entitled to compensation, but may be reimbursed for reasonable expenses.',
    );
  if (answers.specialInstructions) lines.push(answers.specialInstructions);
  return [
    { kind: 'heading', text: 'Special instructions' },
    {
      kind: 'paragraph',
      text: 'On the following lines you may give special instructions limiting or extending the powers granted to your agent (Nido’s words; unverified):',
    },
    { kind: 'list', items: [...lines, BLANK] },
  ];
}

function effective(answers: TFinancialPoaAnswers): LegalBlock[] {
  return [
    { kind: 'heading', text: 'Effective date and durability' },
    {
      kind: 'paragraph',
      text:
        answers.effective === 'on_incapacity'
          ? 'This power of attorney becomes effective when I become incapacitated, as a licensed physician who has examined me states in writing (Nido’s words; unverified).'
          : 'This power of attorney is effective immediately when I sign it, unless I state otherwise in the special instructions (Nido’s words; unverified).',
    },
    { kind: 'paragraph', text: CA_DURABLE },
    {
      kind: 'paragraph',
      text:
        'This power of attorney ends when I revoke it or at my death. ' +
        `${CA_REVOCATION} Anyone given a copy of this document may rely on it until they ` +
        'actually know it was revoked (the sentence on revocation is the statute’s, § 4402(a); ' +
        'the rest is Nido’s words).',
    },
  ];
}

function body(answers: TFinancialPoaAnswers, rules: TStateRules): DocumentBody {
  const principal = answers.principal;
  const name = orBlank(principal.fullName);
  const blocks: LegalBlock[] = [
    { kind: 'heading', text: 'Uniform Statutory Form Power of Attorney' },
    { kind: 'paragraph', text: '(California Probate Code Section 4401)' },
    {
      kind: 'notice',
      title: 'Notice (the statute’s exact words go here)',
      text:
        'The form of Cal. Prob. Code § 4401 opens with a notice, in capitals, that the powers ' +
        'granted are broad and sweeping, that they are explained in the Uniform Statutory Form ' +
        'Power of Attorney Act, that the document does not authorize anyone to make medical or ' +
        'other health care decisions for you, and that you may revoke it. Nido could not read ' +
        'the notice’s exact words: this is a summary. Replace it with the statutory text before ' +
        'you sign.',
    },
    {
      kind: 'notice',
      title: 'Warning statement of Cal. Prob. Code § 4128 (unverified)',
      text:
        '§ 4128(a) requires a printed form of a durable power of attorney sold or distributed in ' +
        'California for use by a person without a lawyer to carry its warning statements in at ' +
        'least 10-point bold type, subject to its subdivision (b). Nido could not read ' +
        'subdivision (b), which may exclude this statutory form, or the statements’ full text. ' +
        'Have a California attorney confirm whether they belong here before you sign.',
    },
    {
      kind: 'paragraph',
      text:
        `I, ${name}, ${principalAddress(principal, rules)}, appoint ` +
        `${orBlank(answers.agent?.name)}, ${orBlank(answers.agent?.address)}, as my agent ` +
        '(attorney-in-fact) to act for me in any lawful way with respect to the following ' +
        'initialed subjects.',
    },
    {
      kind: 'paragraph',
      text: answers.alternateAgent?.name
        ? `If my agent is unable or unwilling to act, I appoint ${answers.alternateAgent.name}, ${orBlank(answers.alternateAgent.address)}, as my successor agent (Nido’s words; unverified).`
        : `Successor agent, if my agent is unable or unwilling to act: ${BLANK}`,
    },
    ...powers(answers),
    ...specialInstructions(answers),
    ...effective(answers),
    { kind: 'heading', text: 'Signature and acknowledgment' },
    {
      kind: 'paragraph',
      text: 'Date this power of attorney and sign it; the statutory form is legally sufficient only when your signature is acknowledged before a notary public (Cal. Prob. Code § 4402(c)).',
    },
    signerBlock({ role: 'principal', name: principal.fullName, place: countyWord(rules) }),
    notaryAcknowledgment({
      state: rules,
      signers: [principal.fullName],
      documentName: 'power of attorney',
    }),
    {
      kind: 'paragraph',
      text: 'By accepting or acting under the appointment, the agent assumes the fiduciary and other legal responsibilities of an agent (Nido’s words; unverified).',
    },
  ];
  return {
    title: 'Uniform Statutory Form Power of Attorney',
    subtitle: [`Principal: ${name}`, `State of ${rules.name}`],
    runningHead: `Statutory form power of attorney of ${name}`,
    author: name,
    testatorSignsEveryPage: false,
    blocks,
  };
}

const ELEMENTS: readonly TStatutoryElement[] = [
  {
    citation: 'Cal. Prob. Code § 4401',
    requirement:
      'The Uniform Statutory Form Power of Attorney: its notice, the appointment, powers (A)–(N) initialled, special instructions, effective date, signature; in Nido’s words: the form’s text is not in the code as published online (california.public.law, verified June 9, 2025: “The Uniform Statutory Form Power of Attorney appears in the hard-copy publication of the chaptered bill. See Sec. 3, Chapter 113 (pp. 3–5), Statutes of 2011.”) and that chaptered bill could not be read here',
    source: null,
  },
  {
    citation: 'Cal. Prob. Code § 4402',
    requirement:
      'Legally sufficient when the wording substantially complies with § 4401, the form is properly completed and the principal’s signature is acknowledged; the form’s sentence “Revocation of the power of attorney is not effective as to a third party until the third party has actual knowledge of the revocation”',
    source: SOURCE_4402,
  },
  {
    citation: 'Cal. Prob. Code § 4403',
    requirement:
      'If the line in front of (N) is initialed, an initial on the line in front of any other power does not limit the powers granted by (N)',
    source: SOURCE_4402,
  },
  {
    citation: 'Cal. Prob. Code § 4404',
    requirement:
      'Durable only if it contains language such as “This power of attorney will continue to be effective even though I become incapacitated”',
    source: {
      title: 'Cal. Prob. Code § 4404 (self-law.org)',
      url: 'https://self-law.org/code/ca/probate-code/4404',
    },
  },
  {
    citation: 'Cal. Prob. Code § 4128',
    requirement:
      'The warning statements for a printed form of a durable power of attorney sold or distributed for use by a person without a lawyer, in at least 10-point bold type, if they apply to the statutory form. Read here: the opening of subdivision (a) as amended by S.B. 1869 (Stats. 2000, ch. 999, chaptered text at leginfo.ca.gov/pub/99-00/statute/ch_0951-1000/ch_999_st_2000_sb_1869): “(a) Subject to subdivision (b), a printed form of a durable power of attorney that is sold or otherwise distributed in this state for use by a person who does not have the advice of legal counsel shall contain, in not less than 10-point boldface type or a reasonable equivalent thereof, the following warning statements: Notice to Person Executing Durable Power of Attorney”, then only the first words of that notice. Not read: the statements’ full text, subdivision (b), and any amendment after 2000. A title insurer’s memo (not the statute) says the section does not apply to the § 4401 form; unverified. So a notice stands in their place',
    source: null,
  },
];

export const CALIFORNIA_POA: TStateDocumentForm<TFinancialPoaAnswers, TPoaPart> = {
  elements: ELEMENTS,
  document: {
    statutoryFormName: 'Uniform Statutory Form Power of Attorney',
    citation: 'Cal. Prob. Code § 4401',
    body,
  },
};
