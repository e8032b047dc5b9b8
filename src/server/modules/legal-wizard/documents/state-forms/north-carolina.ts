import { FEDERAL_HIPAA_ELEMENTS } from './federal-hipaa-elements';
import {
  NORTH_CAROLINA_DIRECTIVE_ELEMENTS,
  northCarolinaDirectiveOpening,
} from './north-carolina-health-care';
import { NORTH_CAROLINA_POA_ELEMENTS, northCarolinaPoaOpening } from './north-carolina-poa';
import { NORTH_CAROLINA_WILL } from './north-carolina-will';
import type { TStateForms } from './state-form-types';

/** NC: the statutory elements its documents carry beyond the general document. */
export const NORTH_CAROLINA_FORMS: TStateForms = {
  will: NORTH_CAROLINA_WILL,
  financial_poa: {
    elements: NORTH_CAROLINA_POA_ELEMENTS,
    opening: northCarolinaPoaOpening,
  },
  healthcare_directive: {
    elements: NORTH_CAROLINA_DIRECTIVE_ELEMENTS,
    opening: northCarolinaDirectiveOpening,
  },
  // The federal elements (45 C.F.R. § 164.508(c)), shared with Georgia's entry.
  hipaa: { elements: FEDERAL_HIPAA_ELEMENTS },
};
