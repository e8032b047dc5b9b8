import type { TStateRules } from '../state-rule-types';

/** The sections of one state read from its statutes; the rest of its row stays general. */
export type TVerifiedSections = Partial<Pick<TStateRules, 'will' | 'poa' | 'directive'>>;

/** The day the verified rows were checked against the statute texts they cite. */
export const CHECKED_ON = '2026-11-26';
