import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON, SECONDARY_SOURCES_NOTE } from './verified-sections';
import { selfProved } from './self-proved';

export const IDAHO: TVerifiedSections = {
  will: {
    citation: 'Idaho Code §§ 15-2-502, 15-2-503, 15-2-504 and 15-2-1101 to 15-2-1111',
    sources: [
      {
        title: 'Idaho will requirements, § 15-2-502 (LegalClarity)',
        url: 'https://legalclarity.org/idaho-will-requirements-and-legal-considerations-2',
      },
      {
        title: 'Holographic wills in Idaho, § 15-2-503 (LegalClarity)',
        url: 'https://legalclarity.org/holographic-will-laws-and-requirements-in-idaho',
      },
      {
        title: 'Idaho self-proving affidavit, § 15-2-504 (eForms)',
        url: 'https://eforms.com/wills/self-proving-affidavit/id/',
      },
      {
        title:
          'What are the requirements to make my will valid? Interested or disinterested witnesses (Richardson Law, Idaho)',
        url: 'https://www.richardsonlawidaho.com/blog/2024/07/what-are-the-requirements-to-make-my-will-valid/',
      },
      {
        title: 'Idaho Code title 15, chapter 2, part 11, Uniform Electronic Wills Act (LawServer)',
        url: 'https://lawserver.com/law/state/idaho/id-code/idaho_code_title_15_chapter_2_part_11',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'Two competent witnesses sign after seeing you sign or hearing you acknowledge the will (§ 15-2-502).',
      'Witnesses may be interested or disinterested (practitioner’s summary); choose witnesses who receive nothing.',
      'A will whose signature and material portions are in your handwriting is valid without witnesses (§ 15-2-503).',
      'The self-proving affidavit is signed before a notary public (§ 15-2-504).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Idaho Code § 15-2-504'),
    holographic: 'recognised',
    electronicWills: {
      allowed: true,
      citation: 'Idaho Code §§ 15-2-1101 to 15-2-1111 (Uniform Electronic Wills Act)',
    },
    form: 'standard',
  },
};
