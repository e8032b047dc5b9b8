import type { TStateForms } from './state-form-types';

/** OH: the statutory elements its documents carry beyond the general document. */
export const OHIO_FORMS: TStateForms = {};
