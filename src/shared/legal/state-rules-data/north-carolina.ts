import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON, SECONDARY_SOURCES_NOTE } from './verified-sections';
import { selfProved } from './self-proved';

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
        title: 'N.C. Gen. Stat. § 31-11.6, how attested wills may be made self-proved (laws9)',
        url: 'http://laws9.com/statutes/north-carolina/Chapter_31/GS_31-11_6',
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
    selfProvingAffidavit: selfProved('combined', 'N.C. Gen. Stat. § 31-11.6'),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation: 'N.C. Gen. Stat. §§ 32C-1-104, 32C-1-105 and 32C-3-301',
    sources: [
      {
        title: 'N.C. Gen. Stat. § 32C-3-301, the statutory short form’s opening (LawServer)',
        url: 'https://lawserver.com/law/state/north-carolina/nc-laws/north_carolina_laws_32c-3-301',
      },
      {
        title:
          'North Carolina power of attorney requirements (Ezel survey, checked against the statute)',
        url: 'https://ezel.ai/surveys/power-of-attorney-requirements/north-carolina',
      },
      {
        title: 'North Carolina Uniform Power of Attorney Act, G.S. 32C-1-105 (Strauss Law)',
        url: 'https://strausslaw.com/estate-planning-lawyers/power-of-attorney',
      },
      {
        title: 'North Carolina statutory durable power of attorney, § 32C-3-301 (eSign)',
        url: 'https://esign.com/power-of-attorney/nc/durable/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'Sign it and acknowledge your signature before a notary public; no witnesses are required (G.S. 32C-1-105).',
      'It is durable unless it says it ends on your incapacity (G.S. 32C-1-104).',
      'If your agent will sign a deed or other real-property transfer for you, the power of attorney must first be recorded with the county register of deeds.',
    ],
    notaryRequired: true,
    witnesses: 0,
    statutoryForm: {
      name: 'Statutory Short Form Power of Attorney (N.C. Gen. Stat. § 32C-3-301)',
      mandatory: false,
    },
    uniformActAdopted: true,
  },
  directive: {
    citation: 'N.C. Gen. Stat. §§ 32A-16 and 32A-25.1',
    sources: [
      {
        title:
          'N.C. Gen. Stat. § 32A-16(3) quoted (eSign, North Carolina medical power of attorney)',
        url: 'https://esign.com/power-of-attorney/nc/medical/',
      },
      {
        title:
          'G.S. 32A-25.1, the statutory health care power of attorney’s notice, as reproduced (FormsBank)',
        url: 'https://formsbank.com/template/90214/north-carolina-statutory-form-health-care-power-of-attorney.html',
      },
      {
        title:
          'N.C. Gen. Stat. § 32A-16.1, the 2020 emergency waiver of the two witnesses (LawServer)',
        url: 'https://www.lawserver.com/law/state/north-carolina/nc-laws/north_carolina_laws_32a-16-1',
      },
      {
        title:
          'Requirements for a valid North Carolina health care power of attorney, G.S. 32A-16 (Browning & Long)',
        url: 'https://www.browninglonglaw.com/library/north-carolina-healthcare-power-of-attorney.cfm',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'Sign in the presence of two qualified witnesses and acknowledge it before a notary public: both are required (G.S. 32A-16(3)).',
      'Each witness must believe you are of sound mind and state that they are none of the people listed.',
    ],
    witnesses: 2,
    notaryAlternative: false,
    notaryRequired: true,
    witnessDisqualifications: [
      'related within the third degree to you or your spouse',
      'someone who expects to inherit part of your estate under a will or by intestacy',
      'your attending physician, or a licensed health-care provider who is a paid employee of your attending physician or of a facility where you are a patient',
    ],
    statutoryForm: {
      name: 'Health Care Power of Attorney (N.C. Gen. Stat. § 32A-25.1)',
      mandatory: false,
    },
  },
};
