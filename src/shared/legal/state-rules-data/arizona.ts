import { WILLGRIDUS } from './electronic-wills';
import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const ARIZONA: TVerifiedSections = {
  will: {
    citation: 'Ariz. Rev. Stat. §§ 14-2502, 14-2503, 14-2504 and 14-2505',
    sources: [
      {
        title: 'Ariz. Rev. Stat. § 14-2502, execution of paper wills (self-law.org)',
        url: 'https://self-law.org/code/az/title-14/14-2502',
      },
      {
        title: 'Arizona will requirements, §§ 14-2501 to 14-2504 text (Living Trust Network)',
        url: 'https://www.livingtrustnetwork.com/estate-planning-center/last-will-and-testament/requirements-for-a-will/arizona.html',
      },
      {
        title:
          'The witness requirement for wills in Arizona, § 14-2505 (Estate Planning Legal Services)',
        url: 'https://estateplanninglegalservices.com/the-witness-requirement-for-wills/',
      },
      WILLGRIDUS,
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two people sign, each within a reasonable time after seeing you sign or hearing you acknowledge your signature or the will (§ 14-2502(A)).',
      'A will whose signature and material provisions are in your handwriting is valid without witnesses (§ 14-2503).',
      'A will signed by an interested witness is not invalid (§ 14-2505).',
      'The self-proving affidavit is made before an officer authorized to administer oaths (§ 14-2504).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: {
      available: true,
      form: 'combined',
      citation: 'Ariz. Rev. Stat. § 14-2504',
    },
    holographic: 'recognised',
    electronicWills: {
      allowed: true,
      citation: 'Ariz. Rev. Stat. § 14-2518 (2019), as listed by willgridus.com',
    },
    form: 'standard',
  },
};
