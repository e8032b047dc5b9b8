import { MICHIGAN_PATIENT_ADVOCATE } from './michigan-patient-advocate';
import { MICHIGAN_FINANCIAL_POA } from './michigan-poa';
import { MICHIGAN_WILL } from './michigan-will';
import type { TStateForms, TStatutoryElement } from './state-form-types';

/**
 * Michigan adds nothing to a HIPAA authorization here: no Michigan statute requiring more of an
 * authorization was read, so the federal elements the general document carries are the ones it
 * relies on.
 */
const HIPAA_RULE = {
  title: '45 CFR § 164.508(c), core elements and required statements (old.hipaatemplates.com)',
  url: 'https://old.hipaatemplates.com/faq-items/uses-and-disclosures-for-which-an-authorization-is-required-documentation-and-content',
};

const HIPAA_ELEMENTS: readonly TStatutoryElement[] = [
  {
    citation: '45 CFR § 164.508(c)(1)',
    requirement:
      'What is disclosed, by whom, to whom, for what purpose (“at the request of the individual”), an expiration date or event, the signature and date.',
    source: HIPAA_RULE,
  },
  {
    citation: '45 CFR § 164.508(c)(2)',
    requirement:
      'Statements of the right to revoke in writing, that treatment and payment do not depend on signing, and that disclosed information may be disclosed again.',
    source: HIPAA_RULE,
  },
];

/** MI: the statutory elements its documents carry beyond the general document. */
export const MICHIGAN_FORMS: TStateForms = {
  will: MICHIGAN_WILL,
  financial_poa: MICHIGAN_FINANCIAL_POA,
  healthcare_directive: MICHIGAN_PATIENT_ADVOCATE,
  hipaa: { elements: HIPAA_ELEMENTS },
};
