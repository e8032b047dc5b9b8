import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const ALASKA: TVerifiedSections = {
  will: {
    citation: 'Alaska Stat. §§ 13.12.502, 13.12.504 and 13.12.505',
    sources: [
      {
        title:
          'Alaska Stat. § 13.12.502, execution; witnessed wills; holographic wills (Instalawyer)',
        url: 'https://instalawyer.io/laws/alaska-statutes/sec-1312502-execution-witnessed-wills',
      },
      {
        title: 'Proving the will in Alaska, §§ 13.12.502 and 13.12.504 (Probate Alaska)',
        url: 'https://www.probatealaska.com/proving-the-will',
      },
      {
        title: 'Alaska will law summary, § 13.12.505 (US Legal)',
        url: 'https://wills.uslegal.com/last-will-and-testament/alaska-last-will-and-testament-law/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two individuals sign within a reasonable time after seeing you sign or hearing you acknowledge your signature or the will (§ 13.12.502(a)).',
      'A will whose signature and material portions are in your handwriting is valid whether or not witnessed (§ 13.12.502(b)).',
      'A will signed by an interested witness is not invalid (§ 13.12.505).',
      'The self-proving acknowledgment and affidavits are made before an officer authorized to administer oaths, usually a notary (§ 13.12.504).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Alaska Stat. § 13.12.504'),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
