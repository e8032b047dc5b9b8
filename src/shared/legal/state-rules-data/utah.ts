import { WILLGRIDUS } from './electronic-wills';
import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const UTAH: TVerifiedSections = {
  will: {
    citation: 'Utah Code §§ 75-2-502, 75-2-504 and 75-2-505',
    sources: [
      {
        title: 'Utah Code title 75, chapter 2, part 5, wills (US Lawyer Database, 2022)',
        url: 'https://law.uslawyerdatabase.com/us-law/2022-utah-code/title-75-utah-uniform-probate-code/chapter-2-intestate-succession-and-wills-title-75-utah-uniform-probate-code/part-5-wills-chapter-2-intestate-succession-and-wills-title-75-utah-uniform-probate-code',
      },
      {
        title: 'Utah Code § 75-2-504, self-proved will (laws9)',
        url: 'http://www.laws9.com/statutes/utah/title-75/chapter-02/75-2-504',
      },
      WILLGRIDUS,
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two individuals sign within a reasonable time after seeing you sign or hearing you acknowledge your signature or the will (§ 75-2-502(1)).',
      'A will whose signature and material portions are in your handwriting is valid without witnesses (§ 75-2-502(2)).',
      'A will signed by an interested witness is not invalid (§ 75-2-505(2)).',
      'The self-proving affidavits are made before an officer authorized to administer oaths, who may also be a witness (§ 75-2-504).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Utah Code § 75-2-504'),
    holographic: 'recognised',
    electronicWills: {
      allowed: true,
      citation:
        'Utah Code § 75-2-1401, Uniform Electronic Wills Act (2020), as listed by willgridus.com',
    },
    form: 'standard',
  },
};
