import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const OREGON: TVerifiedSections = {
  will: {
    citation: 'Or. Rev. Stat. §§ 112.235, 112.238, 112.245 and 113.055',
    sources: [
      {
        title: 'ORS 112.235, execution of a will (Casetext, current through 2024)',
        url: 'https://print.casetext.com/statute/oregon-revised-statutes/title-12-probate-law/chapter-112-intestate-succession-and-wills/wills/section-112235-execution-of-a-will',
      },
      {
        title: 'ORS 112.235, execution of a will (oregon.public.law)',
        url: 'https://oregon.public.law/statutes/ors_112.235',
      },
      {
        title: 'ORS 112.245, witness as beneficiary (Oregon State Authority, chapter 112 text)',
        url: 'https://oregonstateauthority.com/laws/state_statute/113.035/',
      },
      {
        title: 'ORS 113.055, testimony of attesting witnesses to will (OregonLaws)',
        url: 'http://www.oregonlaws.org/ors/113.055',
      },
      {
        title: 'Oregon will requirements: holographic wills not recognised (Living Trust Network)',
        url: 'https://www.livingtrustnetwork.com/estate-planning-center/last-will-and-testament/requirements-for-a-will/oregon.html',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign (or acknowledge your signature) in the presence of each witness; at least two witnesses see you sign or hear you acknowledge it, and sign the will (ORS 112.235(1)).',
      'A will attested by an interested witness is not invalidated (ORS 112.245); choose witnesses who receive nothing anyway.',
      'Instead of testifying, a witness may sign an affidavit attached to the will, at or after the signing (ORS 113.055).',
      'Every will needs two witnesses; an unwitnessed handwritten will can be admitted only if a court finds clear and convincing evidence of your intent (ORS 112.238).',
      '“Writing” does not include an electronic record, document or image: an electronic will is not valid (ORS 112.235(4)).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('attached', 'Or. Rev. Stat. § 113.055'),
    holographic: 'not_recognised',
    electronicWills: { allowed: false, citation: 'Or. Rev. Stat. § 112.235(4)' },
    form: 'standard',
  },
};
