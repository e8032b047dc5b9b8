import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const NEW_MEXICO: TVerifiedSections = {
  will: {
    citation: 'N.M. Stat. §§ 45-2-502, 45-2-504 and 45-2-505',
    sources: [
      {
        title: 'N.M. Stat. § 45-2-502, execution; witnessed wills (Justia, 2021)',
        url: 'https://law.justia.com/codes/new-mexico/2021/chapter-45/article-2/part-5/section-45-2-502/',
      },
      {
        title: 'N.M. Stat. § 45-2-504, self-proved will (Justia, 2016)',
        url: 'https://law.justia.com/codes/new-mexico/2016/chapter-45/article-2/part-5/section-45-2-504/index.html',
      },
      {
        title: 'New Mexico will law summary, § 45-2-505 (US Legal)',
        url: 'https://wills.uslegal.com/last-will-and-testament/new-mexico-last-will-and-testament-law/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two individuals who saw you sign sign the will in your presence and in each other’s (§ 45-2-502(C)).',
      'A will signed by an interested witness is not invalid (§ 45-2-505).',
      'The self-proving acknowledgment and affidavits are made before an officer authorized to administer oaths (§ 45-2-504).',
      'Section 45-2-502 has no exception for handwritten wills, so one without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'N.M. Stat. § 45-2-504'),
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
