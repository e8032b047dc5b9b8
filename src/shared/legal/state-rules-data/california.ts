import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const CALIFORNIA: TVerifiedSections = {
  will: {
    citation: 'Cal. Prob. Code §§ 6110, 6111, 6112 and 8220(b)',
    sources: [
      {
        title: 'Cal. Prob. Code § 6110 (California Legislative Information)',
        url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PROB&sectionNum=6110.',
      },
      {
        title: 'Cal. Prob. Code §§ 6110–6113, execution of wills (Legalfina)',
        url: 'https://www.legalfina.com/en/laws/ca/probate/wills_and_intestate_succession/wills/execution_of_wills',
      },
      {
        title: 'Cal. Prob. Code § 6112 quoted (The Legacy Lawyers)',
        url: 'https://www.thelegacylawyers.com/2016/11/04/will-contest-contesting-an-improperly-witnessed-will/',
      },
      {
        title: 'Cal. Prob. Code § 6111 text (US Legal answers)',
        url: 'https://answers.uslegal.com/wills-and-estates/5096/',
      },
      {
        title: 'Cal. Prob. Code §§ 8220–8226, proof of wills',
        url: 'http://statutes.laws-info.com/california/prob/8220-8226',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Both witnesses must be present at the same time when you sign or acknowledge the will, and understand that it is your will (§ 6110(c)(1)).',
      'Unless two other witnesses receive nothing, a gift to a witness is presumed to have been obtained by duress, menace, fraud or undue influence; if the witness cannot rebut it, they receive no more than their share without a will (§ 6112).',
      'California has no notarised self-proving affidavit; the court may accept an affidavit in the will that includes the attestation clause (§ 8220(b)), which this document prints under the witness lines.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'presumption_of_undue_influence',
    notaryAlternative: false,
    selfProvingAffidavit: {
      available: true,
      form: 'declaration_in_attestation_clause',
      citation: 'Cal. Prob. Code § 8220(b)',
    },
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
