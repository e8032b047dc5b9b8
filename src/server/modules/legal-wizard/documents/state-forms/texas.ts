import { FEDERAL_HIPAA_ELEMENTS } from './federal-hipaa-elements';
import type { TStateForms } from './state-form-types';
import { TEXAS_HEALTH_CARE } from './texas-health-care';
import { TEXAS_POA } from './texas-poa';
import { TEXAS_WILL } from './texas-will';

/** TX: the statutory elements its documents carry beyond the general document. */
export const TEXAS_FORMS: TStateForms = {
  will: TEXAS_WILL,
  financial_poa: TEXAS_POA,
  healthcare_directive: TEXAS_HEALTH_CARE,
  // No Texas statute adding to an authorization's content was read here: the federal core
  // elements the general document carries are what it relies on.
  hipaa: { elements: FEDERAL_HIPAA_ELEMENTS },
};
