import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const GEORGIA: TVerifiedSections = {
  will: {
    citation: 'O.C.G.A. §§ 53-4-20, 53-4-22, 53-4-23 and 53-4-24',
    sources: [
      {
        title: 'O.C.G.A. § 53-4-20, required writing, signing, witnesses (Justia)',
        url: 'https://law.justia.com/codes/georgia/2022/title-53/chapter-4/article-3/section-53-4-20/',
      },
      {
        title: 'O.C.G.A. § 53-4-22, competency of witness (Justia)',
        url: 'https://law.justia.com/codes/georgia/2020/title-53/chapter-4/article-3/section-53-4-22/',
      },
      {
        title: 'O.C.G.A. § 53-4-24, self-proved will (Justia)',
        url: 'https://law.justia.com/codes/georgia/2017/title-53/chapter-4/article-3/section-53-4-24/index.html',
      },
      {
        title: 'O.C.G.A. §§ 53-4-10 to 53-4-23, text (awill.info; § 53-4-23 read in part)',
        url: 'http://awill.info/law-for-making-a-georgia-will/',
      },
      {
        title:
          'Executing a Georgia will: a beneficiary-witness forfeits unless two other witnesses sign (Grissom Law Firm)',
        url: 'http://grissomlawfirm.com/executing-last-will-and-testament/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two or more competent witnesses, each 14 or over, attest and sign in your presence (§§ 53-4-20(b), 53-4-22(a)).',
      'A witness who receives something under the will loses the gift unless two other witnesses sign (§ 53-4-23; the section’s full text was read only in part, with a Georgia practitioner’s summary).',
      'The self-proving affidavit is signed before a notary public, at the signing or later while you and the witnesses are alive (§ 53-4-24).',
      'Every will must be attested by two witnesses (§ 53-4-20(b)), so a handwritten will without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: 14,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: {
      available: true,
      form: 'combined',
      citation: 'O.C.G.A. § 53-4-24',
    },
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
