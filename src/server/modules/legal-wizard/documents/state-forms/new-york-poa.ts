import type { TFinancialPoaAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { DocumentBody } from '../document-body';
import type { LegalBlock } from '../legal-document-content';
import { BLANK, orBlank, personLine, principalAddress } from '../legal-wording';
import { notaryAcknowledgment, signerBlock, witnessBlocks } from '../signature-blocks';
import type { TStateDocumentForm, TPoaPart, TStatutoryElement } from './state-form-types';

/**
 * NY: the New York Statutory Short Form (N.Y. Gen. Oblig. Law § 5-1513) as the whole document,
 * filled in from the interview, in the form's order: caution, agents, successor agents,
 * durability and effective date, grant of authority (A)–(P), modifications, monitors,
 * compensation, construction, signature and acknowledgment, witnesses, important information for
 * the agent, and each agent's signature acknowledged before a notary (§ 5-1501B(1)(c)).
 *
 * Read here: § 5-1513's opening and (a) "Caution to the Principal" on Lexace and
 * newyork.public.law (current text, "or one which substantially conforms"), its last paragraph on
 * laws9's copy of the statute and a reproduction of the form; § 5-1501B(1)(a)–(d) on laws9;
 * § 5-1501A on the NY Senate site. Not read: the rest of § 5-1513's wording, including
 * "Important Information for the Agent", whose exact wording § 5-1501B(1)(d) requires. Those
 * parts are in Nido's words, marked unverified, and the document says so. A second search (the
 * stored copies on Lexace, newyork.public.law and CounselStack, the enacting bill S3923-A on the
 * NY Senate site and LegiScan) again reached no further than (a): see the elements below.
 */

export const NY_CAUTION: readonly string[] = [
  'Your Power of Attorney is an important document. As the “principal,” you give the person whom you choose (your “agent”) authority to spend your money and sell or dispose of your property during your lifetime without telling you. You do not lose your authority to act even though you have given your agent similar authority.',
  'When your agent exercises this authority, he or she must act according to any instructions you have provided or, where there are no specific instructions, in your best interest. “Important Information for the Agent” at the end of this document describes your agent’s responsibilities.',
  'Your agent can act on your behalf only after signing the Power of Attorney before a notary public.',
  'You can request information from your agent at any time. If you are revoking a prior Power of Attorney, you should provide written notice of the revocation to your prior agent(s) and to any third parties who may have acted upon it, including the financial institutions where your accounts are located.',
  'You can revoke or terminate your Power of Attorney at any time for any reason as long as you are of sound mind. If you are no longer of sound mind, a court can remove an agent for acting improperly.',
  'Your agent cannot make health care decisions for you. You may execute a “Health Care Proxy” to do this.',
  'The law governing Powers of Attorney is contained in the New York General Obligations Law, Article 5, Title 15. This law is available at a law library, or online through the New York State Senate or Assembly websites, www.senate.state.ny.us or www.assembly.state.ny.us.',
  'If there is anything about this document that you do not understand, you should ask a lawyer of your own choosing to explain it to you.',
];

type TPower = TFinancialPoaAnswers['powers'][number];

/** The lettered subjects, with the interview's power that grants each (null: not asked). */
const SUBJECTS: { letter: string; title: string; power: TPower | null }[] = [
  { letter: 'A', title: 'real estate transactions', power: 'real_property' },
  { letter: 'B', title: 'chattel and goods transactions', power: 'personal_property' },
  { letter: 'C', title: 'bond, share and commodity transactions', power: 'investments' },
  { letter: 'D', title: 'banking transactions', power: 'banking' },
  { letter: 'E', title: 'business operating transactions', power: 'business' },
  { letter: 'F', title: 'insurance transactions', power: 'insurance_annuities' },
  { letter: 'G', title: 'estate transactions', power: null },
  { letter: 'H', title: 'claims and litigation', power: 'claims_litigation' },
  { letter: 'I', title: 'personal and family maintenance', power: 'personal_family' },
  {
    letter: 'J',
    title: 'benefits from governmental programs or civil or military service',
    power: 'government_benefits',
  },
  {
    letter: 'K',
    title: 'health care billing and payment matters; records, reports and statements',
    power: null,
  },
  { letter: 'L', title: 'retirement benefit transactions', power: 'retirement_plans' },
  { letter: 'M', title: 'tax matters', power: 'taxes' },
  { letter: 'N', title: 'all other matters', power: null },
];

function grantOfAuthority(answers: TFinancialPoaAnswers): LegalBlock[] {
  const granted = SUBJECTS.filter((s) => s.power && answers.powers.includes(s.power));
  return [
    { kind: 'heading', text: '(f) GRANT OF AUTHORITY' },
    {
      kind: 'paragraph',
      text:
        'To grant your agent authority, initial the bracket at each subject you grant, or write ' +
        'the letters of the subjects you grant on the line at (P) and initial it. You need not ' +
        'initial the other subjects. A subject you do not initial is not granted.',
    },
    {
      kind: 'initialed',
      items: SUBJECTS.map((s) => ({
        title: `(${s.letter}) ${s.title}`,
        text:
          s.power && answers.powers.includes(s.power)
            ? 'Chosen in your answers: initial to grant it.'
            : 'Not chosen in your answers: leave blank unless you mean to grant it.',
      })),
    },
    {
      kind: 'paragraph',
      text: `(P) EACH of the matters identified by the following letters: ${
        granted.length ? granted.map((s) => s.letter).join(', ') : BLANK
      }   Initials: ________`,
    },
  ];
}

function modifications(answers: TFinancialPoaAnswers): LegalBlock[] {
  const lines: string[] = [];
  if (answers.effective === 'on_incapacity')
    lines.push(
      'This Power of Attorney takes effect only when a licensed physician who has examined me states in writing that I cannot manage my property or financial affairs, or a court so finds.',
    );
  if (answers.specialInstructions) lines.push(answers.specialInstructions);
  const extra = answers.powers.filter((p) => ['gifts', 'trusts', 'digital_assets'].includes(p));
  if (extra.length)
    lines.push(
      `Your answers also asked to grant: ${extra.join(', ').replace(/_/g, ' ')}. Gifts and changes to trusts or beneficiaries need their own authority written here under the statute (§ 5-1514); have a New York attorney write it.`,
    );
  return [
    { kind: 'heading', text: '(g) MODIFICATIONS (OPTIONAL)' },
    {
      kind: 'paragraph',
      text: 'You may make additional provisions, including limitations on your agent’s authority, here:',
    },
    { kind: 'list', items: lines.length ? lines : [BLANK] },
  ];
}

function agentSigning(name: string | null, role: string, rules: TStateRules): LegalBlock[] {
  return [
    signerBlock({ title: role, role: 'agent', name }),
    notaryAcknowledgment({ state: rules, signers: [name], documentName: 'power of attorney' }),
  ];
}

export function newYorkStatutoryShortForm(
  answers: TFinancialPoaAnswers,
  rules: TStateRules,
): DocumentBody {
  const principal = answers.principal;
  const name = orBlank(principal.fullName);
  const agentName = answers.agent?.name ?? null;
  const blocks: LegalBlock[] = [
    { kind: 'heading', text: '(a) CAUTION TO THE PRINCIPAL' },
    ...NY_CAUTION.map((text): LegalBlock => ({ kind: 'paragraph', text })),
    { kind: 'heading', text: '(b) DESIGNATION OF AGENT(S)' },
    {
      kind: 'paragraph',
      text: `I, ${name}, of ${principalAddress(principal, rules)}, hereby appoint ${personLine(answers.agent)} as my agent.`,
    },
    { kind: 'heading', text: '(c) DESIGNATION OF SUCCESSOR AGENT(S) (OPTIONAL)' },
    {
      kind: 'paragraph',
      text: answers.alternateAgent?.name
        ? `If my agent is unable or unwilling to serve, I appoint ${personLine(answers.alternateAgent)} as my successor agent.`
        : 'Intentionally Omitted.',
    },
    { kind: 'heading', text: '(d) DURABILITY AND EFFECTIVE DATE' },
    {
      kind: 'paragraph',
      text:
        'This Power of Attorney is not affected by my later incapacity (a power of attorney is ' +
        'durable unless it expressly provides otherwise, § 5-1501A). ' +
        (answers.effective === 'on_incapacity'
          ? 'It takes effect as stated under “Modifications”.'
          : 'It is effective immediately.'),
    },
    ...grantOfAuthority(answers),
    ...modifications(answers),
    { kind: 'heading', text: '(i) DESIGNATION OF MONITOR(S) (OPTIONAL)' },
    {
      kind: 'paragraph',
      text: `I may name a person to receive a copy of this Power of Attorney and to request and receive the records of my agent. Monitor: ${BLANK}   Initials: ________`,
    },
    { kind: 'heading', text: '(j) COMPENSATION OF AGENT(S) (OPTIONAL)' },
    {
      kind: 'paragraph',
      text:
        'My agent may be repaid from my assets for reasonable expenses paid on my behalf. ' +
        (answers.agentCompensation === 'reasonable'
          ? 'My agent may also be paid reasonable compensation for acting as my agent.'
          : 'My agent shall not be paid for acting as my agent.'),
    },
    { kind: 'heading', text: '(k) CONSTRUCTION' },
    {
      kind: 'paragraph',
      text:
        'This Power of Attorney is to be construed as a statutory short form power of attorney ' +
        'under New York General Obligations Law, Article 5, Title 15, each subject granted ' +
        'having the meaning the statute gives it (§§ 5-1502A to 5-1502N).',
    },
    { kind: 'heading', text: '(m) SIGNATURE AND ACKNOWLEDGMENT' },
    signerBlock({ role: 'principal', name: principal.fullName, place: 'county' }),
    notaryAcknowledgment({
      state: rules,
      signers: [principal.fullName],
      documentName: 'power of attorney',
    }),
    { kind: 'heading', text: '(n) SIGNATURES OF WITNESSES' },
    {
      kind: 'paragraph',
      text:
        `By signing as a witness, I acknowledge that ${name} signed this Power of Attorney in my ` +
        'presence and the presence of the other witness, or that the principal acknowledged that ' +
        'the signature is the principal’s. I am not named in it as an agent or as a receiver of ' +
        'gifts. The notary public may be one of the witnesses.',
    },
    ...witnessBlocks(Math.max(rules.poa.witnesses, 2), []),
    { kind: 'pageBreak' },
    { kind: 'heading', text: '(o) IMPORTANT INFORMATION FOR THE AGENT' },
    {
      kind: 'notice',
      title: 'The statute’s exact words go here',
      text:
        'N.Y. Gen. Oblig. Law § 5-1501B(1)(d) requires this section in the exact wording of ' +
        '§ 5-1513. Nido could not read that wording; what follows is a summary in Nido’s words. ' +
        'Replace it with the statutory text before anyone signs.',
    },
    {
      kind: 'list',
      items: [
        'When you accept this authority you become a fiduciary of the principal.',
        'Act according to the principal’s instructions, or, where there are none, in the principal’s best interest.',
        'Avoid conflicts of interest; keep the principal’s property separate from yours.',
        'Keep a record of all receipts, payments and transactions; give it to the principal, a monitor or a court when asked.',
        'Sign as agent, showing the principal’s name and yours. Your authority ends at the principal’s death or when you learn it was revoked.',
      ],
    },
    { kind: 'heading', text: '(p) AGENT’S SIGNATURE AND ACKNOWLEDGMENT OF APPOINTMENT' },
    {
      kind: 'paragraph',
      text:
        'The principal and each agent need not sign on the same day. Each agent signs and dates ' +
        'this page with the signature acknowledged before a notary public (§ 5-1501B(1)(c)), ' +
        'and may act only after signing.',
    },
    {
      kind: 'paragraph',
      text: `I, ${orBlank(agentName)}, have read this Power of Attorney, I am the agent named in it, and I accept my legal responsibilities as agent.`,
    },
    ...agentSigning(agentName, 'Agent', rules),
  ];
  if (answers.alternateAgent?.name)
    blocks.push(
      {
        kind: 'paragraph',
        text: `I, ${answers.alternateAgent.name}, have read this Power of Attorney, I am the successor agent named in it, and I accept my legal responsibilities as agent if I come to act.`,
      },
      ...agentSigning(answers.alternateAgent.name, 'Successor agent', rules),
    );
  return {
    title: 'Power of Attorney',
    subtitle: ['New York Statutory Short Form', `Principal: ${name}`],
    runningHead: `Power of attorney (New York statutory short form) of ${name}`,
    author: name,
    testatorSignsEveryPage: false,
    blocks,
  };
}

const POA_ELEMENTS: readonly TStatutoryElement[] = [
  {
    citation: 'N.Y. Gen. Oblig. Law § 5-1513(a)',
    requirement: 'The “Caution to the Principal” in the statute’s exact wording.',
    source: {
      title:
        'N.Y. Gen. Oblig. Law § 5-1513, statutory short form power of attorney (Lexace, statute text)',
      url: 'https://lexace.ai/us/statute/new-york/gob-5-1513',
    },
  },
  {
    citation: 'N.Y. Gen. Oblig. Law § 5-1501B(1)(b)–(c)',
    requirement:
      'Signed and dated by the principal and by each agent, each signature acknowledged before a notary as for a conveyance of real property; the acknowledgments may be on different dates.',
    source: {
      title: 'N.Y. Gen. Oblig. Law § 5-1501B, creation of a valid power of attorney (laws9)',
      url: 'http://laws9.com/statutes/new-york/gob/article-5/title-15/5-1501b',
    },
  },
  {
    citation: 'N.Y. Gen. Oblig. Law § 5-1513(b)–(n)',
    requirement:
      'Designation of agents and successor agents, durability, grant of authority (A)–(P), modifications, monitors, compensation, construction, signature and acknowledgment and the witnesses’ signatures, in the form’s wording. Read only in part: the section’s opening and (a), current text (“or one which substantially conforms”), on lexace.ai/us/statute/new-york/gob-5-1513, newyork.public.law and law.counselstack.com/statute/ny/5-1513; those stored copies end within (a), so (b) onwards was not reached. laws9.com’s copy is the form before the 2021 rewrite; the enacting bill S3923-A (nysenate.gov/legislation/bills/2019/s3923, legiscan.com) was reached only to its first amendments, and a 2021 bill, S.888 (nysenate.gov/legislation/bills/2021/s888), amends sections as that bill proposed them, so the 2020 bill text alone may not be the text in force. Nido’s words.',
    source: null,
  },
  {
    citation: 'N.Y. Gen. Oblig. Law § 5-1513 “Important Information for the Agent”',
    requirement:
      'The statement to the agent in the statute’s exact wording (§ 5-1501B(1)(d)). Not read: the current § 5-1513 copies found (Lexace, newyork.public.law, CounselStack) end within (a) “Caution to the Principal”, before this part; the only full wordings found were in lawyers’ forms and filings, not the statute, and may predate the 2021 rewrite. A summary is printed with a notice to replace it.',
    source: null,
  },
];

export const NEW_YORK_POA: TStateDocumentForm<TFinancialPoaAnswers, TPoaPart> = {
  elements: POA_ELEMENTS,
  // § 5-1501B(1)(a): typed or printed in clear type no less than twelve point in size.
  minimumTextSize: { points: 12, citation: 'N.Y. Gen. Oblig. Law § 5-1501B(1)(a)' },
  document: {
    statutoryFormName: 'Power of Attorney — New York Statutory Short Form',
    citation: 'N.Y. Gen. Oblig. Law § 5-1513',
    body: newYorkStatutoryShortForm,
  },
};
