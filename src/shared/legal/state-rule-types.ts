/**
 * Issue 17: the signing rules of one state, as the Legal Wizard prints them. Every section names
 * the statute it comes from and the source read; a section whose `verifiedOn` is null holds the
 * general rule every state accepts for a typed will (two disinterested adult witnesses and a
 * notarised self-proving affidavit) and is shown as "general rules, confirm with an attorney".
 */
export type TRuleSource = { title: string; url: string };

export type TRuleSection = {
  /** "Cal. Prob. Code § 6110"; for a general row, the model law it follows. */
  citation: string;
  sources: TRuleSource[];
  /** ISO date the row was checked against its sources; null = general rules, not verified. */
  verifiedOn: string | null;
  /** Anything the fields cannot say, in plain words. */
  notes: string[];
};

export type TWillRules = TRuleSection & {
  witnesses: number;
  /** Minimum age of a witness; null where the statute says only "competent". */
  witnessMinAge: number | null;
  interestedWitness:
    | 'no_effect'
    | 'purge_excess_over_intestate_share'
    | 'void_gift_unless_two_other_witnesses'
    | 'presumption_of_undue_influence'
    | 'unverified';
  /** A notarised will without witnesses is valid (UPC §2-502(a)(3)(B) style). */
  notaryAlternative: boolean;
  selfProvingAffidavit: {
    available: boolean;
    /** combined = signed at the same ceremony as the will; attached = later, before a notary. */
    form: 'combined' | 'attached' | 'declaration_in_attestation_clause' | 'none';
    citation: string | null;
  };
  holographic: 'recognised' | 'narrow' | 'not_recognised' | 'unverified';
  electronicWills: { allowed: boolean | null; citation: string | null };
  /** Louisiana's notarial testament: signed on every page, before a notary and two witnesses. */
  form: 'standard' | 'louisiana_notarial';
};

export type TPoaRules = TRuleSection & {
  notaryRequired: boolean | null;
  witnesses: number;
  /** A form the statute makes mandatory or gives as the model (name as the statute gives it). */
  statutoryForm: { name: string; mandatory: boolean } | null;
  uniformActAdopted: boolean | null;
  /**
   * Whether a power of attorney may be written to take effect only on the principal's incapacity
   * ("springing"), with the statute that says so; absent = not recorded for the state.
   */
  springing?: { allowed: boolean; citation: string };
  /**
   * Words the statute requires for a power of attorney to survive the principal's incapacity,
   * printed as given; absent = none recorded (the document's own durability clause is used).
   */
  durableWording?: { text: string; citation: string };
};

export type TDirectiveRules = TRuleSection & {
  witnesses: number;
  notaryAlternative: boolean | null;
  /** A notary is needed in addition to the witnesses (North Carolina); absent = not stated. */
  notaryRequired?: boolean | null;
  /** "the agent", "a relative by blood or marriage", "your health-care provider"… */
  witnessDisqualifications: string[];
  statutoryForm: { name: string; mandatory: boolean } | null;
};

export type TStateRules = {
  code: string;
  name: string;
  will: TWillRules;
  poa: TPoaRules;
  directive: TDirectiveRules;
};
