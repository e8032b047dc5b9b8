import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const WISCONSIN: TVerifiedSections = {
  will: {
    citation: 'Wis. Stat. §§ 853.03, 853.04 and 853.07',
    sources: [
      {
        title: 'Wis. Stat. ch. 853, §§ 853.04–853.07 (Wisconsin Legislature)',
        url: 'https://docs.legis.wisconsin.gov/statutes/statutes/853/i/09',
      },
      {
        title: 'Wis. Stat. § 853.07(2), interested witnesses (Wisconsin Legislature)',
        url: 'https://docs-preview.legis.wisconsin.gov/document/statutes/853.07(3)(b)',
      },
      {
        title: 'Wisconsin will requirements, § 853.03 text (Living Trust Network)',
        url: 'http://livingtrustnetwork.com/estate-planning-center/last-will-and-testament/requirements-for-a-will/wisconsin.html',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two witnesses sign within a reasonable time after seeing you sign, or hearing you acknowledge your signature or the will; they may do so at different times (§ 853.03).',
      'A will signed by an interested witness is not invalid, but gifts to a witness or a witness’s spouse are invalid beyond what they would receive without a will, with exceptions (§ 853.07(2)).',
      'The self-proving affidavit is made before an officer authorized to administer oaths, at the signing or later (§ 853.04).',
      'Every will needs two witnesses (§ 853.03), so a handwritten will without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'purge_excess_over_intestate_share',
    notaryAlternative: false,
    selfProvingAffidavit: { available: true, form: 'combined', citation: 'Wis. Stat. § 853.04' },
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
