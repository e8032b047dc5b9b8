import { MICHIGAN_PATIENT_ADVOCATE } from './michigan-patient-advocate';
import { MICHIGAN_FINANCIAL_POA } from './michigan-poa';
import { MICHIGAN_WILL } from './michigan-will';
import { FEDERAL_HIPAA_ELEMENTS } from './federal-hipaa-elements';
import type { TStateForms } from './state-form-types';

/** MI: the statutory elements its documents carry beyond the general document. */
export const MICHIGAN_FORMS: TStateForms = {
  will: MICHIGAN_WILL,
  financial_poa: MICHIGAN_FINANCIAL_POA,
  healthcare_directive: MICHIGAN_PATIENT_ADVOCATE,
  hipaa: { elements: FEDERAL_HIPAA_ELEMENTS },
};
