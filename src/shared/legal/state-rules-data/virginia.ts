import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const VIRGINIA: TVerifiedSections = {
  will: {
    citation: 'Va. Code §§ 64.2-403, 64.2-405 and 64.2-452',
    sources: [
      {
        title: 'Code of Virginia, title 64.2, chapter 4, wills (Virginia LIS)',
        url: 'https://law.lis.virginia.gov/vacode/title64.2/chapter4/',
      },
      {
        title: 'How do you make a valid will in Virginia? Va. Code § 64.2-403 (Probate Stars)',
        url: 'https://probatestars.com/how-do-you-make-a-valid-will-in-virginia/',
      },
      {
        title: 'Self-proving affidavit in Virginia, §§ 64.2-452 and 64.2-453 (LegalClarity)',
        url: 'https://legalclarity.org/self-proving-affidavit-in-virginia-purpose-and-requirements/',
      },
      {
        title:
          'Virginia requirements for a last will: interested witnesses permitted (Legal Beagle)',
        url: 'https://legalbeagle.com/8018310-virginia-requirements-last-testament.html',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign or acknowledge the will before two competent witnesses present at the same time, who sign in your presence (§ 64.2-403).',
      'A will wholly in your handwriting and signed by you needs no witnesses, but two disinterested witnesses must later prove the handwriting (§ 64.2-403).',
      'Interested persons are competent witnesses (§ 64.2-405); choose witnesses who receive nothing.',
      'The self-proving affidavit may be signed at the signing or later, before a notary (§ 64.2-452).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: { available: true, form: 'combined', citation: 'Va. Code § 64.2-452' },
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
