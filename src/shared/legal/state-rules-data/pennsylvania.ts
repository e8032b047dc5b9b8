import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON, SECONDARY_SOURCES_NOTE } from './verified-sections';
import { selfProved } from './self-proved';

export const PENNSYLVANIA: TVerifiedSections = {
  will: {
    citation: '20 Pa.C.S. §§ 2502 and 3132.1',
    sources: [
      {
        title:
          '20 Pa.C.S. § 2502, form and execution of a will (Westlaw, Pennsylvania government site)',
        url: 'https://govt.westlaw.com/pac/Document/NA42C7D50342E11DA8A989F4EECDB8638?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
      },
      {
        title: '20 Pa.C.S. § 3132.1, self-proved wills (Lexis practical guidance summary)',
        url: 'https://advance.lexis.com/open/document/openwebdocview/Self-Proving-Affidavit-Will-PA-/?pdcomponentid=500752&pddocfullpath=%2Fshared%2Fdocument%2Fforms%2Furn%3AcontentItem%3A5PFS-0281-F7VM-S37R-00000-00&pdmfid=1000522',
      },
      {
        title: 'Wills without witnesses in Pennsylvania (Johnstown Legal)',
        url: 'http://www.johnstownlegal.com/legal_library/wills_sans_witness.htm',
      },
      {
        title: 'Can a beneficiary witness a will in Pennsylvania? (LegalClarity)',
        url: 'https://legalclarity.org/can-a-beneficiary-be-a-witness-to-a-will-in-pennsylvania',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'A will you sign yourself at the end needs no witnesses to be valid; witnesses are required only when you sign by mark or someone signs for you (§ 2502).',
      'Without a self-proving affidavit, two people must prove your signature to the Register of Wills; with one signed by you and two witnesses before a notary (§ 3132.1), they need not appear. This document is made for two witnesses and a notary for that reason.',
      'Because witnesses are not required, a witness who receives something does not make the will or their gift invalid; a beneficiary who witnesses can still invite a claim of undue influence.',
      'A handwritten will signed at the end meets § 2502 like any other will.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', '20 Pa.C.S. § 3132.1'),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation: '20 Pa.C.S. §§ 5601 and 5601.1',
    sources: [
      {
        title: '20 Pa.C.S. § 5601, general provisions (Justia, 2018)',
        url: 'https://law.justia.com/codes/pennsylvania/2018/title-20/chapter-56/section-5601/',
      },
      {
        title:
          'Pennsylvania power of attorney requirements (Ezel survey, checked against the statute)',
        url: 'https://ezel.ai/surveys/power-of-attorney-requirements/pennsylvania',
      },
      {
        title: 'Pennsylvania notice page and agent’s acknowledgment (PA Elder Law)',
        url: 'https://paelderlaw.net/?p=2151',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Date and sign it, acknowledge it before a notary public who is not your agent, and sign before two witnesses, each 18 or older, who are not your agent, the notary or anyone signing for you (§ 5601(b)).',
      'It must begin with the statute’s notice in capital letters, signed by you (§ 5601(c)), and your agent must sign the statutory acknowledgment before acting (§ 5601(d)).',
      'Pennsylvania powers of attorney are durable unless they say otherwise (§ 5601.1).',
    ],
    notaryRequired: true,
    witnesses: 2,
    statutoryForm: null,
    uniformActAdopted: null,
  },
  directive: {
    citation: '20 Pa.C.S. §§ 5442, 5447 and 5452',
    sources: [
      {
        title: 'Signing Pennsylvania health care directives before two witnesses (Nolo)',
        url: 'https://www.nolo.com/legal-encyclopedia/finalizing-declaration-durable-power-attorney-health-care-pennsylvania.html',
      },
      {
        title: '20 Pa.C.S. § 5447, form of living will (Casetext)',
        url: 'https://casetext.com/statute/pennsylvania-statutes/consolidated-statutes/title-20-pacs-decedents-estates-and-fiduciaries/chapter-54-health-care/subchapter-b-living-wills/section-5447-form',
      },
      {
        title: '20 Pa.C.S. § 5442, execution of a living will (FastCounsel)',
        url: 'https://www.fastcounsel.com/pennsylvania/probate/how-do-i-create-a-valid-living-will-in-pennsylvania',
      },
      {
        title:
          'Pennsylvania health care power of attorney, § 5452 signing requirements (PowerOfAttorney.com)',
        url: 'https://powerofattorney.com/pennsylvania/medical-power-attorney-pennsylvania-form-adobe-pdf/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'Date and sign the living will and the health care power of attorney before two witnesses, each 18 or older (§§ 5442, 5452); no notary is needed.',
      'Someone who signs for you when you cannot may not also be a witness.',
      'A living will may be in any written form and may be combined with naming a health care agent (§ 5447).',
    ],
    witnesses: 2,
    notaryAlternative: false,
    witnessDisqualifications: [
      'anyone under 18',
      'the person who signs the document for you, if you cannot sign',
    ],
    statutoryForm: null,
  },
};
