import { WILLGRIDUS } from './electronic-wills';
import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON, SECONDARY_SOURCES_NOTE } from './verified-sections';

export const MARYLAND: TVerifiedSections = {
  will: {
    citation: 'Md. Code, Est. & Trusts §§ 4-102, 4-103 and 5-303',
    sources: [
      {
        title: 'Maryland will requirements, §§ 4-101 to 4-104 quoted (Living Trust Network)',
        url: 'https://www.livingtrustnetwork.com/estate-planning-center/last-will-and-testament/requirements-for-a-will/maryland.html',
      },
      {
        title: 'Maryland will execution, § 4-102 and cases (Fred Franke)',
        url: 'https://fredfranke.com/articles/8-1-general/',
      },
      {
        title:
          'Frequently asked questions about wills: a beneficiary may witness (Maryland People’s Law Library)',
        url: 'https://www.peoples-law.org/frequently-asked-questions-about-wills',
      },
      {
        title:
          'Maryland wills requirements: no self-proved affidavit, recital of attestation (Insurance and Estates)',
        url: 'https://insuranceandestates.com/maryland-wills-and-trusts-requirements',
      },
      {
        title:
          'Basic requirements for a will in Maryland, Est. & Trusts §§ 4-101, 4-102, 5-303 (LawInfo)',
        url: 'https://resources.lawinfo.com/wills/maryland/',
      },
      WILLGRIDUS,
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'Two or more credible witnesses attest and sign in your presence (§ 4-102); a witness on a video call is not in your presence.',
      'A beneficiary may legally witness your will (People’s Law Library), but choose witnesses who receive nothing.',
      'Maryland has no notarised self-proving affidavit: when the witnesses’ attestation clause recites how the will was signed, the register assumes it was duly executed (§ 5-303).',
      'A handwritten will without witnesses is valid only if made outside the United States by a member of the armed services, and it lapses a year after discharge (§ 4-103).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: {
      available: true,
      form: 'declaration_in_attestation_clause',
      citation: 'Md. Code, Est. & Trusts § 5-303',
    },
    holographic: 'narrow',
    electronicWills: {
      allowed: true,
      citation: 'Md. Code, Est. & Trusts § 4-102 (2022), as listed by willgridus.com',
    },
    form: 'standard',
  },
};
