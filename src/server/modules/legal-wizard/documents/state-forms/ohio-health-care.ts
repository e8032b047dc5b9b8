import type { THealthcareDirectiveAnswers } from '@shared/legal/legal-answers';
import type { LegalBlock } from '../legal-document-content';
import { orBlank } from '../legal-wording';
import { notaryAcknowledgment, signerBlock } from '../signature-blocks';
import type { TDirectivePart, TStateDocumentForm } from './state-form-types';

/**
 * Ohio health care: the general document as a durable power of attorney for health care
 * (R.C. 1337.12), preceded by the notice R.C. 1337.17 requires, and, when the principal does
 * not want life prolonged, a living will declaration (R.C. 2133.02). None of these sections'
 * own text could be read here (only summaries and a form publisher's copy of the notice's
 * opening), so the notice and the declaration are in Nido's words and marked unverified.
 */

function notice(): LegalBlock[] {
  return [
    {
      kind: 'notice',
      title: 'Notice to adult executing this document (R.C. 1337.17, in Nido’s words: unverified)',
      text: 'Ohio law requires a notice to be printed in a durable power of attorney for health care; its exact wording could not be checked here. In plain words: this is an important legal document. It lets the person you name (your attorney in fact, here called your agent) make most health care decisions for you, but only when your attending physician determines that you have lost the capacity to make informed health care decisions yourself; while you have that capacity you keep the right to make all of them. You may limit your agent’s authority in this document. Ohio law does not let your agent refuse or withdraw life-sustaining treatment unless you are in a terminal condition or a permanently unconscious state, and limits your agent’s authority over nutrition and hydration. You may revoke this document. If you have questions about its effect, talk to a qualified attorney before you sign.',
    },
  ];
}

/** The declaration of R.C. 2133.02 is added only when the principal does not want life prolonged. */
function livingWill(answers: THealthcareDirectiveAnswers): LegalBlock[] {
  if (answers.lifeSustaining !== 'do_not_prolong') return [];
  const name = orBlank(answers.principal.fullName);
  return [
    { kind: 'pageBreak' },
    { kind: 'heading', text: 'Living will declaration (R.C. 2133.02)' },
    {
      kind: 'paragraph',
      text: 'In Nido’s words (unverified: the text of R.C. 2133.02 could not be read here). This declaration is signed separately, at its end, and dated, before two adult witnesses or a notary public, as for the power of attorney above.',
    },
    {
      kind: 'paragraph',
      text:
        `I, ${name}, being an adult of sound mind, declare that if I am in a terminal condition or a permanently unconscious state, as determined by my attending physician and one other physician who has examined me, and I can no longer make informed decisions about my care, ` +
        'I do not want life-sustaining treatment that would only prolong the process of dying or the permanently unconscious state, and I want care to keep me comfortable and relieve pain. ' +
        (answers.artificialNutrition === 'do_not_want'
          ? 'I also authorize my attending physician to withhold or withdraw nutrition and hydration given by tube or intravenously when the physician determines they will not or no longer will serve to provide comfort or alleviate pain.'
          : 'I do not here authorize withholding nutrition and hydration given by tube or intravenously; my attending physician and my agent follow my wishes above.'),
    },
    signerBlock({ role: 'declarant', name: answers.principal.fullName, place: 'county' }),
    {
      kind: 'paragraph',
      text: `Each witness declares that ${name} signed or acknowledged this declaration in the witness’s presence and appears to be of sound mind and not under or subject to duress, fraud or undue influence, and that the witness is at least 18 and is not related to the declarant by blood, marriage or adoption, the declarant’s attending physician, or the administrator of a nursing home where the declarant receives care.`,
    },
    {
      kind: 'signature',
      title: 'Witnesses to the declaration',
      rows: [1, 2].map((index) => [
        { label: `Signature of declaration witness ${index}`, share: 2 },
        { label: 'Printed name and address', share: 3 },
      ]),
    },
    notaryAcknowledgment({
      intro:
        'Instead of the two witnesses, the declaration may be acknowledged before a notary public:',
      state: { code: 'OH', name: 'Ohio' },
      signers: [answers.principal.fullName],
      documentName: 'declaration',
    }),
  ];
}

/** The witnesses of R.C. 1337.12, two, each declaring they are none of the row's disqualified people. */
export const OHIO_HEALTH_CARE: TStateDocumentForm<THealthcareDirectiveAnswers, TDirectivePart> = {
  elements: [
    {
      citation: 'R.C. 1337.17',
      requirement:
        'The notice to adult executing this document, printed in the durable power of attorney for health care. The section’s own text was not read: codes.ohio.gov’s section page is not among the stored pages, and the stored bills amending it (123rd G.A. H.B. 494, archives.legislature.state.oh.us) show only their openings; the notice’s first paragraphs were seen only in a form publisher’s copy (signnow.com, “Durable Power of Attorney for Health Care Ohio”), which is not the statute',
      source: null,
    },
    {
      citation: 'R.C. 1337.12',
      requirement:
        'Signed at the end and dated by the principal, before two adult witnesses who are not the agent or alternate, related to the principal, the attending physician or the administrator of a nursing home where the principal is cared for, or acknowledged before a notary public instead. Of the section’s own text only the opening of (A)(1) was read, in codes.ohio.gov’s search results (an adult of sound mind may create a durable power of attorney for health care by executing it in accordance with R.C. 1337.24); the execution and witness rules were not read, only summaries (legaltemplates.net, esign.com)',
      source: null,
    },
    {
      citation: 'R.C. 2133.02',
      requirement:
        'When the principal does not want life prolonged: a living will declaration, signed at its end and dated, before two adult witnesses or a notary public. The section’s own text was not read: no stored page opens with it (stored statute pages were found for R.C. 2133.03, 2133.06 and 2133.07, not 2133.02); the witness-or-notary rule is from a summary (freeforms.com)',
      source: null,
    },
  ],
  opening: notice,
  closing: livingWill,
};
