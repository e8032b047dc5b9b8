import { HIPAA_AUTHORIZATION_RULES } from '@shared/legal/state-rules';
import {
  GEORGIA_DIRECTIVE_ELEMENTS,
  georgiaDirectiveOpening,
  georgiaDirectiveWitnesses,
} from './georgia-health-care';
import { GEORGIA_POA_ELEMENTS, georgiaPoaOpening } from './georgia-poa';
import { GEORGIA_WILL_ELEMENTS, georgiaSelfProvingAffidavit } from './georgia-will';
import type { TStateForms, TStatutoryElement } from './state-form-types';

/**
 * The federal core elements and statements of a HIPAA authorization (45 C.F.R. § 164.508(c)) the
 * general document carries, read on the page the HIPAA row cites. Whether Georgia's or North
 * Carolina's own law adds requirements to such an authorization has not been looked up; until it
 * is, both states' authorizations rely on these alone (North Carolina's entry imports this list).
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

/** GA: the statutory elements its documents carry beyond the general document. */
export const GEORGIA_FORMS: TStateForms = {
  will: {
    elements: GEORGIA_WILL_ELEMENTS,
    parts: { selfProvingAffidavit: georgiaSelfProvingAffidavit },
  },
  financial_poa: {
    elements: GEORGIA_POA_ELEMENTS,
    opening: georgiaPoaOpening,
  },
  healthcare_directive: {
    elements: GEORGIA_DIRECTIVE_ELEMENTS,
    opening: georgiaDirectiveOpening,
    parts: { witnesses: georgiaDirectiveWitnesses },
  },
  hipaa: { elements: FEDERAL_HIPAA_ELEMENTS },
};
