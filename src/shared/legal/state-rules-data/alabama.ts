import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const ALABAMA: TVerifiedSections = {
  will: {
    citation: 'Ala. Code §§ 43-8-131, 43-8-132 and 43-8-134',
    sources: [
      {
        title: 'Alabama will requirements, §§ 43-8-130 to 43-8-132 text (Living Trust Network)',
        url: 'https://www.livingtrustnetwork.com/estate-planning-center/power-of-attorney/what-the-experts-say/2016-04-06-11-35-18/13-resources/link-directory/174-alabama.html',
      },
      {
        title: 'Requirements for a proper will in Alabama, § 43-8-131 (Britt Estate Planning)',
        url: 'https://www.brittestatelaw.com/requirements-for-a-proper-will-in-alabama',
      },
      {
        title: 'Number of witnesses required for signing a will in Alabama (LegalZoom)',
        url: 'https://info.legalzoom.com/number-witnesses-required-signing-alabama-20795.html',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two persons sign, each having seen you sign or heard you acknowledge your signature or the will (§ 43-8-131).',
      'Alabama does not bar a beneficiary from witnessing and the will stays valid (practitioners’ summaries of § 43-8-134); choose witnesses who receive nothing.',
      'The self-proving acknowledgment and affidavits are made before an officer authorized to administer oaths (§ 43-8-132).',
      'Every will needs two witnesses (§ 43-8-131), so a handwritten will without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Ala. Code § 43-8-132'),
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
