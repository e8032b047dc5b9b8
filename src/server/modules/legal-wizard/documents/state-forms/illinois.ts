import type { TWillAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from '../legal-document-content';
import { orBlank } from '../legal-wording';
import { ILLINOIS_HEALTH_CARE } from './illinois-health-care';
import { ILLINOIS_FINANCIAL_POA } from './illinois-poa';
import { ILLINOIS_HIPAA } from './illinois-hipaa';
import type { TStateForms } from './state-form-types';

/**
 * IL: the statutory elements its documents carry beyond the general document.
 *
 * Will: 755 ILCS 5/6-4(b)(2) lets the witnesses' statements of 6-4(a) be made in an attestation
 * clause they sign, which then proves the will without their testimony; the clause below states
 * each of the three facts of 6-4(a). Illinois has no separate self-proving affidavit page, and
 * needs no notary for it.
 */

function attestation(answers: TWillAnswers, rules: TStateRules): LegalBlock[] {
  const name = orBlank(answers.testator.fullName);
  return [
    {
      kind: 'paragraph',
      text:
        `We, the undersigned attesting witnesses, each state that (1) we were present and saw ${name}, the testator, sign this will in our presence (or the testator acknowledged it to each of us as the testator’s act); ` +
        `(2) this will was attested by each of us in the presence of the testator; and (3) we believed the testator to be of sound mind and memory at the time of signing or acknowledging this will. ` +
        `We sign this attestation clause as part of the will, so that it may prove the will under ${rules.will.selfProvingAffidavit.citation ?? '755 ILCS 5/6-4(b)'}.`,
    },
  ];
}

export const ILLINOIS_FORMS: TStateForms = {
  will: {
    elements: [
      {
        citation: '755 ILCS 5/6-4(a) and (b)',
        requirement:
          'An attestation clause signed by the witnesses stating that each saw the testator sign (or heard the testator acknowledge the will), attested in the testator’s presence, and believed the testator of sound mind and memory',
        source: {
          title:
            '755 ILCS 5/6-4, admission of will to probate by testimony or affidavit of witnesses (Illinois General Assembly)',
          url: 'https://ilga.gov/legislation/ilcs/documents/075500050K6-4.htm',
        },
      },
    ],
    parts: { attestation },
  },
  financial_poa: ILLINOIS_FINANCIAL_POA,
  healthcare_directive: ILLINOIS_HEALTH_CARE,
  hipaa: ILLINOIS_HIPAA,
};
