import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

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
    verifiedOn: CHECKED_ON,
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
    selfProvingAffidavit: {
      available: true,
      form: 'combined',
      citation: 'Wash. Rev. Code § 11.20.020(2)',
    },
    holographic: 'not_recognised',
    electronicWills: { allowed: true, citation: 'Wash. Rev. Code §§ 11.12.400–11.12.450' },
    form: 'standard',
  },
};
