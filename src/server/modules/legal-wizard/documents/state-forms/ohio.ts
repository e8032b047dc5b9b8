import type { TFinancialPoaAnswers, TWillAnswers } from '@shared/legal/legal-answers';
import type { LegalBlock } from '../legal-document-content';
import { orBlank } from '../legal-wording';
import { FEDERAL_HIPAA_ELEMENTS } from './federal-hipaa-elements';
import { OHIO_HEALTH_CARE } from './ohio-health-care';
import type { TStateForms } from './state-form-types';

/**
 * OH: the statutory elements its documents carry beyond the general document.
 *
 * Will: R.C. 2107.03 (read) asks for the will to be signed at the end and attested and subscribed
 * in the testator's conscious presence by two or more competent witnesses who saw the testator
 * subscribe or heard the testator acknowledge the signature; the attestation clause below says
 * exactly that. Ohio's row has no self-proving affidavit, so no affidavit page follows.
 *
 * Financial POA: the statutory form of R.C. 1337.60 and the acknowledgment rule of R.C. 1337.25
 * could not be read here (only summaries), so the form is not reproduced: the general document
 * (shaped like the Uniform Power of Attorney Act's form, which Ohio enacted) carries a notice in
 * Nido's words before it, and is acknowledged before a notary.
 */

function attestation(answers: TWillAnswers): LegalBlock[] {
  const name = orBlank(answers.testator.fullName);
  return [
    {
      kind: 'paragraph',
      text:
        `${name}, the testator, signed this will at its end in our conscious presence (or acknowledged the signature on it to us), and declared it to be the testator’s will. ` +
        'Each of us saw the testator subscribe it, or heard the testator acknowledge the signature, and each of us now attests and subscribes it as a witness in the testator’s conscious presence (R.C. 2107.03). ' +
        'To the best of our knowledge the testator is of full age, of sound mind and memory, and not under restraint.',
    },
  ];
}

function importantInformation(answers: TFinancialPoaAnswers): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  return [
    {
      kind: 'notice',
      title: 'Important information (R.C. 1337.60, in Nido’s words: unverified)',
      text:
        `Ohio’s statutory form power of attorney begins with important information for the principal; its exact wording could not be checked here. In plain words, for ${name}: this document lets your agent make decisions about your money and property without asking you first. ` +
        'It does not let your agent make health care decisions. Choose someone you trust. Your agent must act in good faith, within the authority you give, and in your best interest, and must keep records. ' +
        'Some powers, such as making gifts or creating or changing a trust, need to be granted expressly. This power of attorney is durable: it continues if you become incapacitated, and ends at your death or when you revoke it. ' +
        'Sign it before a notary public: a signature acknowledged before a notary is presumed genuine (R.C. 1337.25), and banks and title companies expect it; to deal with real estate it is executed and acknowledged like a deed. If you have questions, get legal advice before you sign.',
    },
  ];
}

export const OHIO_FORMS: TStateForms = {
  will: {
    elements: [
      {
        citation: 'R.C. 2107.03',
        requirement:
          'Signed at the end by the testator; attested and subscribed in the testator’s conscious presence by two or more competent witnesses who saw the testator subscribe or heard the testator acknowledge the signature',
        source: {
          title: 'Ohio Rev. Code § 2107.03, method of making will',
          url: 'http://codes.ohio.gov/orc/2107.03',
        },
      },
    ],
    parts: { attestation },
  },
  financial_poa: {
    elements: [
      {
        citation: 'R.C. 1337.60',
        requirement:
          'The statutory form’s important information for the principal, and the agent’s duties: not reproduced, said in plain words before the document and in the agent’s acknowledgment. None of the section’s own text was read: the stored pages give only a page’s opening, and no page found opens with R.C. 1337.60 (codes.ohio.gov’s section page is not stored); esign.com, legaltemplates.net and ezel.ai only name § 1337.60 as the optional statutory form',
        source: null,
      },
      {
        citation: 'R.C. 1337.25',
        requirement:
          'Signed by the principal and acknowledged before a notary public, which makes the signature presumed genuine. The section’s own text was not read (no stored page opens with it); only the National Notary Association’s summary of S.B. 117 (nationalnotary.org, “OH Senate Bill 117”, eff. March 22, 2012) says a power of attorney is signed by the principal or in the principal’s conscious presence and is presumed genuine if acknowledged before a notary',
        source: null,
      },
    ],
    opening: importantInformation,
  },
  healthcare_directive: OHIO_HEALTH_CARE,
  hipaa: { elements: FEDERAL_HIPAA_ELEMENTS },
};
