import type { TStateForms } from './state-form-types';

/** MI: the statutory elements its documents carry beyond the general document. */
export const MICHIGAN_FORMS: TStateForms = {};
