import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const MASSACHUSETTS: TVerifiedSections = {
  will: {
    citation: 'M.G.L. c. 190B §§ 2-502, 2-504 and 2-505',
    sources: [
      {
        title: 'M.G.L. c. 190B § 2-504, self-proved will (mass.gov)',
        url: 'https://www.mass.gov/info-details/mass-general-laws-c190b-ss-2-504',
      },
      {
        title: 'M.G.L. c. 190B § 2-505, witnesses (mass.gov)',
        url: 'https://www.mass.gov/info-details/mass-general-laws-c190b-ss-2-505',
      },
      {
        title: 'Formalities of signing a will, M.G.L. c. 190B § 2-502 (Cote Law)',
        url: 'https://www.cote-law.com/understanding-the-formalities-of-signing-a-will/',
      },
      {
        title: 'Massachusetts does not recognize holographic wills (Mario Capano)',
        url: 'https://marioccapanolaw.hs-sites.com/estate-planning/last-will---testament',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two competent witnesses sign after seeing you sign or hearing you acknowledge your signature or the will (§ 2-502).',
      'A gift to a witness or a witness’s spouse is void unless two other subscribing witnesses are not similarly benefited, or the witness shows it was not obtained by fraud or undue influence (§ 2-505(b)).',
      'The self-proving affidavit is made before an officer authorized to administer oaths, at the signing or later (§ 2-504).',
      'A handwritten will without witnesses is not valid in Massachusetts (practitioner’s summary).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: { available: true, form: 'combined', citation: 'M.G.L. c. 190B § 2-504' },
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
