import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const NEBRASKA: TVerifiedSections = {
  will: {
    citation: 'Neb. Rev. Stat. §§ 30-2327, 30-2328, 30-2329 and 30-2330',
    sources: [
      {
        title: 'Neb. Rev. Stat. § 30-2327, execution (Pocket Law)',
        url: 'https://getpocketlaw.com/law/state_nebraska/section-30-2327-execution_78ff407fb404',
      },
      {
        title: 'Neb. Rev. Stat. § 30-2328, holographic will (Pocket Law)',
        url: 'https://getpocketlaw.com/law/state_nebraska/section-30-2328-holographic-will_1e3fbe5233e6',
      },
      {
        title: 'Nebraska will law summary, §§ 30-2329 and 30-2330 (US Legal)',
        url: 'https://wills.uslegal.com/last-will-and-testament/nebraska-last-will-and-testament-law/',
      },
      {
        title: 'Neb. Rev. Stat. § 30-2430, self-proved wills in contested cases (Pocket Law)',
        url: 'https://getpocketlaw.com/law/state_nebraska/section-30-2430-formal-testacy-proceedings-contested-cases-testimony-of-attesting-witnesses_b37e9a89a9b7',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two individuals sign, each having seen you sign or heard you acknowledge your signature or the will (§ 30-2327).',
      'Unless at least one witness is disinterested, an interested witness receives no more than their share without a will (§ 30-2330).',
      'A will whose signature, material provisions and date are in your handwriting is valid without witnesses (§ 30-2328).',
      'The self-proving acknowledgment and affidavits are made before an officer authorized to administer oaths (§ 30-2329).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'purge_excess_over_intestate_share',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Neb. Rev. Stat. § 30-2329'),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
