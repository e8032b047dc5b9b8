import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const SOUTH_CAROLINA: TVerifiedSections = {
  will: {
    citation: 'S.C. Code §§ 62-2-502, 62-2-503, 62-2-504 and 62-3-406',
    sources: [
      {
        title: 'South Carolina will law summary quoting §§ 62-2-502 and 62-2-504 (US Legal)',
        url: 'https://wills.uslegal.com/last-will-and-testament/south-carolina-last-will-and-testament-law/',
      },
      {
        title:
          'S.C. Code § 62-3-406, testimony of attesting witnesses; self-proved wills (Casetext)',
        url: 'https://print.casetext.com/statute/code-of-laws-of-south-carolina-1976/title-62-south-carolina-probate-code/article-3-probate-of-wills-and-administration/part-4-formal-testacy-and-appointment-proceedings/section-62-3-406-testimony-of-attesting-witnesses',
      },
      {
        title: 'South Carolina last will: no holographic wills (WillTemplates)',
        url: 'https://willtemplates.com/south-carolina-last-will-and-testament',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two persons sign, each having seen you sign or heard you acknowledge your signature or the will (§ 62-2-502).',
      'A gift to a witness or a witness’s spouse is valid, but unless two other disinterested witnesses sign it is void beyond what they would receive without the will (§ 62-2-504).',
      'A will self-proved under § 62-2-503 is accepted without the witnesses’ testimony (§ 62-3-406).',
      'Section 62-2-502 has no exception for handwritten wills, so one without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'purge_excess_over_intestate_share',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'S.C. Code § 62-2-503'),
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
