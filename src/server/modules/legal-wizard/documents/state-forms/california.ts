import type { TStateForms } from './state-form-types';

/** CA: the statutory elements its documents carry beyond the general document. */
export const CALIFORNIA_FORMS: TStateForms = {};
