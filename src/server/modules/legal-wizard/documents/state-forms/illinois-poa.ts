import type { TFinancialPoaAnswers } from '@shared/legal/legal-answers';
import type { TRuleSource, TStateRules } from '@shared/legal/state-rule-types';
import type { DocumentBody } from '../document-body';
import type { LegalBlock } from '../legal-document-content';
import { BLANK, orBlank, personLine, principalAddress } from '../legal-wording';
import { notaryLines, signerBlock } from '../signature-blocks';
import type { TStateDocumentForm, TPoaPart } from './state-form-types';

/**
 * Illinois Statutory Short Form Power of Attorney for Property, 755 ILCS 45/3-3, filled in from
 * the answers: the notice to the individual signing, paragraphs 1 to 11 with the statute's NOTE
 * instructions, the witness's and the notary's certificates, specimen signatures, and the Notice
 * to Agent. The wording is the form as amended by P.A. 96-1195 (effective July 1, 2011): read on
 * the page below (its opening) and compared with a public copy of the whole form; a later
 * amendment of § 3-3 was not checked.
 */

const FORM_TEXT: TRuleSource = {
  title:
    'Illinois Statutory Short Form Power of Attorney for Property, 755 ILCS 45/3-3, form text as revised July 15, 2011 (P.A. 96-1195) (the notice’s opening read here; the rest of the form compared with a public copy of the same form)',
  url: 'http://www.notarypublicinchicago.com/illinois-power-of-attorney-form-rev-july-15-2011-txt/',
};

export const ILLINOIS_POA_FORM_NAME =
  'Illinois Statutory Short Form Power of Attorney for Property';

/** The categories of § 3-3 paragraph 1, and which interview powers grant each. */
const CATEGORIES: readonly { title: string; grantedBy: readonly string[] }[] = [
  { title: '(a) Real estate transactions.', grantedBy: ['real_property'] },
  { title: '(b) Financial institution transactions.', grantedBy: ['banking'] },
  { title: '(c) Stock and bond transactions.', grantedBy: ['investments'] },
  { title: '(d) Tangible personal property transactions.', grantedBy: ['personal_property'] },
  { title: '(e) Safe deposit box transactions.', grantedBy: ['banking'] },
  { title: '(f) Insurance and annuity transactions.', grantedBy: ['insurance_annuities'] },
  { title: '(g) Retirement plan transactions.', grantedBy: ['retirement_plans'] },
  {
    title: '(h) Social Security, employment and military service benefits.',
    grantedBy: ['government_benefits'],
  },
  { title: '(i) Tax matters.', grantedBy: ['taxes'] },
  { title: '(j) Claims and litigation.', grantedBy: ['claims_litigation'] },
  { title: '(k) Commodity and option transactions.', grantedBy: ['investments'] },
  { title: '(l) Business operations.', grantedBy: ['business'] },
  { title: '(m) Borrowing transactions.', grantedBy: [] },
  { title: '(n) Estate transactions.', grantedBy: [] },
  {
    title: '(o) All other property transactions.',
    grantedBy: ['personal_family', 'digital_assets'],
  },
];

const STRUCK = 'STRIKE OUT: draw a line through this title before signing (not chosen)';

const note = (text: string): LegalBlock => ({
  kind: 'paragraph',
  text: `(NOTE: ${text})`,
  bold: true,
});
const para = (text: string): LegalBlock => ({ kind: 'paragraph', text });

function notice(): LegalBlock[] {
  return [
    {
      kind: 'notice',
      title:
        'NOTICE TO THE INDIVIDUAL SIGNING THE ILLINOIS STATUTORY SHORT FORM POWER OF ATTORNEY FOR PROPERTY',
      text: 'PLEASE READ THIS NOTICE CAREFULLY. The form that you will be signing is a legal document. It is governed by the Illinois Power of Attorney Act. If there is anything about this form that you do not understand, you should ask a lawyer to explain it to you.',
    },
    para(
      'The purpose of this Power of Attorney is to give your designated "agent" broad powers to handle your financial affairs, which may include the power to pledge, sell, or dispose of any of your real or personal property, even without your consent or any advance notice to you. When using the Statutory Short Form, you may name successor agents, but you may not name co-agents.',
    ),
    para(
      'This form does not impose a duty upon your agent to handle your financial affairs, so it is important that you select an agent who will agree to do this for you. It is also important to select an agent whom you trust, since you are giving that agent control over your financial assets and property. Any agent who does act for you has a duty to act in good faith for your benefit and to use due care, competence, and diligence. He or she must also act in accordance with the law and with the directions in this form. Your agent must keep a record of all receipts, disbursements, and significant actions taken as your agent.',
    ),
    para(
      'Unless you specifically limit the period of time that this Power of Attorney will be in effect, your agent may exercise the powers given to him or her throughout your lifetime, both before and after you become incapacitated. A court, however, can take away the powers of your agent if it finds that the agent is not acting properly. You may also revoke this Power of Attorney if you wish.',
    ),
    para(
      'This Power of Attorney does not authorize your agent to appear in court for you as an attorney-at-law or otherwise to engage in the practice of law unless he or she is a licensed attorney who is authorized to practice law in Illinois.',
    ),
    para(
      'The powers you give your agent are explained more fully in Section 3-4 of the Illinois Power of Attorney Act. This form is a part of that law. The "NOTE" paragraphs throughout this form are instructions.',
    ),
    para(
      'You are not required to sign this Power of Attorney, but it will not take effect without your signature. You should not sign this Power of Attorney if you do not understand everything in it, and what your agent will be able to do if you do sign it.',
    ),
    {
      kind: 'signature',
      text: 'Please place your initials on the following line indicating that you have read this Notice:',
      rows: [[{ label: 'Principal’s initials' }]],
    },
    { kind: 'pageBreak' },
  ];
}

function categories(answers: TFinancialPoaAnswers): LegalBlock {
  const chosen = new Set<string>(answers.powers);
  return {
    kind: 'list',
    items: CATEGORIES.map((category) =>
      category.grantedBy.some((power) => chosen.has(power))
        ? category.title
        : `${category.title} [${STRUCK}]`,
    ),
  };
}

/** Paragraph 3: the gift and trust powers the interview grants, which the form adds only there. */
function additions(answers: TFinancialPoaAnswers): string {
  const added = [
    answers.powers.includes('gifts')
      ? 'power to make gifts of my property, within any limits stated in paragraph 2'
      : null,
    answers.powers.includes('trusts')
      ? 'power to create, amend, revoke or end a trust for my benefit and to transfer my property to it'
      : null,
  ].filter(Boolean);
  return added.length ? `${added.join('; ')}.` : `None. ${BLANK}`;
}

function effective(answers: TFinancialPoaAnswers): string {
  return answers.effective === 'on_incapacity'
    ? '6. (      ) This power of attorney shall become effective on the date a licensed physician who has examined me states in writing that I am unable to manage my property or financial affairs, or a court determines that I am under a legal disability.'
    : `6. (      ) This power of attorney shall become effective on ${BLANK}`;
}

function witnessAndNotary(name: string): LegalBlock[] {
  const subscribed = `${name}, known to me to be the same person whose name is subscribed as principal to the foregoing power of attorney,`;
  return [
    note(
      'This power of attorney will not be effective unless it is signed by at least one witness and your signature is notarized, using the form below. The notary may not also sign as a witness.',
    ),
    {
      kind: 'signature',
      title: 'Witness',
      text:
        `The undersigned witness certifies that ${subscribed} appeared before me and the notary public and acknowledged signing and delivering the instrument as the free and voluntary act of the principal, for the uses and purposes therein set forth. I believe him or her to be of sound mind and memory. ` +
        'The undersigned witness also certifies that the witness is not: (a) the attending physician or mental health service provider or a relative of the physician or provider; (b) an owner, operator, or relative of an owner or operator of a health care facility in which the principal is a patient or resident; (c) a parent, sibling, descendant, or any spouse of such parent, sibling, or descendant of either the principal or any agent or successor agent under the foregoing power of attorney, whether such relationship is by blood, marriage, or adoption; or (d) an agent or successor agent under the foregoing power of attorney.',
      rows: [
        [
          { label: 'Signature of witness 1', share: 3 },
          { label: 'Dated', share: 1 },
        ],
        [
          { label: 'Printed name of witness 1', share: 3 },
          { label: 'Address', share: 4 },
        ],
      ],
    },
    {
      kind: 'notary',
      title: 'Notary public',
      paragraphs: [
        `State of Illinois, County of ${BLANK}`,
        `The undersigned, a notary public in and for the above county and state, certifies that ${subscribed} appeared before me and the witness ${BLANK} in person and acknowledged signing and delivering the instrument as the free and voluntary act of the principal, for the uses and purposes therein set forth (, and certified to the correctness of the signature(s) of the agent(s)).`,
        `Dated: ${BLANK}`,
      ],
      rows: notaryLines(),
    },
  ];
}

function specimenSignatures(answers: TFinancialPoaAnswers): LegalBlock[] {
  const agents = [answers.agent?.name ?? null, answers.alternateAgent?.name ?? null];
  return [
    note(
      'You may, but are not required to, request your agent and successor agents to provide specimen signatures below. If you include specimen signatures in this power of attorney, you must complete the certification opposite the signatures of the agents.',
    ),
    {
      kind: 'signature',
      title: 'Specimen signatures of agent (and successors)',
      text: 'I certify that the signatures of my agent (and successors) are genuine.',
      rows: agents.map((agent, index) => [
        { label: index === 0 ? 'Agent' : 'Successor agent', value: agent, share: 2 },
        { label: 'Principal', share: 2 },
      ]),
    },
    note(
      'The name, address, and phone number of the person preparing this form or who assisted the principal in completing this form should be inserted below.',
    ),
    {
      kind: 'signature',
      rows: [[{ label: 'Name' }], [{ label: 'Address' }], [{ label: 'Phone' }]],
    },
  ];
}

function noticeToAgent(): LegalBlock[] {
  return [
    { kind: 'pageBreak' },
    { kind: 'heading', text: 'Notice to Agent' },
    para(
      'When you accept the authority granted under this power of attorney a special legal relationship, known as agency, is created between you and the principal. Agency imposes upon you duties that continue until you resign or the power of attorney is terminated or revoked.',
    ),
    para('As agent you must:'),
    {
      kind: 'list',
      numbered: true,
      items: [
        'do what you know the principal reasonably expects you to do with the principal’s property;',
        'act in good faith for the best interest of the principal, using due care, competence, and diligence;',
        'keep a complete and detailed record of all receipts, disbursements, and significant actions conducted for the principal;',
        'attempt to preserve the principal’s estate plan, to the extent actually known by the agent, if preserving the plan is consistent with the principal’s best interest; and',
        'cooperate with a person who has authority to make health care decisions for the principal to carry out the principal’s reasonable expectations to the extent actually in the principal’s best interest.',
      ],
    },
    para('As agent you must not do any of the following:'),
    {
      kind: 'list',
      numbered: true,
      items: [
        'act so as to create a conflict of interest that is inconsistent with the other principles in this Notice to Agent;',
        'do any act beyond the authority granted in this power of attorney;',
        'commingle the principal’s funds with your funds;',
        'borrow funds or other property from the principal, unless otherwise authorized;',
        'continue acting on behalf of the principal if you learn of any event that terminates this power of attorney or your authority under this power of attorney, such as the death of the principal, your legal separation from the principal, or the dissolution of your marriage to the principal.',
      ],
    },
    para(
      'If you have special skills or expertise, you must use those special skills and expertise when acting for the principal. You must disclose your identity as an agent whenever you act for the principal by writing or printing the name of the principal and signing your own name "as Agent" in the following manner: "(Principal’s Name) by (Your Name) as Agent"',
    ),
    para(
      'The meaning of the powers granted to you is contained in Section 3-4 of the Illinois Power of Attorney Act, which is incorporated by reference into the body of the power of attorney for property document.',
    ),
    para(
      'If you violate your duties as agent or act outside the authority granted to you, you may be liable for any damages, including attorney’s fees and costs, caused by your violation.',
    ),
    para(
      'If there is anything about this document or your duties that you do not understand, you should seek legal advice from an attorney.',
    ),
  ];
}

function body(answers: TFinancialPoaAnswers, rules: TStateRules): DocumentBody {
  const principal = answers.principal;
  const name = orBlank(principal.fullName);
  const blocks: LegalBlock[] = [
    ...notice(),
    { kind: 'heading', text: 'Illinois Statutory Short Form Power of Attorney for Property' },
    para(
      `1. I, ${name}, of ${principalAddress(principal, rules)}, hereby revoke all prior powers of attorney for property executed by me and appoint: ${personLine(answers.agent)}`,
    ),
    note('You may not name co-agents using this form.'),
    para(
      'as my attorney-in-fact (my "agent") to act for me and in my name (in any way I could act in person) with respect to the following powers, as defined in Section 3-4 of the "Statutory Short Form Power of Attorney for Property Law" (including all amendments), but subject to any limitations on or additions to the specified powers inserted in paragraph 2 or 3 below:',
    ),
    note(
      'You must strike out any one or more of the following categories of powers you do not want your agent to have. Failure to strike the title of any category will cause the powers described in that category to be granted to the agent. To strike out a category you must draw a line through the title of that category.',
    ),
    categories(answers),
    note(
      'Limitations on and additions to the agent’s powers may be included in this power of attorney if they are specifically described below.',
    ),
    para(
      `2. The powers granted above shall not include the following powers or shall be modified or limited in the following particulars: ${answers.specialInstructions ?? `None. ${BLANK}`}`,
    ),
    note(
      'Here you may include any specific limitations you deem appropriate, such as a prohibition or conditions on the sale of particular stock or real estate or special rules on borrowing by the agent.',
    ),
    para(
      `3. In addition to the powers granted above, I grant my agent the following powers: ${additions(answers)}`,
    ),
    note(
      'Here you may add any other delegable powers including, without limitation, power to make gifts, exercise powers of appointment, name or change beneficiaries or joint tenants or revoke or amend any trust specifically referred to below.',
    ),
    note(
      'Your agent will have authority to employ other persons as necessary to enable the agent to properly exercise the powers granted in this form, but your agent will have to make all discretionary decisions. If you want to give your agent the right to delegate discretionary decision-making powers to others, you should keep paragraph 4, otherwise it should be struck out.',
    ),
    para(
      '4. My agent shall have the right by written instrument to delegate any or all of the foregoing powers involving discretionary decision-making to any person or persons whom my agent may select, but such delegation may be amended or revoked by any agent (including any successor) named by me who is acting under this power of attorney at the time of reference.',
    ),
    note(
      'Your agent will be entitled to reimbursement for all reasonable expenses incurred in acting under this power of attorney. Strike out paragraph 5 if you do not want your agent to also be entitled to reasonable compensation for services as agent.',
    ),
    para(
      answers.agentCompensation === 'none'
        ? '5. My agent shall be entitled to reasonable compensation for services rendered as agent under this power of attorney. [STRIKE OUT: draw a line through paragraph 5 before signing; you chose that your agent is reimbursed for expenses only]'
        : '5. My agent shall be entitled to reasonable compensation for services rendered as agent under this power of attorney.',
    ),
    note(
      'This power of attorney may be amended or revoked by you at any time and in any manner. Absent amendment or revocation, the authority granted in this power of attorney will become effective at the time this power is signed and will continue until your death, unless a limitation on the beginning date or duration is made by initialing and completing one or both of paragraphs 6 and 7:',
    ),
    para(effective(answers)),
    note(
      'Insert a future date or event during your lifetime, such as a court determination of your disability or a written determination by your physician that you are incapacitated, when you want this power to first take effect.',
    ),
    para(`7. (      ) This power of attorney shall terminate on ${BLANK}`),
    note(
      'Insert a future date or event, such as a court determination that you are not under a legal disability or a written determination by your physician that you are not incapacitated, if you want this power to terminate prior to your death.',
    ),
    note(
      'If you wish to name one or more successor agents, insert the name and address of each successor agent in paragraph 8.',
    ),
    para(
      `8. If any agent named by me shall die, become incompetent, resign or refuse to accept the office of agent, I name the following (each to act alone and successively, in the order named) as successor(s) to such agent: ${personLine(answers.alternateAgent)}`,
    ),
    para(
      'For purposes of this paragraph 8, a person shall be considered to be incompetent if and while the person is a minor or an adjudicated incompetent or a person with a disability or the person is unable to give prompt and intelligent consideration to business matters, as certified by a licensed physician.',
    ),
    note(
      'If you wish to, you may name your agent as guardian of your estate if a court decides that one should be appointed. To do this, retain paragraph 9, and the court will appoint your agent if the court finds that this appointment will serve your best interests and welfare. Strike out paragraph 9 if you do not want your agent to act as guardian.',
    ),
    para(
      '9. If a guardian of my estate (my property) is to be appointed, I nominate the agent acting under this power of attorney as such guardian, to serve without bond or security.',
    ),
    para(
      '10. I am fully informed as to all the contents of this form and understand the full import of this grant of powers to my agent.',
    ),
    note(
      'This form does not authorize your agent to appear in court for you as an attorney-at-law or otherwise to engage in the practice of law unless he or she is a licensed attorney who is authorized to practice law in Illinois.',
    ),
    para('11. The Notice to Agent is incorporated by reference and included as part of this form.'),
    signerBlock({ role: 'principal', name: principal.fullName, place: 'county' }),
    ...witnessAndNotary(name),
    ...specimenSignatures(answers),
    ...noticeToAgent(),
  ];
  return {
    title: ILLINOIS_POA_FORM_NAME,
    subtitle: [`Principal: ${name}`, 'State of Illinois', '755 ILCS 45/3-3'],
    runningHead: `Statutory short form power of attorney for property of ${name}`,
    author: name,
    testatorSignsEveryPage: false,
    blocks,
  };
}

export const ILLINOIS_FINANCIAL_POA: TStateDocumentForm<TFinancialPoaAnswers, TPoaPart> = {
  elements: [
    {
      citation: '755 ILCS 45/3-3',
      requirement:
        'The Notice to the Individual Signing the Illinois Statutory Short Form Power of Attorney for Property, before the form, initialled by the principal',
      source: FORM_TEXT,
    },
    {
      citation: '755 ILCS 45/3-3',
      requirement:
        'The statutory short form: paragraphs 1 to 11 with their NOTE instructions; the fifteen categories of powers (a) to (o), each not wanted struck out by a line through its title',
      source: FORM_TEXT,
    },
    {
      citation: '755 ILCS 45/3-3',
      requirement:
        'Signed by at least one witness, who certifies the principal’s acknowledgment and that the witness is none of the persons the form excludes, and the principal’s signature notarized; the notary may not also sign as a witness',
      source: FORM_TEXT,
    },
    {
      citation: '755 ILCS 45/3-3',
      requirement: 'The Notice to Agent, incorporated by paragraph 11 and included in the form',
      source: FORM_TEXT,
    },
  ],
  document: {
    statutoryFormName: ILLINOIS_POA_FORM_NAME,
    citation: '755 ILCS 45/3-3',
    body,
  },
};
