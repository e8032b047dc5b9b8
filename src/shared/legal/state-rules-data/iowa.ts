import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const IOWA: TVerifiedSections = {
  will: {
    citation: 'Iowa Code §§ 633.279, 633.280 and 633.281',
    sources: [
      {
        title: 'Iowa Code § 633.279, signed and witnessed; self-proved will (LawServer)',
        url: 'https://lawserver.com/law/state/iowa/ia-code/iowa_code_633-279',
      },
      {
        title: 'Iowa will law summary quoting §§ 633.280 and 633.281 (US Legal)',
        url: 'https://wills.uslegal.com/last-will-and-testament/iowa-last-will-and-testament-law/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Declare the document to be your will and sign before two competent witnesses, who sign in your presence and in each other’s (§ 633.279(1)).',
      'A witness must be at least 16 (§ 633.280).',
      'Unless two other competent and disinterested witnesses sign, a witness who receives something loses whatever exceeds their share without a will (§ 633.281).',
      'The self-proving acknowledgment and affidavits are made before a person authorized to administer oaths and take acknowledgments, at the signing or later (§ 633.279(2)).',
      'Every will needs two witnesses (§ 633.279(1)), so a handwritten will without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: 16,
    interestedWitness: 'purge_excess_over_intestate_share',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Iowa Code § 633.279(2)'),
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
