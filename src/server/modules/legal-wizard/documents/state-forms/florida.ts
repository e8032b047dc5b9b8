import type { TStateForms } from './state-form-types';

/** FL: the statutory elements its documents carry beyond the general document. */
export const FLORIDA_FORMS: TStateForms = {};
