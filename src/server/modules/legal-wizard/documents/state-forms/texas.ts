import { HIPAA_AUTHORIZATION_RULES } from '@shared/legal/state-rules';
import type { TStateForms } from './state-form-types';
import { TEXAS_HEALTH_CARE } from './texas-health-care';
import { TEXAS_POA } from './texas-poa';
import { TEXAS_WILL } from './texas-will';

const HIPAA_SOURCE = HIPAA_AUTHORIZATION_RULES.sources[0] ?? null;

/** TX: the statutory elements its documents carry beyond the general document. */
export const TEXAS_FORMS: TStateForms = {
  will: TEXAS_WILL,
  financial_poa: TEXAS_POA,
  healthcare_directive: TEXAS_HEALTH_CARE,
  hipaa: {
    // No Texas statute adding to an authorization's content was read here; the federal core
    // elements the general document carries are what it relies on.
    elements: [
      {
        citation: '45 C.F.R. § 164.508(c)(1)',
        requirement:
          'The core elements: what information, who may disclose it, to whom, for what purpose, an expiration date or event, signature and date',
        source: HIPAA_SOURCE,
      },
      {
        citation: '45 C.F.R. § 164.508(c)(2)',
        requirement:
          'The required statements: the right to revoke in writing, that treatment does not depend on signing, and that what is disclosed may be disclosed again',
        source: HIPAA_SOURCE,
      },
    ],
  },
};
