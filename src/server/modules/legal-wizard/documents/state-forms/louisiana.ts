import type { TStateForms } from './state-form-types';

/** LA: the statutory elements its documents carry beyond the general document. */
export const LOUISIANA_FORMS: TStateForms = {};
