import type { TRuleSection } from '../state-rule-types';
import { CHECKED_ON } from './verified-sections';

/**
 * A HIPAA authorization follows the federal Privacy Rule in every state, so its signing rules
 * are one section for all rows rather than a column of the state table.
 */
export const HIPAA_AUTHORIZATION_RULES: TRuleSection = {
  citation: '45 C.F.R. § 164.508(c)',
  sources: [
    {
      title:
        '45 C.F.R. § 164.508(c), core elements and required statements (text quoted by HIPAA Templates)',
      url: 'https://old.hipaatemplates.com/faq-items/uses-and-disclosures-for-which-an-authorization-is-required-documentation-and-content',
    },
    {
      title: 'HIPAA authorization requirements, 45 C.F.R. § 164.508 (Accountable)',
      url: 'https://www.accountablehq.com/post/hipaa-authorization-requirements-core-elements-required-statements-and-45-cfr-164-508-compliance',
    },
  ],
  verifiedOn: CHECKED_ON,
  notes: [
    'The federal rule asks for your signature and the date (45 C.F.R. § 164.508(c)(1)(vi)); none of its required elements is a witness or a notary.',
    'The authorization must give an expiration date or event (§ 164.508(c)(1)(v)), and you may revoke it in writing (§ 164.508(c)(2)).',
  ],
};
