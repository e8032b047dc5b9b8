import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

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
    selfProvingAffidavit: selfProved(
      'declaration_in_attestation_clause',
      'Cal. Prob. Code § 8220(b)',
    ),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation: 'Cal. Prob. Code §§ 4121, 4122, 4401 and 4402',
    sources: [
      {
        title: 'Cal. Prob. Code § 4121 (Casetext)',
        url: 'https://casetext.com/statute/california-codes/california-probate-code/division-45-powers-of-attorney/part-2-powers-of-attorney-generally/chapter-2-creation-and-effect-of-powers-of-attorney/section-4121-requirements',
      },
      {
        title: 'Cal. Prob. Code §§ 4121–4122 (US Legal, California power of attorney law)',
        url: 'https://powerofattorney.uslegal.com/state-laws/california-general-power-of-attorney-law/',
      },
      {
        title: 'Cal. Prob. Code § 4402, statutory form power of attorney (self-law.org)',
        url: 'https://self-law.org/code/ca/probate-code/4402',
      },
      {
        title:
          'California power of attorney requirements (Ezel survey, checked against the statute)',
        url: 'https://ezel.ai/surveys/power-of-attorney-requirements/california',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'A power of attorney is dated and signed, then either acknowledged before a notary public or signed before two adult witnesses who are not the agent (§§ 4121, 4122); the statutory form this document uses must be acknowledged before a notary (§ 4402(c)), which also lets it be recorded for real estate.',
      'It keeps working if you lose capacity only because it says so in words the statute accepts (§ 4124); this document says so.',
    ],
    notaryRequired: false,
    witnesses: 0,
    statutoryForm: {
      name: 'Uniform Statutory Form Power of Attorney (Cal. Prob. Code § 4401)',
      mandatory: false,
    },
    uniformActAdopted: false,
  },
  directive: {
    citation: 'Cal. Prob. Code §§ 4673, 4674, 4675 and 4701',
    sources: [
      {
        title: 'Cal. Prob. Code § 4673 (self-law.org)',
        url: 'https://self-law.org/code/ca/probate-code/4673',
      },
      {
        title: 'Cal. Prob. Code § 4674 (self-law.org)',
        url: 'https://self-law.org/code/ca/probate-code/4674',
      },
      {
        title: 'Cal. Prob. Code § 4675 (self-law.org)',
        url: 'https://self-law.org/code/ca/probate-code/4675',
      },
      {
        title: 'California advance directive form, Prob. Code §§ 4700–4701 (FreeDownloads)',
        url: 'https://freedownloads.net/poa/ca/advance-directive',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Date and sign it, then either acknowledge it before a notary public or sign before two adult witnesses (§ 4673(a)); each witness signs the declaration under penalty of perjury printed under the witness lines (§ 4674(d)).',
      'If you live in a skilled nursing facility, a patient advocate or ombudsman must also sign as a witness (§ 4675).',
      'An electronic directive must be notarised (§ 4673(b)).',
    ],
    witnesses: 2,
    notaryAlternative: true,
    witnessDisqualifications: [
      'your agent',
      'your health-care provider or an employee of your health-care provider',
      'the operator or an employee of a community care facility or a residential care facility for the elderly',
    ],
    statutoryForm: {
      name: 'Advance Health Care Directive (Cal. Prob. Code § 4701)',
      mandatory: false,
    },
  },
};
