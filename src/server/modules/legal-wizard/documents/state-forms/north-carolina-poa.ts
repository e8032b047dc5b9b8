import type { LegalBlock } from '../legal-document-content';
import type { TStatutoryElement } from './state-form-types';

/**
 * North Carolina's statutory short form power of attorney (N.C. Gen. Stat. § 32C-3-301) opens
 * with a notice and Important Information for the principal, printed here in the statute's words
 * as far as they could be read (up to the paragraph on coagents). The rest of the form, and the
 * acknowledgment § 32C-1-105 asks for, could not be read: the general document's choices and
 * its notary acknowledgment follow, in Nido's own words, and the first page says so.
 */

export const NORTH_CAROLINA_POA_ELEMENTS: readonly TStatutoryElement[] = [
  {
    citation: 'N.C. Gen. Stat. § 32C-3-301 (notice and Important Information)',
    requirement:
      'The form’s title, its notice that the powers granted are broad and sweeping, and its Important Information for the principal, in the statute’s words',
    source: {
      title: 'N.C. Gen. Stat. § 32C-3-301, statutory form power of attorney (LawServer)',
      url: 'https://lawserver.com/law/state/north-carolina/nc-laws/north_carolina_laws_32c-3-301',
    },
  },
  {
    citation:
      'N.C. Gen. Stat. § 32C-3-301 (the rest of the Important Information, the designation of agents, grant of authority and Additional Provisions and Exclusions)',
    requirement:
      'The rest of the statutory short form: the agent and successor agents, the subjects of general authority initialled one by one, the acts that need a specific grant, and additional provisions',
    source: null,
  },
  {
    citation: 'N.C. Gen. Stat. § 32C-1-105',
    requirement:
      'Signed by the principal (or by another in the principal’s conscious presence at the principal’s direction) and acknowledged before a notary public; no witnesses are required',
    source: null,
  },
];

const IMPORTANT_INFORMATION = [
  'This power of attorney authorizes another person (your agent) to make decisions concerning your property for you (the principal). Your agent will be able to make decisions and act with respect to your property (including your money) whether or not you are able to act for yourself. The meaning of authority over subjects listed on this form is explained in the North Carolina Uniform Power of Attorney Act.',
  'This power of attorney does not authorize the agent to make health care decisions for you.',
  'You should select someone you trust to serve as your agent. Unless you specify otherwise, generally the agent’s authority will continue until you die or revoke the power of attorney or the agent resigns or is unable to act for you.',
  'Your agent is entitled to reasonable compensation unless you state otherwise in the Additional Provisions and Exclusions.',
  'This form provides for designation of one agent, successor agent, and second successor agent. If you wish to name more than one agent, successor agent, and second successor agent, you may name a coagent, successor coagent, or second successor coagent in the Additional Provisions and Exclusions. Coagents, successor coagents, or second successor coagents are not required to act together unless you include that requirement in the Additional Provisions and Exclusions.',
];

export function northCarolinaPoaOpening(): LegalBlock[] {
  return [
    { kind: 'paragraph', text: 'NORTH CAROLINA' },
    { kind: 'heading', text: 'Statutory Short Form Power of Attorney' },
    {
      kind: 'paragraph',
      bold: true,
      text: 'NOTICE: THE POWERS GRANTED BY THIS DOCUMENT ARE BROAD AND SWEEPING. THEY ARE DEFINED IN CHAPTER 32C OF THE NORTH CAROLINA GENERAL STATUTES, WHICH EXPRESSLY PERMITS THE USE OF ANY OTHER OR DIFFERENT FORM OF POWER OF ATTORNEY DESIRED BY THE PARTIES CONCERNED.',
    },
    { kind: 'paragraph', text: 'IMPORTANT INFORMATION', bold: true },
    ...IMPORTANT_INFORMATION.map((text): LegalBlock => ({ kind: 'paragraph', text })),
    {
      kind: 'paragraph',
      text:
        'The statutory short form of N.C. Gen. Stat. § 32C-3-301 begins with the notice and ' +
        'information above; its Important Information goes on, and Nido could not read the ' +
        'rest of it. The rest of this document makes the form’s choices in Nido’s own words. ' +
        'Where the information above speaks of the Additional Provisions and Exclusions, this ' +
        'document says what you chose in sections 2 (when it takes effect), 5 (compensation) ' +
        'and 6 (special instructions).',
    },
    { kind: 'pageBreak' },
  ];
}
