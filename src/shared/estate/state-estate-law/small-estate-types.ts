import type { TLawSource } from './law-source';

/** The ways around full probate, cheapest first (settlement-path.ts tries them in this order). */
export const SMALL_ESTATE_KINDS = [
  'small_estate_affidavit',
  'summary_administration',
  'small_estate_petition',
] as const;
export type TSmallEstateKind = (typeof SMALL_ESTATE_KINDS)[number];

/**
 * One dollar limit and the deaths it applies to (ISO dates, both ends included). A limit indexed
 * for inflation carries its period; a fixed one has neither end.
 */
export type TSmallEstateLimit = {
  cents: number;
  deathsFrom: string | null;
  deathsThrough: string | null;
  /** "amount for deaths on or after April 1, 2025" */
  appliesText: string;
  /**
   * Vehicles registered with the state are left out of the value measured against this limit
   * (Cal. Prob. Code § 13050; 755 ILCS 5/25-1(a-5) as amended by P.A. 104-0346).
   */
  excludesRegisteredVehicles?: true;
  sources: readonly TLawSource[];
};

export type TSmallEstateProcedure = {
  id: string;
  state: string;
  kind: TSmallEstateKind;
  /** "Small-estate affidavit": the title the plan shows. */
  name: string;
  /** "Prob. Code § 13100" */
  citation: string;
  /** What the limit is measured against. */
  counts: 'personal_property' | 'whole_estate' | 'primary_residence';
  /** Empty when no page read gives the amount for any year: the limit is unverified. */
  limits: readonly TSmallEstateLimit[];
  /** How the limit moves with inflation, if it does. */
  indexing: string | null;
  /** Days after the death before it can be used; null when no source read states one. */
  waitDays: number | null;
  /** Whether a court files or approves it (an affidavit handed to a bank needs none). */
  court: boolean;
  /** Whether real estate in the estate can pass this way. */
  realEstate: 'not_covered' | 'covered' | 'primary_residence_only';
  /** A condition the statute puts on who may use it. */
  onlyWhen: 'no_will' | 'spouse_takes_all' | null;
  /** What else the family should know, in plain words. */
  notes: readonly string[];
  sources: readonly TLawSource[];
};
