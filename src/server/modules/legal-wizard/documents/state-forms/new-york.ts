import type { TStateForms } from './state-form-types';

/** NY: the statutory elements its documents carry beyond the general document. */
export const NEW_YORK_FORMS: TStateForms = {};
