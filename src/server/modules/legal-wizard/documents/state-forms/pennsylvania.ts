import { FEDERAL_HIPAA_ELEMENTS } from './federal-hipaa-elements';
import type { TFinancialPoaAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from '../legal-document-content';
import { orBlank } from '../legal-wording';
import { notaryAcknowledgment, signerBlock, witnessBlocks } from '../signature-blocks';
import type { TStateForms, TStatutoryElement } from './state-form-types';

/**
 * PA: the notice of 20 Pa.C.S. § 5601(c) printed first, in capital letters and signed by the
 * principal; witnesses and a notary as § 5601(b)(3) requires; the agent's acknowledgment of
 * § 5601(d) before the agent acts.
 *
 * Read here: § 5601(a)–(b)(3)(ii) on Justia's 2018 text; the § 5601(c) notice as amended by Act 95
 * of 2014 (for powers signed after July 1, 2015) as reproduced word for word by PA Elder Law, whose
 * page says its language "must be exactly as set forth"; its last line ("I HAVE READ OR HAD
 * EXPLAINED …") also on the older reproductions (lawguru, tidyform), the same in both versions;
 * § 5601.3 (agent's duties) on instalawyer; § 5447 on Casetext. Not read: the whole of § 5601(d)
 * (only its opening, quoted by PA Elder Law), § 3132.1's form of the self-proving acknowledgment and
 * affidavits, and §§ 5442 and 5452: those elements have no source, so the document's first page
 * says their wording is unverified. The § 5471 example form is not used (any written form is valid
 * under § 5447) and was not read. A second search reached no further: see each element.
 */

/** § 5601(c), in the capital letters the statute requires. */
export const PA_POA_NOTICE: readonly string[] = [
  'THE PURPOSE OF THIS POWER OF ATTORNEY IS TO GIVE THE PERSON YOU DESIGNATE (YOUR “AGENT”) BROAD POWERS TO HANDLE YOUR PROPERTY, WHICH MAY INCLUDE POWERS TO SELL OR OTHERWISE DISPOSE OF ANY REAL OR PERSONAL PROPERTY WITHOUT ADVANCE NOTICE TO YOU OR APPROVAL BY YOU.',
  'THIS POWER OF ATTORNEY DOES NOT IMPOSE A DUTY ON YOUR AGENT TO EXERCISE GRANTED POWERS, BUT, WHEN POWERS ARE EXERCISED, YOUR AGENT MUST USE DUE CARE TO ACT FOR YOUR BENEFIT AND IN ACCORDANCE WITH THIS POWER OF ATTORNEY.',
  'YOUR AGENT MAY EXERCISE THE POWERS GIVEN HERE THROUGHOUT YOUR LIFETIME, EVEN AFTER YOU BECOME INCAPACITATED, UNLESS YOU EXPRESSLY LIMIT THE DURATION OF THESE POWERS OR YOU REVOKE THESE POWERS OR A COURT ACTING ON YOUR BEHALF TERMINATES YOUR AGENT’S AUTHORITY.',
  'YOUR AGENT MUST ACT IN ACCORDANCE WITH YOUR REASONABLE EXPECTATIONS TO THE EXTENT ACTUALLY KNOWN BY YOUR AGENT AND, OTHERWISE, IN YOUR BEST INTEREST, ACT IN GOOD FAITH AND ACT ONLY WITHIN THE SCOPE OF AUTHORITY GRANTED BY YOU IN THE POWER OF ATTORNEY.',
  'THE LAW PERMITS YOU, IF YOU CHOOSE, TO GRANT BROAD AUTHORITY TO AN AGENT UNDER POWER OF ATTORNEY, INCLUDING THE ABILITY TO GIVE AWAY ALL OF YOUR PROPERTY WHILE YOU ARE ALIVE OR TO SUBSTANTIALLY CHANGE HOW YOUR PROPERTY IS DISTRIBUTED AT YOUR DEATH. BEFORE SIGNING THIS DOCUMENT, YOU SHOULD SEEK THE ADVICE OF AN ATTORNEY AT LAW TO MAKE SURE YOU UNDERSTAND IT.',
  'A COURT CAN TAKE AWAY THE POWERS OF YOUR AGENT IF IT FINDS YOUR AGENT IS NOT ACTING PROPERLY.',
  'THE POWERS AND DUTIES OF AN AGENT UNDER A POWER OF ATTORNEY ARE EXPLAINED MORE FULLY IN 20 PA.C.S. CH. 56.',
  'IF THERE IS ANYTHING ABOUT THIS FORM THAT YOU DO NOT UNDERSTAND, YOU SHOULD ASK A LAWYER OF YOUR OWN CHOOSING TO EXPLAIN IT TO YOU.',
  'I HAVE READ OR HAD EXPLAINED TO ME THIS NOTICE AND I UNDERSTAND ITS CONTENTS.',
];

function notice(answers: TFinancialPoaAnswers): LegalBlock[] {
  return [
    { kind: 'heading', text: 'NOTICE' },
    ...PA_POA_NOTICE.map((text): LegalBlock => ({ kind: 'paragraph', text, bold: true })),
    signerBlock({ role: 'principal', name: answers.principal.fullName }),
    { kind: 'pageBreak' },
  ];
}

/** § 5601(b)(3)(ii): two witnesses, 18 or older, none of them the agent, the notary or a proxy signer. */
function witnesses(answers: TFinancialPoaAnswers, rules: TStateRules): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  return [
    { kind: 'heading', text: 'Witnesses' },
    {
      kind: 'paragraph',
      text:
        `${name} signed this power of attorney in my presence. I am 18 years of age or older. ` +
        'I am not the agent designated in it, not the notary public or other person who takes the ' +
        'acknowledgment of it, and not an individual who signed it on behalf of and at the ' +
        'direction of the principal (20 Pa.C.S. § 5601(b)(3)(ii)).',
    },
    ...witnessBlocks(Math.max(rules.poa.witnesses, 2), []),
  ];
}

/** § 5601(b)(3)(i): acknowledged before a notary who is not the agent. */
function notary(answers: TFinancialPoaAnswers, rules: TStateRules): LegalBlock[] {
  return [
    notaryAcknowledgment({
      intro:
        'The notary public or other individual who takes this acknowledgment may not be the agent designated in this power of attorney (20 Pa.C.S. § 5601(b)(3)(i)).',
      state: rules,
      signers: [answers.principal.fullName],
      documentName: 'power of attorney',
    }),
  ];
}

/**
 * § 5601(d): the agent has no authority until this is signed and affixed. Only the opening of the
 * statutory acknowledgment could be read (as quoted by PA Elder Law); its duties are then listed in
 * Nido's words from § 5601.3, and the element is marked unverified.
 */
function acknowledgmentFor(agent: string | null, principal: string | null): LegalBlock[] {
  return [
    {
      kind: 'paragraph',
      text:
        `I, ${orBlank(agent)}, have read the attached power of attorney and am the person ` +
        `identified as the agent for the principal, ${orBlank(principal)}. I hereby acknowledge ` +
        'that when I act as agent: I shall act in accordance with the principal’s reasonable ' +
        'expectations to the extent actually known to me and, otherwise, in the principal’s best ' +
        'interest, act in good faith and act only within the scope of the authority granted to me ' +
        'by the principal.',
    },
    signerBlock({ role: 'agent', name: agent }),
  ];
}

function agentAcknowledgment(answers: TFinancialPoaAnswers): LegalBlock[] {
  const principal = answers.principal.fullName;
  const blocks: LegalBlock[] = [
    { kind: 'pageBreak' },
    { kind: 'heading', text: 'Acknowledgment executed by agent (20 Pa.C.S. § 5601(d))' },
    {
      kind: 'paragraph',
      text:
        'An agent has no authority to act under this power of attorney until the agent has ' +
        'signed this acknowledgment and attached it to the power of attorney. Each agent signs ' +
        'before acting, not necessarily when the principal signs.',
    },
    ...acknowledgmentFor(answers.agent?.name ?? null, principal),
  ];
  if (answers.alternateAgent?.name)
    blocks.push(
      { kind: 'paragraph', text: 'Successor agent', bold: true },
      ...acknowledgmentFor(answers.alternateAgent.name, principal),
    );
  blocks.push({
    kind: 'paragraph',
    text:
      'Unless this power of attorney says otherwise, the agent must also act loyally for the ' +
      'principal’s benefit, keep the agent’s funds separate from the principal’s, avoid conflicts ' +
      'of interest, act with care, competence and diligence, keep a record of all receipts, ' +
      'disbursements and transactions, cooperate with the principal’s health care decision ' +
      'maker, and try to preserve the principal’s estate plan (20 Pa.C.S. § 5601.3(b); summary, ' +
      'not the statute’s words).',
  });
  return blocks;
}

const POA_ELEMENTS: readonly TStatutoryElement[] = [
  {
    citation: '20 Pa.C.S. § 5601(c)',
    requirement:
      'The statutory notice, in capital letters, at the beginning of the power of attorney, signed by the principal.',
    source: {
      title:
        '20 Pa.C.S. § 5601(c) notice as amended effective July 1, 2015, reproduced word for word (PA Elder Law)',
      url: 'https://paelderlaw.net/the-required-notice-page-on-pennsylvanias-power-of-attorney',
    },
  },
  {
    citation: '20 Pa.C.S. § 5601(b)',
    requirement:
      'Dated and signed by the principal; acknowledged before a notary public who is not the agent; witnessed by two individuals 18 or older who are not the agent, the notary or anyone signing for the principal.',
    source: {
      title: '20 Pa.C.S. § 5601, general provisions (Justia, 2018 text)',
      url: 'https://law.justia.com/codes/pennsylvania/2018/title-20/chapter-56/section-5601/',
    },
  },
  {
    citation: '20 Pa.C.S. § 5601(d)',
    requirement:
      'The agent’s acknowledgment in the statute’s form, signed and affixed by the agent before acting. Read only in part: its opening, as PA Elder Law quotes it for powers signed on or after July 1, 2015 (paelderlaw.net/?p=2151), from “I, [Name of Agent] have read the attached power of attorney” to “act only within the scope of the authority granted to me by the princi”, where the stored copy ends. Justia’s 2018 text of § 5601 and Act 95 of 2014 (HB 1429, PN 3708, on legis.state.pa.us) were reached only into (b)(3); tidyform’s reproduction is the form before Act 95. The rest follows § 5601.3 in plain words.',
    source: null,
  },
  {
    citation: '20 Pa.C.S. § 5601.3',
    requirement:
      'The agent’s duties, summarized on the acknowledgment page in plain words (not a form the statute prescribes).',
    source: {
      title: '20 Pa.C.S. § 5601.3, agent’s duties (Instalawyer, statute text)',
      url: 'https://instalawyer.io/laws/pennsylvania-consolidated-unconsolidated-statutes/section-56013-agents-duties',
    },
  },
];

export const PENNSYLVANIA_FORMS: TStateForms = {
  financial_poa: {
    elements: POA_ELEMENTS,
    opening: notice,
    parts: { witnesses, notary, agentAcknowledgment },
  },
  will: {
    elements: [
      {
        citation: '20 Pa.C.S. § 3132.1',
        requirement:
          'A self-proved will: the testator’s acknowledgment and the witnesses’ affidavits before an officer authorized to administer oaths, in the form the statute gives (§ 3132.1(b), as a Lexis form summary cites it). Not read: no copy of the statute’s text was found, only articles and form summaries that describe it; the affidavit printed is the Uniform Probate Code model in Nido’s document.',
        source: null,
      },
    ],
  },
  healthcare_directive: {
    elements: [
      {
        citation: '20 Pa.C.S. § 5447',
        requirement:
          'A living will may be in any written form expressing the principal’s wishes about life-sustaining treatment, and may designate a health care agent; the combined form of Subchapter D is an example.',
        source: {
          title: '20 Pa.C.S. § 5447, form of living will (Casetext)',
          url: 'https://casetext.com/statute/pennsylvania-statutes/consolidated-statutes/title-20-pacs-decedents-estates-and-fiduciaries/chapter-54-health-care/subchapter-b-living-wills/section-5447-form',
        },
      },
      {
        citation: '20 Pa.C.S. §§ 5442 and 5452',
        requirement:
          'Dated and signed by the principal before two witnesses, each 18 or older; someone who signs for the principal may not also witness (as the state row says). Not read: no copy of §§ 5442 or 5452 was found, only summaries of them (fastcounsel.com, powerofattorney.com, esign.com); the neighbouring §§ 5443, 5447 and 5453 are on Casetext, onecle and instalawyer, but not these two.',
        source: null,
      },
    ],
  },
  hipaa: { elements: FEDERAL_HIPAA_ELEMENTS },
};
