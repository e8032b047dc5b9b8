import type { TStateForms } from './state-form-types';

/** TX: the statutory elements its documents carry beyond the general document. */
export const TEXAS_FORMS: TStateForms = {};
