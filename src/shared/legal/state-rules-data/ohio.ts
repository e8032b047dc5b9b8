import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const OHIO: TVerifiedSections = {
  will: {
    citation: 'Ohio Rev. Code §§ 2107.03 and 2107.15',
    sources: [
      {
        title: 'Ohio Rev. Code § 2107.03, method of making will',
        url: 'http://codes.ohio.gov/orc/2107.03',
      },
      {
        title: 'Ohio Rev. Code chapter 2107, wills',
        url: 'https://codes.ohio.gov./ohio-revised-code/chapter-2107',
      },
      {
        title: 'In re Estate of Shaffer, 2020-Ohio-6672 (the voiding rule of § 2107.15)',
        url: 'https://law.justia.com/cases/ohio/supreme-court-of-ohio/2020/2019-0364.html',
      },
      {
        title: 'Wills in Ohio: witness who is a beneficiary (Legal Beagle)',
        url: 'https://legalbeagle.com/wills-ohio-4121.html',
      },
      {
        title: 'Ohio will requirements: no self-proving affidavit (Living Trust Network)',
        url: 'https://www.livingtrustnetwork.com/estate-planning-center/last-will-and-testament/requirements-for-a-will/ohio.html',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign at the end; two or more competent witnesses who saw you sign, or heard you acknowledge your signature, sign in your conscious presence (§ 2107.03).',
      'A gift to a witness whose signature is needed to prove the will is void (§ 2107.15); a witness who is also an heir keeps up to their share without a will. A third witness who receives nothing avoids this.',
      'Ohio has no self-proving affidavit statute: keep the witnesses’ names and addresses with the will.',
      'A handwritten will is valid only when signed and witnessed like any other (§ 2107.03).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: { available: false, form: 'none', citation: null },
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
