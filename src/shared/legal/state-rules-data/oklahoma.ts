import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const OKLAHOMA: TVerifiedSections = {
  will: {
    citation: 'Okla. Stat. tit. 84, §§ 54, 55 and 143',
    sources: [
      {
        title:
          'Okla. Stat. tit. 84, § 55, formal requisites in execution; self-proved wills (Casetext, through 2024)',
        url: 'https://e.casetext.com/statute/oklahoma-statutes/title-84-wills-and-succession/84-55-formal-requisites-in-execution-self-proved-wills',
      },
      {
        title: 'Okla. Stat. tit. 84, § 55 (Instalawyer)',
        url: 'https://instalawyer.io/laws/oklahoma-statutes/title-84-wills-and-succession-84-55-formal-requisites-in-execution',
      },
      {
        title:
          'In re Estate of Overt (Okla. Civ. App. 1989): a gift to a subscribing witness void under 84 O.S. § 143',
        url: 'https://e.casetext.com/case/matter-of-estate-of-overt',
      },
      {
        title: 'Holographic wills under 84 O.S. § 54 (Niroula Law, Oklahoma City)',
        url: 'https://niroulalaw.com/10-faqs-about-last-will-and-testament-in-oklahoma-explained-by-an-attorney-in-okc/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign at the end in the presence of the two witnesses (or acknowledge your signature to them) and declare to them that it is your will; each witness signs at the end, at your request and in your presence (§ 55(1)–(4)).',
      'A gift to a witness is void unless two other competent witnesses also signed the will (§ 143, applied in In re Estate of Overt, 1989).',
      'The will can be made self-proved when it is signed or at any later date while you and the witnesses are alive, before an officer authorized to take acknowledgments, such as a notary (§ 55(5)).',
      'A will entirely written, dated and signed in your own handwriting needs no witnesses (§ 54).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('attached', 'Okla. Stat. tit. 84, § 55(5)'),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
