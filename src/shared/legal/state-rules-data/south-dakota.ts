import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const SOUTH_DAKOTA: TVerifiedSections = {
  will: {
    citation: 'S.D. Codified Laws §§ 29A-2-502, 29A-2-504 and 29A-2-505',
    sources: [
      {
        title: 'South Dakota last will and testament law, §§ 29A-2-502 to 29A-2-505 (US Legal)',
        url: 'https://wills.uslegal.com/last-will-and-testament/south-dakota-last-will-and-testament-law/',
      },
      {
        title: 'S.D. Codified Laws § 29A-2-504, self-proved will (Instalawyer)',
        url: 'https://instalawyer.io/laws/south-dakota-codified-laws/section-29a-2-504-self-proved-will',
      },
      {
        title: 'South Dakota will requirements table, § 29A-2-502 holographic will (FormsPal)',
        url: 'https://formspal.com/last-will-forms/south-dakota-will-template/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two individuals sign in your conscious presence after seeing you sign or your acknowledgment of your signature (§ 29A-2-502).',
      'A handwritten will is recognised under § 29A-2-502 (as summaries of the section describe it; its text was not read here).',
      'Any individual generally competent to be a witness may witness; a will signed by an interested witness is not invalid (§ 29A-2-505).',
      'The self-proving acknowledgment and affidavits are made before an officer authorized to administer oaths (§ 29A-2-504).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'S.D. Codified Laws § 29A-2-504'),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
