import type { TStateForms } from './state-form-types';

/** NC: the statutory elements its documents carry beyond the general document. */
export const NORTH_CAROLINA_FORMS: TStateForms = {};
