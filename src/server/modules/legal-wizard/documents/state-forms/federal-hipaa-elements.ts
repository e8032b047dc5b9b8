import { HIPAA_AUTHORIZATION_RULES } from '@shared/legal/state-rules';
import type { TStatutoryElement } from './state-form-types';

/**
 * The federal core elements and statements of a HIPAA authorization (45 C.F.R. § 164.508(c)) the
 * general document carries in every state, read on the page the HIPAA row cites. A state whose
 * own law was not found to add requirements relies on these alone; one that adds some (California's
 * Civ. Code § 56.11) lists its own after them.
 */
const HIPAA_RULE = HIPAA_AUTHORIZATION_RULES.sources[0] ?? null;

export const FEDERAL_HIPAA_ELEMENTS: readonly TStatutoryElement[] = [
  {
    citation: '45 C.F.R. § 164.508(c)(1)(i)',
    requirement: 'A specific and meaningful description of the information to be disclosed',
    source: HIPAA_RULE,
  },
  {
    citation: '45 C.F.R. § 164.508(c)(1)(ii) and (iii)',
    requirement: 'Who may disclose the information and to whom it may be disclosed',
    source: HIPAA_RULE,
  },
  {
    citation: '45 C.F.R. § 164.508(c)(1)(iv)',
    requirement: 'Each purpose of the disclosure ("at the request of the individual" suffices)',
    source: HIPAA_RULE,
  },
  {
    citation: '45 C.F.R. § 164.508(c)(1)(v)',
    requirement: 'An expiration date or an expiration event',
    source: HIPAA_RULE,
  },
  {
    citation: '45 C.F.R. § 164.508(c)(1)(vi)',
    requirement: 'The signature of the individual and the date',
    source: HIPAA_RULE,
  },
  {
    citation: '45 C.F.R. § 164.508(c)(2)',
    requirement:
      'Statements of the right to revoke in writing, that treatment or payment is not conditioned on signing, and that disclosed information may be redisclosed',
    source: HIPAA_RULE,
  },
];
