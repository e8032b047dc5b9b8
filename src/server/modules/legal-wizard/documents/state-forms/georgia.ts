import {
  GEORGIA_DIRECTIVE_ELEMENTS,
  georgiaDirectiveOpening,
  georgiaDirectiveWitnesses,
} from './georgia-health-care';
import { GEORGIA_POA_ELEMENTS, georgiaPoaOpening } from './georgia-poa';
import { GEORGIA_WILL } from './georgia-will';
import { FEDERAL_HIPAA_ELEMENTS } from './federal-hipaa-elements';
import type { TStateForms } from './state-form-types';

/** GA: the statutory elements its documents carry beyond the general document. */
export const GEORGIA_FORMS: TStateForms = {
  will: GEORGIA_WILL,
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
