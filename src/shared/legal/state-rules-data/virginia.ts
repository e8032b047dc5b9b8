import type { TVerifiedSections } from './verified-sections';
import { NEXT_TEN_CHECKED_ON } from './next-ten-checked';
import { CHECKED_ON, SECONDARY_SOURCES_NOTE } from './verified-sections';
import { selfProved } from './self-proved';

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
    selfProvingAffidavit: selfProved('combined', 'Va. Code § 64.2-452'),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation: 'Va. Code §§ 64.2-1602 and 64.2-1603 (Uniform Power of Attorney Act)',
    sources: [
      {
        title:
          'Virginia power of attorney requirements, Va. Code §§ 64.2-1602, 64.2-1603 (Ezel survey)',
        url: 'https://ezel.ai/surveys/power-of-attorney-requirements/virginia',
      },
      {
        title: 'Virginia durable power of attorney, §§ 64.2-1602 and 64.2-1603 (LegalTemplates)',
        url: 'https://legaltemplates.net/form/power-of-attorney/durable/virginia-va/',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'You (or someone you direct, in your conscious presence) sign it; no witnesses are required, and a signature acknowledged before a notary public is presumed genuine (§ 64.2-1603). We have it notarised, as banks expect and as a deed signed under it must be.',
      'A Virginia power of attorney is durable unless it says that your incapacity ends it (§ 64.2-1602).',
    ],
    notaryRequired: false,
    witnesses: 0,
    statutoryForm: null,
    uniformActAdopted: true,
  },
  directive: {
    citation: 'Va. Code §§ 54.1-2982 and 54.1-2983 (Health Care Decisions Act)',
    sources: [
      {
        title:
          'Va. Code § 54.1-2983, procedure for making advance directive (statute text, Laws.com)',
        url: 'https://statutes.laws.com/virginia/title-54-1/chapter-29/54-1-2983',
      },
      {
        title:
          'Virginia requirements for a legally binding advance directive (Virginia Advance Directives, MHAV)',
        url: 'https://www.virginiaadvancedirectives.org/virginia-requirements-for-making-a-legally-binding-ad.html',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'Sign the written advance directive in the presence of two subscribing witnesses (§ 54.1-2983); no notary is needed.',
      'Virginia lets any adult witness, a spouse or blood relative included (the definition of witness in § 54.1-2982, read in summaries, not the statute’s own text); choosing witnesses who are not your agent or family avoids questions later.',
    ],
    witnesses: 2,
    notaryAlternative: false,
    notaryRequired: false,
    witnessDisqualifications: ['anyone under 18'],
    statutoryForm: null,
  },
};
