import { WILLGRIDUS } from './electronic-wills';
import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const COLORADO: TVerifiedSections = {
  will: {
    citation: 'Colo. Rev. Stat. §§ 15-11-502, 15-11-504 and 15-11-505',
    sources: [
      {
        title:
          'Colo. Rev. Stat. § 15-11-502, witnessed or notarized wills; holographic wills (Lexace)',
        url: 'https://lexace.ai/us/statute/colorado/15-11-502',
      },
      {
        title: 'Colorado will law summary, §§ 15-11-504 and 15-11-505 (US Legal)',
        url: 'https://wills.uslegal.com/last-will-and-testament/colorado-last-will-and-testament-law/',
      },
      {
        title:
          'Colo. Rev. Stat. § 15-12-406, proof of self-proved and notarized wills (Pocket Law)',
        url: 'https://getpocketlaw.com/law/state_colorado/section-15-12-406-formal-testacy-proceedings-contested-cases_2e0299f19fee',
      },
      WILLGRIDUS,
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two individuals sign after seeing you sign or hearing you acknowledge your signature or the will; or, instead, you acknowledge the will before a notary public (§ 15-11-502(1)(c)).',
      'A will whose signature and material portions are in your handwriting is valid without witnesses (§ 15-11-502(2)).',
      'A will signed by an interested witness is not invalid (§ 15-11-505).',
      'The self-proving acknowledgment and affidavits are made before an officer authorized to administer oaths (§ 15-11-504).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: true,
    selfProvingAffidavit: selfProved('combined', 'Colo. Rev. Stat. § 15-11-504'),
    holographic: 'recognised',
    electronicWills: {
      allowed: true,
      citation: 'Colo. Rev. Stat. § 15-11-1301 (2021), as listed by willgridus.com',
    },
    form: 'standard',
  },
};
