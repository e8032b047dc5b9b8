import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const NORTH_CAROLINA: TVerifiedSections = {
  will: {
    citation: 'N.C. Gen. Stat. §§ 31-3.3, 31-3.4, 31-10 and 31-11.6; § 28A-2A-8',
    sources: [
      {
        title: 'N.C. Gen. Stat. chapter 31, article 1, execution of will (NC General Assembly)',
        url: 'https://ncleg.gov/EnactedLegislation/Statutes/HTML/ByArticle/Chapter_31/Article_1.html',
      },
      {
        title: 'N.C. Gen. Stat. § 31-10 quoted (Kirk Sanders Law)',
        url: 'https://www.kirksanderslaw.com/blog/competent-witness-will-nc',
      },
      {
        title: 'N.C. Gen. Stat. § 28A-2A-8, probate of attested written will (NC General Assembly)',
        url: 'http://ftp.ncleg.net/EnactedLegislation/Statutes/HTML/BySection/Chapter_28A/GS_28A-2A-8.html',
      },
      {
        title: 'North Carolina will law summary, § 31-11.6 self-proved wills (US Legal)',
        url: 'https://wills.uslegal.com/last-will-and-testament/north-carolina-last-will-and-testament-law/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign in the presence of at least two competent witnesses (or acknowledge your signature to them, even separately); they sign in your presence but need not sign in each other’s (§ 31-3.3).',
      'Unless two other witnesses receive nothing, a witness and the witness’s spouse take nothing under the will (§ 31-10(a)).',
      'A will made self-proved under § 31-11.6 is probated without the witnesses’ testimony (§ 28A-2A-8(a)(4)).',
      'A holographic will written entirely in your handwriting is valid without witnesses if it meets § 31-3.4.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: {
      available: true,
      form: 'combined',
      citation: 'N.C. Gen. Stat. § 31-11.6',
    },
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
