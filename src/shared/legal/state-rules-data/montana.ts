import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const MONTANA: TVerifiedSections = {
  will: {
    citation: 'Mont. Code §§ 72-2-522, 72-2-524 and 72-2-525',
    sources: [
      {
        title:
          'Mont. Code § 72-2-522 quoted (KMHK, “Are holographic wills legally a thing in Montana?”)',
        url: 'https://kmhk.com/ixp/1111/p/are-holographic-wills-legally-a-thing-in-montana/',
      },
      {
        title: 'Montana will statute, §§ 72-2-523 to 72-2-531 text (awill.info)',
        url: 'http://awill.info/montana-will-statute/',
      },
      {
        title: 'Montana will law summary, § 72-2-524 (US Legal)',
        url: 'http://wills.uslegal.com/last-will-and-testament/montana/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two individuals sign within a reasonable time after seeing you sign or hearing you acknowledge your signature or the will (§ 72-2-522(1)).',
      'A will whose signature and material portions are in your handwriting is valid whether or not witnessed (§ 72-2-522(2)).',
      'A will signed by an interested witness is not invalid (§ 72-2-525(2)).',
      'The self-proving acknowledgment and affidavits are made before an officer authorized to administer oaths (§ 72-2-524).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Mont. Code § 72-2-524'),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
