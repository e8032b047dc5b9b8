import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const MISSOURI: TVerifiedSections = {
  will: {
    citation: 'Mo. Rev. Stat. §§ 474.320, 474.330 and 474.337',
    sources: [
      {
        title:
          'RSMo chapter 474, wills: §§ 474.310, 474.320, 474.337 (Nemo Legal, checked against the official text)',
        url: 'https://nemolegal.com/okf/authorities/missouri/rsmo-474-wills.md',
      },
      {
        title: 'RSMo §§ 474.320 and 474.330 quoted (Currier & Martin)',
        url: 'https://curriermartin.com/2023/09/17/missouri-legal-last-will-and-testament-form-for-married-person-3/',
      },
      {
        title: 'Requirements of a last will and testament in Missouri (Legacy Law)',
        url: 'https://www.legacylawmissouri.com/requirements-last-will-and-testament/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two or more competent witnesses sign the will in your presence (§ 474.320).',
      'Unless two disinterested witnesses also sign, a witness who receives something loses whatever exceeds their share without a will (§ 474.330).',
      'The self-proving acknowledgment and affidavits are made before an officer authorized to administer oaths (§ 474.337).',
      'Every will must be attested by two witnesses (§ 474.320), so a handwritten will without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'purge_excess_over_intestate_share',
    notaryAlternative: false,
    selfProvingAffidavit: {
      available: true,
      form: 'combined',
      citation: 'Mo. Rev. Stat. § 474.337',
    },
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
