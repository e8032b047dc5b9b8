import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

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
    selfProvingAffidavit: {
      available: true,
      form: 'combined',
      citation: '20 Pa.C.S. § 3132.1',
    },
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
