import type { TVerifiedSections } from './verified-sections';
import { NEXT_TEN_CHECKED_ON } from './next-ten-checked';
import { selfProved } from './self-proved';

export const WASHINGTON: TVerifiedSections = {
  will: {
    citation: 'Wash. Rev. Code §§ 11.12.020, 11.12.160, 11.12.450 and 11.20.020',
    sources: [
      {
        title:
          'Wash. Rev. Code § 11.12.020, requisites of wills (US Legal summary quoting the statute)',
        url: 'https://wills.uslegal.com/last-will-and-testament/washington-last-will-and-testament-law/',
      },
      {
        title: 'Wash. Rev. Code § 11.12.020, requisites of wills (statute text, wa-law.org)',
        url: 'https://wa-law.org/rcw/11_probate_and_trust_law/11.012_wills.html',
      },
      {
        title: 'Wash. Rev. Code § 11.12.160, interested witness (statute text)',
        url: 'https://statutes.laws.com/washington/title-11/11-12/11-12-160/',
      },
      {
        title: 'Wash. Rev. Code § 11.20.020, affidavits of attesting witnesses (Casetext)',
        url: 'https://print.casetext.com/statute/revised-code-of-washington/title-11-probate-and-trust-law/chapter-1120-custody-proof-and-probate-of-wills/section-1120020-application-for-probate-hearing-order-proof-record-of-testimony-affidavits-of-attesting-witnesses',
      },
      {
        title: 'Wash. Rev. Code § 11.12.450, electronic wills: self-proving (Casetext)',
        url: 'https://casetext.com/statute/revised-code-of-washington/title-11-probate-and-trust-law/chapter-1112-wills/section-1112450-electronic-wills-self-proving',
      },
      {
        title:
          'What Washington state law says about wills: no holographic wills (Brothers Henderson)',
        url: 'https://www.brothershenderson.com/blog/2019/10/what-washington-state-law-says-about-wills/',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'Two or more competent witnesses sign the will, or an affidavit, in your presence and at your direction (§ 11.12.020).',
      'Unless two other witnesses receive nothing, a gift to a witness is presumed to have been obtained by duress, menace, fraud or undue influence; if the witness cannot rebut it, they take no more than their share without a will (§ 11.12.160).',
      'The witnesses’ affidavit before an officer authorized to administer oaths is accepted as their testimony (§ 11.20.020(2)).',
      'A handwritten will without witnesses is not valid in Washington.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'presumption_of_undue_influence',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Wash. Rev. Code § 11.20.020(2)'),
    holographic: 'not_recognised',
    electronicWills: { allowed: true, citation: 'Wash. Rev. Code §§ 11.12.400–11.12.450' },
    form: 'standard',
  },
  poa: {
    citation: 'Wash. Rev. Code §§ 11.125.040 and 11.125.050 (Uniform Power of Attorney Act)',
    sources: [
      {
        title: 'RCW 11.125.050, power of attorney requirements (statute text, Instalawyer)',
        url: 'https://instalawyer.io/laws/revised-code-of-washington/11125050-power-of-attorney-requirements',
      },
      {
        title: 'RCW 11.125.050 (statute text, self-law.org)',
        url: 'https://self-law.org/code/wa/title-11/chapter-11-125/11-125-050',
      },
      {
        title: 'Washington power of attorney requirements, RCW 11.125.040 (Ezel survey)',
        url: 'https://ezel.ai/surveys/power-of-attorney-requirements/washington',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'Sign and date it; your signature must be either acknowledged before a notary public or attested by two or more competent witnesses who sign in your presence (§ 11.125.050(1)). This document is made for the notary.',
      'A witness may not be your home care provider or a care provider at an adult family home or long-term care facility where you live, and may not be related to you or your agent by blood, marriage or state registered domestic partnership (§ 11.125.050(1)).',
      'Unlike most states with the uniform act, a Washington power of attorney ends at your incapacity unless it says it is durable (§ 11.125.040, read in a summary, not the statute’s own text); this document says so. The self-law.org copy of § 11.125.050 flags a 2026 change not read here.',
    ],
    notaryRequired: null,
    witnesses: 0,
    statutoryForm: null,
    uniformActAdopted: true,
  },
  directive: {
    citation: 'Wash. Rev. Code § 70.122.030 (Natural Death Act) and § 11.125.050',
    sources: [
      {
        title: 'Washington advance directive signing requirements, RCW 70.122.030 (Contracts.net)',
        url: 'https://contracts.net/documents/advance-directive/washington-wa',
      },
      {
        title: 'RCW 11.125.050, power of attorney requirements (statute text, Instalawyer)',
        url: 'https://instalawyer.io/laws/revised-code-of-washington/11125050-power-of-attorney-requirements',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'Checked against summaries that cite RCW 70.122.030; its own text was not read here (RCW 11.125.050’s was).',
      'The health care directive is signed before two witnesses, or acknowledged before a notary public instead (RCW 70.122.030).',
      'Naming a health care agent is a power of attorney under RCW 11.125, signed before a notary or two qualified witnesses (§ 11.125.050(1)); the witness rules listed here cover both.',
    ],
    witnesses: 2,
    notaryAlternative: true,
    notaryRequired: false,
    witnessDisqualifications: [
      'related to you (or to your agent) by blood, marriage or state registered domestic partnership',
      'anyone entitled to any part of your estate, or with a claim against it',
      'your attending physician or an employee of your attending physician',
      'an employee of a health facility where you are a patient',
      'your home care provider, or a care provider at an adult family home or long-term care facility where you live',
    ],
    statutoryForm: null,
  },
};
