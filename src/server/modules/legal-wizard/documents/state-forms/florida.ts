import { FLORIDA_FINANCIAL_POA } from './florida-poa';
import { FLORIDA_HEALTH_CARE } from './florida-health-care';
import { FLORIDA_WILL } from './florida-will';
import type { TStateForms, TStatutoryElement } from './state-form-types';

/**
 * Florida adds nothing to a HIPAA authorization here: the federal elements the general document
 * carries are the ones it relies on (no Florida statute requiring more was read).
 */
const HIPAA_RULE = {
  title: '45 CFR § 164.508(c), core elements and required statements (old.hipaatemplates.com)',
  url: 'https://old.hipaatemplates.com/faq-items/uses-and-disclosures-for-which-an-authorization-is-required-documentation-and-content',
};

const FEDERAL_HIPAA_ELEMENTS: readonly TStatutoryElement[] = [
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

/** FL: the statutory elements its documents carry beyond the general document. */
export const FLORIDA_FORMS: TStateForms = {
  will: FLORIDA_WILL,
  financial_poa: FLORIDA_FINANCIAL_POA,
  healthcare_directive: FLORIDA_HEALTH_CARE,
  hipaa: { elements: FEDERAL_HIPAA_ELEMENTS },
};
