import type { TFinancialPoaAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { DocumentBody } from '../document-body';
import type { LegalBlock } from '../legal-document-content';
import { BLANK, countyWord, orBlank, principalAddress } from '../legal-wording';
import { notaryAcknowledgment, signerBlock } from '../signature-blocks';
import {
  CHOSEN,
  NOT_CHOSEN,
  type TFormPower,
  type TPower,
  initialledPowers,
  uniformFormPowers,
} from './initialled-powers';
import type { TPoaPart, TStateDocumentForm, TStatutoryElement } from './state-form-types';

/**
 * Texas's Statutory Durable Power of Attorney (Tex. Est. Code § 752.051) as the whole document,
 * filled in from the interview, in the form's order: the notice, the appointment, the powers the
 * principal initials (A)–(O), the specific authority that needs its own initials, special
 * instructions, when it takes effect, successor agents, signature and acknowledgment, then the
 * important information for the agent.
 *
 * Read here: the form's notice, the paragraph on how long the agent's authority lasts, the
 * appointment, the instructions for initialling and powers (A)–(E), in a reproduction of the
 * form (DBA-104); the words that make a power of attorney durable and the acknowledgment
 * (§ 751.0021(a)(3)–(4), then numbered § 751.002) in the text of a 2015 bill that sets out that
 * section. Not read: the rest of the form, including its important information for the agent;
 * those parts are in Nido's words, marked unverified, and the first page says so.
 */

const DURABLE_SOURCE = {
  title:
    'Texas H.B. 3095 (2015, introduced): a bill, not the code, whose text sets out Tex. Est. Code § 751.002(a)(3)–(4) as then in force (renumbered § 751.0021 in 2017)',
  url: 'https://capitol.texas.gov/tlodocs/84R/billtext/html/HB03095I.htm',
};

/** § 751.0021(a)(3): the words that make a power of attorney durable. */
export const TX_NOT_AFFECTED =
  'This power of attorney is not affected by subsequent disability or incapacity of the principal.';
export const TX_BECOMES_EFFECTIVE =
  'This power of attorney becomes effective on the disability or incapacity of the principal.';

const NOTICE =
  'NOTICE: THE POWERS GRANTED BY THIS DOCUMENT ARE BROAD AND SWEEPING. THEY ARE EXPLAINED IN ' +
  'THE DURABLE POWER OF ATTORNEY ACT, SUBTITLE P, TITLE 2, OF THE TEXAS ESTATES CODE. IF YOU ' +
  'HAVE ANY QUESTIONS ABOUT THESE POWERS, OBTAIN COMPETENT LEGAL ADVICE. THIS DOCUMENT DOES NOT ' +
  'AUTHORIZE ANYONE TO MAKE MEDICAL AND OTHER HEALTH-CARE DECISIONS FOR YOU. YOU MAY REVOKE THIS ' +
  'POWER OF ATTORNEY IF YOU LATER WISH TO DO SO. IF YOU WANT YOUR AGENT TO HAVE THE AUTHORITY TO ' +
  'SIGN HOME EQUITY LOAN DOCUMENTS ON YOUR BEHALF, THIS POWER OF ATTORNEY MUST BE SIGNED BY YOU ' +
  'AT THE OFFICE OF THE LENDER, AN ATTORNEY AT LAW, OR A TITLE COMPANY.';

/**
 * The form's powers, with the interview's power that grants each (null: not asked). (A)–(E) as
 * read; (F)–(N) as the section is known to list them (unverified).
 */
const POWERS: TFormPower[] = [
  ...uniformFormPowers(
    'Operation of an entity or business',
    'Benefits from social security, Medicare, Medicaid, or other governmental programs or civil or military service',
  ),
  {
    letter: 'N',
    title: 'Digital assets and the content of an electronic communication',
    power: 'digital_assets',
  },
];

function grantOfPowers(answers: TFinancialPoaAnswers): LegalBlock[] {
  return [
    {
      kind: 'paragraph',
      bold: true,
      text: 'TO GRANT ALL OF THE FOLLOWING POWERS, INITIAL THE LINE IN FRONT OF (O) AND IGNORE THE LINES IN FRONT OF THE OTHER POWERS LISTED IN (A) THROUGH (N).',
    },
    {
      kind: 'paragraph',
      bold: true,
      text: 'TO GRANT A POWER, YOU MUST INITIAL THE LINE IN FRONT OF THE POWER YOU ARE GRANTING.',
    },
    {
      kind: 'paragraph',
      bold: true,
      text: 'TO WITHHOLD A POWER, DO NOT INITIAL THE LINE IN FRONT OF THE POWER. YOU MAY, BUT DO NOT NEED TO, CROSS OUT EACH POWER WITHHELD.',
    },
    initialledPowers(POWERS, answers, '(O) ALL OF THE POWERS LISTED IN (A) THROUGH (N).'),
  ];
}

/** The acts that need their own initials (unverified wording). */
function specificAuthority(answers: TFinancialPoaAnswers): LegalBlock[] {
  const chosen = (power: TPower) => (answers.powers.includes(power) ? CHOSEN : NOT_CHOSEN);
  return [
    { kind: 'heading', text: 'Grant of specific authority (optional)' },
    {
      kind: 'paragraph',
      text:
        'My agent may not do any of the following for me unless I have initialed it below (in ' +
        'Nido’s words; unverified). Each can reduce what I own or change who inherits it:',
    },
    {
      kind: 'initialed',
      items: [
        {
          title: 'Create, amend, revoke, or terminate an inter vivos trust',
          text: chosen('trusts'),
        },
        {
          title:
            'Make a gift, subject to the limits of Tex. Est. Code § 751.032 and any special instructions below',
          text: chosen('gifts'),
        },
        { title: 'Create or change rights of survivorship', text: NOT_CHOSEN },
        { title: 'Create or change a beneficiary designation', text: NOT_CHOSEN },
        {
          title: 'Authorize another person to exercise the authority granted in this document',
          text: NOT_CHOSEN,
        },
      ],
    },
  ];
}

function specialInstructions(answers: TFinancialPoaAnswers): LegalBlock[] {
  const lines: string[] = [];
  if (answers.agentCompensation === 'reasonable')
    lines.push('My agent is entitled to reasonable compensation for services as my agent.');
  if (answers.agentCompensation === 'none')
    lines.push(
      'My agent is not entitled to compensation for services as my agent, but is entitled to reimbursement of reasonable expenses.',
    );
  if (answers.specialInstructions) lines.push(answers.specialInstructions);
  return [
    { kind: 'heading', text: 'Special instructions' },
    {
      kind: 'paragraph',
      text: 'On the following lines you may give special instructions limiting or extending the powers granted to your agent (in Nido’s words; unverified):',
    },
    { kind: 'list', items: [...lines, BLANK] },
  ];
}

function effectiveDate(answers: TFinancialPoaAnswers): LegalBlock[] {
  const springing = answers.effective === 'on_incapacity';
  return [
    { kind: 'heading', text: 'When this power of attorney takes effect' },
    {
      kind: 'paragraph',
      text:
        'Unless I direct otherwise above, this power of attorney is effective immediately and ' +
        'continues until it is revoked. Choose one of the following two sentences by crossing ' +
        'out the one not chosen (Nido’s words around the statute’s two sentences; unverified):',
    },
    {
      kind: 'list',
      items: [
        `(A) ${TX_NOT_AFFECTED}${springing ? ' — cross this out: your answers chose (B).' : ''}`,
        `(B) ${TX_BECOMES_EFFECTIVE}${springing ? '' : ' — cross this out: your answers chose (A).'}`,
      ],
    },
    {
      kind: 'paragraph',
      text:
        'If (B) is chosen, I shall be considered disabled or incapacitated for the purposes of ' +
        'this power of attorney if a physician certifies in writing at a date later than the ' +
        'date this power of attorney is signed that, based on the physician’s medical ' +
        'examination of me, I am mentally incapable of managing my financial affairs. Third ' +
        'parties who receive a copy of this document may rely on that certificate (Nido’s ' +
        'words; unverified).',
    },
  ];
}

function successors(answers: TFinancialPoaAnswers): LegalBlock[] {
  const named = answers.alternateAgent?.name;
  return [
    { kind: 'heading', text: 'Successor agents' },
    {
      kind: 'paragraph',
      text:
        'Should my agent die, become incapacitated, resign, refuse to act or be removed by a ' +
        'court, or should our marriage end by divorce or annulment or be declared void (unless ' +
        'I say otherwise in my special instructions), these people serve in my agent’s place, ' +
        'one at a time, in this order (Nido’s words; unverified):',
    },
    {
      kind: 'list',
      numbered: true,
      items: [
        named
          ? `${named}${answers.alternateAgent?.address ? `, ${answers.alternateAgent.address}` : `, address: ${BLANK}`}`
          : `Name and address: ${BLANK}`,
        `Name and address: ${BLANK}`,
      ],
    },
  ];
}

const AGENT_INFORMATION = [
  'When you accept the authority granted under this power of attorney, you take on the duties of a fiduciary to the principal, which continue until you resign or the power of attorney is terminated or revoked.',
  'Act in good faith; do nothing beyond the authority granted; act loyally for the principal’s benefit; avoid conflicts that would impair your ability to act in the principal’s best interest.',
  'Disclose that you are an agent whenever you act, signing as: (Principal’s name) by (your signature) as agent.',
  'Keep the principal’s property separate from yours; keep records of every receipt, disbursement and transaction; give an accounting when the principal, a guardian or a court asks.',
  'Your authority ends when the principal dies or revokes it, when a court removes you, when the principal’s guardian is appointed and ends it, or when your marriage to the principal is dissolved, unless the document says otherwise.',
  'Violating your duties may make you liable for damages and may be a crime. If you have questions, ask a lawyer.',
];

function body(answers: TFinancialPoaAnswers, rules: TStateRules): DocumentBody {
  const principal = answers.principal;
  const name = orBlank(principal.fullName);
  const agent = answers.agent;
  const blocks: LegalBlock[] = [
    { kind: 'heading', text: 'Statutory Durable Power of Attorney' },
    { kind: 'paragraph', bold: true, text: NOTICE },
    {
      kind: 'paragraph',
      text: 'You should select someone you trust to serve as your agent. Unless you specify otherwise, generally the agent’s authority will continue until—',
    },
    {
      kind: 'list',
      numbered: true,
      items: [
        'you die or revoke the power of attorney;',
        'your agent resigns, is removed by court order, or is unable to act for you; or',
        'a guardian is appointed for your estate.',
      ],
    },
    {
      kind: 'paragraph',
      text:
        `I, ${name}, ${principalAddress(principal, rules)}, appoint ` +
        `${orBlank(agent?.name)}, ${orBlank(agent?.address)}, as my agent to act for me in any ` +
        'lawful way with respect to all of the following powers that I have initialed below.',
    },
    {
      kind: 'paragraph',
      text: '(YOU MAY APPOINT CO-AGENTS. UNLESS YOU PROVIDE OTHERWISE, CO-AGENTS MAY ACT INDEPENDENTLY.)',
    },
    ...grantOfPowers(answers),
    ...specificAuthority(answers),
    ...specialInstructions(answers),
    ...effectiveDate(answers),
    ...successors(answers),
    { kind: 'heading', text: 'Signature and acknowledgment' },
    {
      kind: 'paragraph',
      text:
        'I sign this power of attorney before an officer authorized to take acknowledgments ' +
        'and administer oaths, such as a notary public (Tex. Est. Code § 751.0021(a)(4)).',
    },
    signerBlock({ role: 'principal', name: principal.fullName, place: countyWord(rules) }),
    notaryAcknowledgment({
      state: rules,
      signers: [principal.fullName],
      documentName: 'instrument',
    }),
    { kind: 'pageBreak' },
    { kind: 'heading', text: 'Important information for agent' },
    {
      kind: 'notice',
      title: 'The statute’s exact words go here',
      text:
        'Tex. Est. Code § 752.051 prints important information for the agent (the agent’s ' +
        'duties, termination of the agent’s authority, liability of the agent) after the form. ' +
        'Nido could not read that wording; what follows is a summary in Nido’s words. Replace ' +
        'it with the statutory text before the agent acts.',
    },
    { kind: 'list', items: AGENT_INFORMATION },
  ];
  return {
    title: 'Statutory Durable Power of Attorney',
    subtitle: [`Principal: ${name}`, `State of ${rules.name}`],
    runningHead: `Statutory durable power of attorney of ${name}`,
    author: name,
    testatorSignsEveryPage: false,
    blocks,
  };
}

const ELEMENTS: readonly TStatutoryElement[] = [
  {
    citation: 'Tex. Est. Code § 752.051 (notice, appointment, powers (A)–(E))',
    requirement:
      'The form’s notice in capitals, how long the agent’s authority lasts, the appointment of the agent, the instructions to initial (O) for all powers or each power granted, and powers (A) to (E), in the form’s words',
    source: {
      title:
        '“DBA-104 Statutory Durable Power of Attorney” on Scribd: a reproduction of the Tex. Est. Code § 752.051 form, not the code',
      url: 'https://www.scribd.com/document/668740679/DBA-104-Statutory-Durable-Power-of-Attorney',
    },
  },
  {
    citation: 'Tex. Est. Code § 752.051 (powers (F)–(O), specific authority, special instructions)',
    requirement:
      'The rest of the powers list including (O) for all powers, the specific authority that needs its own initials, and special instructions, in Nido’s words: that part of the form could not be read. Searched without reaching it: the Estates Code chapter 752 pages, the 2023 Koenecke edition of the Estates Code, and the text of H.B. 1974 (2017), which amended § 752.051 (capitol.texas.gov, legiplex, pdfslide copies); each stored copy ends before the form',
    source: null,
  },
  {
    citation: 'Tex. Est. Code § 751.0021(a)(3)',
    requirement:
      'The words “This power of attorney is not affected by subsequent disability or incapacity of the principal” or “This power of attorney becomes effective on the disability or incapacity of the principal”, the principal crossing out the one not chosen',
    source: DURABLE_SOURCE,
  },
  {
    citation: 'Tex. Est. Code § 751.0021(a)(4)',
    requirement:
      'Acknowledged by the principal before an officer authorized to take acknowledgments and administer oaths, such as a notary public; no witnesses',
    source: DURABLE_SOURCE,
  },
  {
    citation:
      'Tex. Est. Code § 752.051 (effective date, incapacity certificate, successor agents, signature)',
    requirement:
      'The form’s effective-date choice and physician’s certificate of incapacity, successor agents, and the signature lines, in Nido’s words: that part of the form could not be read (the same copies as for powers (F)–(O) were searched; none reached it)',
    source: null,
  },
  {
    citation: 'Tex. Est. Code § 752.051 (important information for agent)',
    requirement:
      'The agent’s duties, termination of the agent’s authority and liability of the agent, printed after the form; not read here (no stored copy of the statute or of H.B. 1974 (2017) reached that part; copies in public code repositories are not the statute), so a summary is printed with a notice to replace it',
    source: null,
  },
];

export const TEXAS_POA: TStateDocumentForm<TFinancialPoaAnswers, TPoaPart> = {
  elements: ELEMENTS,
  document: {
    statutoryFormName: 'Statutory Durable Power of Attorney',
    citation: 'Tex. Est. Code § 752.051',
    body,
  },
};
