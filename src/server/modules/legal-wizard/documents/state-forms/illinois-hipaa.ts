import type { TRuleSource } from '@shared/legal/state-rule-types';
import type { TStatutoryElement } from './state-form-types';

/**
 * The federal elements of a HIPAA authorization (45 C.F.R. § 164.508(c)) the general document
 * carries in every state. No Illinois statute adding requirements to a general authorization to
 * disclose health information was read here (the Mental Health and Developmental Disabilities
 * Confidentiality Act, 740 ILCS 110, governs mental health records and was not checked).
 */
export const HIPAA_164_508_C: TRuleSource = {
  title:
    '45 C.F.R. § 164.508(c), core elements and required statements of an authorization (quoted by HIPAA Templates)',
  url: 'https://old.hipaatemplates.com/faq-items/uses-and-disclosures-for-which-an-authorization-is-required-documentation-and-content',
};

export function hipaaFederalElements(): TStatutoryElement[] {
  const element = (citation: string, requirement: string): TStatutoryElement => ({
    citation,
    requirement,
    source: HIPAA_164_508_C,
  });
  return [
    element(
      '45 C.F.R. § 164.508(c)(1)(i)',
      'A description of the information to be used or disclosed, in a specific and meaningful fashion',
    ),
    element(
      '45 C.F.R. § 164.508(c)(1)(ii)-(iii)',
      'Who may make the disclosure and to whom it may be made, by name or other specific identification',
    ),
    element('45 C.F.R. § 164.508(c)(1)(iv)', 'A description of each purpose of the disclosure'),
    element('45 C.F.R. § 164.508(c)(1)(v)', 'An expiration date or expiration event'),
    element('45 C.F.R. § 164.508(c)(1)(vi)', 'The signature of the individual and the date'),
    element(
      '45 C.F.R. § 164.508(c)(2)',
      'Statements of the right to revoke in writing, of whether treatment may be conditioned on signing, and that disclosed information may be redisclosed',
    ),
  ];
}

export const ILLINOIS_HIPAA = { elements: hipaaFederalElements() };
