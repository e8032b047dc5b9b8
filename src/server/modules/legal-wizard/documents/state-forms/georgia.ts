import type { TStateForms } from './state-form-types';

/** GA: the statutory elements its documents carry beyond the general document. */
export const GEORGIA_FORMS: TStateForms = {};
