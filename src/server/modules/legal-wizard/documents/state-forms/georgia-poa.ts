import type { LegalBlock } from '../legal-document-content';
import { BLANK } from '../legal-wording';
import type { TStatutoryElement } from './state-form-types';

/**
 * Georgia's statutory form power of attorney (O.C.G.A. § 10-6B-70) opens with a notice to the
 * principal, printed here in the statute's current words: the 2017 text (Justia) also told the
 * principal to revoke by certified mail filed with the clerk of superior court, which the current
 * text no longer says, as the 2018 amendment removed that proviso from § 10-6B-10 too. Its last
 * sentence was read on the State's form as reproduced at fill.io. Only the form's opening could
 * be read; the choices after it are the general document's, in Nido's own words, and the first
 * page says so.
 */

export const GEORGIA_POA_ELEMENTS: readonly TStatutoryElement[] = [
  {
    citation: 'O.C.G.A. § 10-6B-70 (Important Information)',
    requirement:
      'The statutory form’s heading and its Important Information for the principal, in the statute’s words, before the form itself',
    source: {
      title: 'O.C.G.A. § 10-6B-70, form power of attorney, current text (PocketLaw)',
      url: 'https://getpocketlaw.com/law/state_georgia/section-10-6b-70-form-power-of-attorney_70b93b51d68a',
    },
  },
  {
    citation:
      'O.C.G.A. § 10-6B-70 (designation of agents, grants of authority, special instructions, signature, and the information for the agent)',
    requirement:
      'The rest of the statutory form: the agent and successor agents, the subjects of general authority initialled one by one, the acts that need a specific grant (gifts, trusts, beneficiary designations), special instructions, and the agent’s duties',
    source: null,
  },
  {
    citation: 'O.C.G.A. § 10-6B-5',
    requirement:
      'Signed by the principal, attested by one competent witness who is not named as an agent, and by a notary public (or another officer named in § 44-2-15)',
    source: null,
  },
];

const IMPORTANT_INFORMATION = [
  'This power of attorney authorizes another person (your agent) to make decisions concerning your property for you (the principal). Your agent will be able to make decisions and act with respect to your property (including your money) whether or not you are able to act for yourself. The meaning of authority over subjects listed on this form is explained in O.C.G.A. Chapter 6B of Title 10.',
  'This power of attorney does not authorize the agent to make health care decisions for you.',
  'You should select someone you trust to serve as your agent. Unless you specify otherwise in the Special Instructions, generally the agent’s authority will continue until you die or revoke the power of attorney or the agent resigns or is unable to act for you.',
  'Your agent is not entitled to any compensation unless you state otherwise in the Special Instructions. Your agent shall be entitled to reimbursement of reasonable expenses incurred in performing the acts required by you in your power of attorney.',
  'This form provides for designation of one agent. If you wish to name more than one agent, you may name a successor agent or name a coagent in the Special Instructions. Coagents will not be required to act together unless you include that requirement in the Special Instructions.',
  'If your agent is unable or unwilling to act for you, your power of attorney will end unless you have named a successor agent. You may also name a second successor agent.',
  'This power of attorney shall be durable unless you state otherwise in the Special Instructions.',
  'This power of attorney becomes effective immediately unless you state otherwise in the Special Instructions.',
  'If you have questions about the power of attorney or the authority you are granting to your agent, you should seek legal advice before signing this form.',
];

export function georgiaPoaOpening(): LegalBlock[] {
  return [
    { kind: 'paragraph', text: 'State of Georgia' },
    { kind: 'paragraph', text: `County of ${BLANK}` },
    { kind: 'heading', text: 'Statutory Form Power of Attorney' },
    { kind: 'paragraph', text: 'IMPORTANT INFORMATION', bold: true },
    ...IMPORTANT_INFORMATION.map((text): LegalBlock => ({ kind: 'paragraph', text })),
    {
      kind: 'paragraph',
      text:
        'The statutory form of O.C.G.A. § 10-6B-70 begins with the information above. The rest ' +
        'of this document makes the same choices in Nido’s own words. Where the information ' +
        'above speaks of the Special Instructions, this document says what you chose in ' +
        'sections 2 (when it takes effect), 3 (durability), 5 (compensation) and 6 (special ' +
        'instructions).',
    },
    { kind: 'pageBreak' },
  ];
}
