import { WILLGRIDUS } from './electronic-wills';
import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const INDIANA: TVerifiedSections = {
  will: {
    citation: 'Ind. Code §§ 29-1-5-2, 29-1-5-3 and 29-1-5-3.1',
    sources: [
      {
        title: 'Ind. Code § 29-1-5-2, writing; witnesses (LawServer)',
        url: 'https://www.lawserver.com/law/state/indiana/in-code/indiana_code_29-1-5-2',
      },
      {
        title: 'Ind. Code § 29-1-5-3, signatures (LawServer)',
        url: 'https://www.lawserver.com/law/state/indiana/in-code/indiana_code_29-1-5-3',
      },
      {
        title: 'Ind. Code § 29-1-5-3.1, self-proving clause (Justia, 2022)',
        url: 'https://law.justia.com/codes/indiana/2022/title-29/article-1/chapter-5/section-29-1-5-3-1/',
      },
      WILLGRIDUS,
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Tell the witnesses it is your will and sign (or acknowledge your signature) before two witnesses, who sign in your presence and in each other’s (§ 29-1-5-3(b)).',
      'A gift to a witness is void if the will cannot be proved without that witness; a witness who is also an heir keeps up to their share without a will (§ 29-1-5-2(c)).',
      'The self-proving clause is signed by you and the witnesses, under the penalties for perjury; Indiana needs no notary for it (§ 29-1-5-3.1).',
      'Every will other than an oral one needs two witnesses (§ 29-1-5-3(a)), so a handwritten will without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: {
      available: true,
      form: 'declaration_in_attestation_clause',
      citation: 'Ind. Code § 29-1-5-3.1',
    },
    holographic: 'not_recognised',
    electronicWills: {
      allowed: true,
      citation: 'Ind. Code § 29-1-21 (2018), as listed by willgridus.com',
    },
    form: 'standard',
  },
};
