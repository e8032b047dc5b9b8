import type { TStateForms } from './state-form-types';

/** IL: the statutory elements its documents carry beyond the general document. */
export const ILLINOIS_FORMS: TStateForms = {};
