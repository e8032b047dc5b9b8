import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const MINNESOTA: TVerifiedSections = {
  will: {
    citation: 'Minn. Stat. §§ 524.2-502, 524.2-504 and 524.2-505',
    sources: [
      {
        title: 'Minn. Stat. § 524.2-502, execution; witnessed wills (Pocket Law)',
        url: 'https://getpocketlaw.com/law/state_minnesota/section-524-2-502-execution-witnessed-wills_a473edcd79dc',
      },
      {
        title: 'Minnesota will law summary, §§ 524.2-504 and 524.2-505 (US Legal)',
        url: 'https://wills.uslegal.com/last-will-and-testament/minnesota-last-will-and-testament-law/',
      },
      {
        title: 'What makes a will valid in Minnesota: handwritten wills (Mundahl Law)',
        url: 'https://www.mundahllaw.com/what-makes-a-will-valid-in-minnesota/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two individuals sign within a reasonable time after seeing you sign or hearing you acknowledge your signature or the will (§ 524.2-502).',
      'A will signed by an interested witness is not invalid (§ 524.2-505).',
      'The self-proving acknowledgment and affidavits are made before an officer authorized to administer oaths (§ 524.2-504).',
      'Section 524.2-502 has no exception for handwritten wills, so one without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Minn. Stat. § 524.2-504'),
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
