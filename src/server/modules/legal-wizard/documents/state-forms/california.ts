import type { THipaaAnswers, TWillAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from '../legal-document-content';
import { BLANK, day, orBlank } from '../legal-wording';
import { CALIFORNIA_HEALTH_CARE } from './california-health-care';
import { CALIFORNIA_POA } from './california-poa';
import { CA_SOURCES } from './california-sources';
import { FEDERAL_HIPAA_ELEMENTS } from './federal-hipaa-elements';
import type { TStateForms } from './state-form-types';

/**
 * The witnesses' attestation of Cal. Prob. Code § 6110(c)(1) (both present at the same time,
 * understanding the instrument is the will), declared under penalty of perjury so the will can
 * be proved by it: § 8220(b) lets evidence of execution be received "by an affidavit in the original
 * will that includes or incorporates the attestation clause" (its text was read, see the element).
 * The statute gives no wording for the clause, so the paragraph is Nido's; the declaration under
 * penalty of perjury standing in for the affidavit rests on Code Civ. Proc. § 2015.5, whose text
 * was not read here.
 */
function attestation(answers: TWillAnswers, rules: TStateRules): LegalBlock[] {
  const citation = rules.will.selfProvingAffidavit.citation ?? 'Cal. Prob. Code § 8220(b)';
  const name = orBlank(answers.testator.fullName);
  return [
    {
      kind: 'paragraph',
      text:
        `On the date written above, ${name} declared to us, the undersigned, that this ` +
        'instrument is the testator’s will. Being present at the same time, we witnessed the ' +
        'testator sign it (or acknowledge the signature on it, or the will, to us), and we ' +
        'understand that the instrument we sign is the testator’s will. At the testator’s ' +
        'request, in the testator’s presence and in the presence of each other, we sign our ' +
        'names below as witnesses, during the testator’s lifetime. To the best of our knowledge ' +
        'the testator is of sound mind and under no duress, menace, fraud or undue influence.',
    },
    {
      kind: 'paragraph',
      text: `We declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct (${citation}).`,
    },
  ];
}

/** What Cal. Civ. Code § 56.11 adds to an authorization to release medical information. */
function hipaaClosing(answers: THipaaAnswers): LegalBlock[] {
  return [
    { kind: 'heading', text: 'California (Cal. Civ. Code § 56.11)' },
    {
      kind: 'paragraph',
      text:
        'For a California provider of health care, health care service plan, pharmaceutical ' +
        'company or contractor, this authorization also states:',
    },
    {
      kind: 'list',
      items: [
        `The providers, plans or contractors that may disclose my medical information (name each): ${BLANK}`,
        'The people authorized to receive it are those named in part 2; they may use it only for the purpose in part 4, and may not use it for anything else.',
        answers.expiresOn
          ? `The date after which they may no longer disclose it: ${day(answers.expiresOn)}.`
          : `The date after which they may no longer disclose it (California asks for a specific date): ${BLANK}`,
        'I have the right to receive a copy of this authorization.',
      ],
    },
  ];
}

/** CA: the statutory elements its documents carry beyond the general document. */
export const CALIFORNIA_FORMS: TStateForms = {
  will: {
    elements: [
      {
        citation: 'Cal. Prob. Code § 6110(c)(1)',
        requirement:
          'Signed by at least two witnesses during the testator’s lifetime, each present at the same time, who witnessed the signing or the acknowledgment of the signature or will and understand that it is the testator’s will',
        source: CA_SOURCES.probate6110,
      },
      {
        citation: 'Cal. Prob. Code § 8220(b)',
        requirement:
          'Unless the will is contested, “Evidence of execution of a will may be received by an affidavit of a subscribing witness to which there is attached a photographic copy of the will, or by an affidavit in the original will that includes or incorporates the attestation clause.” The section gives no wording for the attestation clause, so its paragraph is in Nido’s words. Read in a 2019 copy of the code whose history note shows no amendment since 1990; not checked against leginfo for a later amendment',
        source: CA_SOURCES.probate8220,
      },
      {
        citation: 'Cal. Code Civ. Proc. § 2015.5',
        requirement:
          'The witnesses’ declaration “under penalty of perjury under the laws of the State of California that the foregoing is true and correct”, standing in for the affidavit § 8220(b) names, in Nido’s words: § 2015.5’s text was not read here (only a court’s summary of it)',
        source: null,
      },
    ],
    parts: { attestation },
  },
  financial_poa: CALIFORNIA_POA,
  healthcare_directive: CALIFORNIA_HEALTH_CARE,
  hipaa: {
    elements: [
      ...FEDERAL_HIPAA_ELEMENTS,
      {
        citation: 'Cal. Civ. Code § 56.11(b)(1)',
        requirement: 'Handwritten, or in a typeface no smaller than 14-point type',
        source: CA_SOURCES.civil5611,
      },
      {
        citation: 'Cal. Civ. Code § 56.11, contents',
        requirement:
          'Names the providers that may disclose, the persons authorized to receive and the limits on their use, a specific date after which disclosure is no longer authorized, and the right to a copy, in Nido’s words. Read here: subdivision (a) and (b)(1) to (b)(3)(C) in the CloudFront copy of the code (current through 2024); the paragraphs of (b) after (3)(C) were not reached, and the list above follows a summary (HealthInfoLaw.org, current as of June 2015), not the statute',
        source: null,
      },
    ],
    minimumTextSize: { points: 14, citation: 'Cal. Civ. Code § 56.11(b)(1)' },
    closing: (answers) => hipaaClosing(answers),
  },
};
