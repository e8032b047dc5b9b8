import type { TLegalDocKind } from '@shared/legal/legal-kinds';
import { CALIFORNIA_FORMS } from './california';
import { FLORIDA_FORMS } from './florida';
import { GEORGIA_FORMS } from './georgia';
import { ILLINOIS_FORMS } from './illinois';
import { LOUISIANA_FORMS } from './louisiana';
import { MICHIGAN_FORMS } from './michigan';
import { NEW_YORK_FORMS } from './new-york';
import { NORTH_CAROLINA_FORMS } from './north-carolina';
import { OHIO_FORMS } from './ohio';
import { PENNSYLVANIA_FORMS } from './pennsylvania';
import { TEXAS_FORMS } from './texas';
import type { TStateForms } from './state-form-types';

/**
 * The statutory elements of each state that has them, by state code. A state missing here, or
 * a document missing from its entry, gets the general document.
 */
const STATE_FORMS: Readonly<Record<string, TStateForms>> = {
  CA: CALIFORNIA_FORMS,
  TX: TEXAS_FORMS,
  FL: FLORIDA_FORMS,
  NY: NEW_YORK_FORMS,
  PA: PENNSYLVANIA_FORMS,
  IL: ILLINOIS_FORMS,
  OH: OHIO_FORMS,
  GA: GEORGIA_FORMS,
  NC: NORTH_CAROLINA_FORMS,
  MI: MICHIGAN_FORMS,
  LA: LOUISIANA_FORMS,
};

export function stateForms(code: string): TStateForms {
  return STATE_FORMS[code] ?? {};
}

export function stateForm<K extends TLegalDocKind>(code: string, kind: K): TStateForms[K] {
  return stateForms(code)[kind];
}
