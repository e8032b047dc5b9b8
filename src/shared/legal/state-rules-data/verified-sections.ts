import type { TStateRules } from '../state-rule-types';

/** The sections of one state read from its statutes; the rest of its row stays general. */
export type TVerifiedSections = Partial<Pick<TStateRules, 'will' | 'poa' | 'directive'>>;

/** The day the verified rows were checked against the statute texts they cite. */
export const CHECKED_ON = '2026-11-26';

/**
 * Printed with a section checked against summaries that quote or cite the statute, where the
 * statute's own text could not be read, so nobody mistakes it for a reading of the statute.
 */
export const SECONDARY_SOURCES_NOTE =
  'Checked against summaries that cite the statute; the statute’s own text was not read here.';
