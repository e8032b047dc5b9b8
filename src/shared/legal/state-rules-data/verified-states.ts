import type { TVerifiedSections } from './verified-sections';

/** Each state whose sections were read from its statutes, by code. */
export const VERIFIED_STATES: Readonly<Record<string, TVerifiedSections>> = {};
