import { FLORIDA_FINANCIAL_POA } from './florida-poa';
import { FLORIDA_HEALTH_CARE } from './florida-health-care';
import { FLORIDA_WILL } from './florida-will';
import { FEDERAL_HIPAA_ELEMENTS } from './federal-hipaa-elements';
import type { TStateForms } from './state-form-types';

/** FL: the statutory elements its documents carry beyond the general document. */
export const FLORIDA_FORMS: TStateForms = {
  will: FLORIDA_WILL,
  financial_poa: FLORIDA_FINANCIAL_POA,
  healthcare_directive: FLORIDA_HEALTH_CARE,
  hipaa: { elements: FEDERAL_HIPAA_ELEMENTS },
};
