import type { TStateForms } from './state-form-types';

/** PA: the statutory elements its documents carry beyond the general document. */
export const PENNSYLVANIA_FORMS: TStateForms = {};
