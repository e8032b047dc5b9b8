import { WILLGRIDUS } from './electronic-wills';
import type { TVerifiedSections } from './verified-sections';
import { NEXT_TEN_CHECKED_ON } from './next-ten-checked';
import { selfProved } from './self-proved';

export const MARYLAND: TVerifiedSections = {
  will: {
    citation: 'Md. Code, Est. & Trusts §§ 4-102, 4-103 and 5-303',
    sources: [
      {
        title: 'Maryland will requirements, §§ 4-101 to 4-104 quoted (Living Trust Network)',
        url: 'https://www.livingtrustnetwork.com/estate-planning-center/last-will-and-testament/requirements-for-a-will/maryland.html',
      },
      {
        title: 'How do you make a valid will in Maryland? Est. & Trusts § 4-102 (Probate Stars)',
        url: 'https://probatestars.com/how-do-you-make-a-valid-will-in-maryland/',
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
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'Every will is in writing, signed by you (or for you, in your presence and by your express direction), and attested and signed by two or more credible witnesses in your presence (§ 4-102, text quoted by Living Trust Network and Fred Franke).',
      'A beneficiary may legally witness your will (People’s Law Library, a summary; no statute on interested witnesses was found), but choose witnesses who receive nothing.',
      'Maryland has no notarised self-proving affidavit: when the witnesses’ attestation clause recites how the will was signed, the register assumes it was duly executed (§ 5-303).',
      'A handwritten will without witnesses is valid only if made outside the United States by a member of the armed services, and it lapses a year after discharge (§ 4-103).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved(
      'declaration_in_attestation_clause',
      'Md. Code, Est. & Trusts § 5-303',
    ),
    holographic: 'narrow',
    electronicWills: {
      allowed: true,
      citation: 'Md. Code, Est. & Trusts § 4-102 (2022), as listed by willgridus.com',
    },
    form: 'standard',
  },
  poa: {
    citation: 'Md. Code, Est. & Trusts §§ 17-105, 17-110 and 17-202',
    sources: [
      {
        title: 'Md. Code, Est. & Trusts § 17-110, requirements (Maryland General Assembly)',
        url: 'http://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=get&section=17-110',
      },
      {
        title: 'Md. Code, Est. & Trusts § 17-110 (statute text, Instalawyer)',
        url: 'https://instalawyer.io/laws/maryland-statutes/section-17-110-requirements',
      },
      {
        title:
          'Maryland power of attorney requirements, §§ 17-104, 17-105, 17-202, 17-203 (Ezel survey)',
        url: 'https://ezel.ai/surveys/power-of-attorney-requirements/maryland',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'A power of attorney must be in writing, signed by you (or by someone for you, in your physical presence and at your express direction), acknowledged by you before a notary public, and attested and signed by two or more adult witnesses who sign in your presence and each other’s (§ 17-110(a)).',
      'The notary before whom you acknowledge it may also be one of the two witnesses (§ 17-110(b)).',
      'A Maryland power of attorney is durable unless it says otherwise (§ 17-105(c)), and Maryland publishes an optional statutory form (§ 17-202) that third parties may not demand be replaced (§ 17-104); both read in a summary, not the statute’s own text.',
    ],
    notaryRequired: true,
    witnesses: 2,
    statutoryForm: {
      name: 'Maryland Statutory Form Personal Financial Power of Attorney (§ 17-202)',
      mandatory: false,
    },
    uniformActAdopted: false,
  },
  directive: {
    citation: 'Md. Code, Health-Gen. § 5-602(c)',
    sources: [
      {
        title:
          'Md. Code, Health-Gen. § 5-602(c), as enacted (Laws of Maryland 2000, ch. 553, Archives of Maryland)',
        url: 'https://msa.maryland.gov/megafile/msa/speccol/sc2900/sc2908/000001/000797/html/am797--2905.html',
      },
      {
        title:
          'Md. Code, Health-Gen. § 5-602(c)(2) (Laws of Maryland 2003, ch. 506, Archives of Maryland)',
        url: 'https://msa.maryland.gov/megafile/msa/speccol/sc2900/sc2908/000001/000801/html/am801--2389.html',
      },
      {
        title: 'Procedure for making advance directives, § 5-602 (Fred Franke treatise)',
        url: 'https://fredfranke.com/treatise/health-care-decision-making/12-3-procedure-for-making-advance-directives/',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'A written advance directive is dated, signed by you or at your express direction, and subscribed by two witnesses (§ 5-602(c)(1)); no notary is needed. The text read is the section as enacted in 2000 and 2003; later amendments (electronic presence) were read only in summaries.',
      'Any competent individual may witness, an employee of your health care facility or physician included, except your health care agent; at least one witness must not knowingly be entitled to any part of your estate or to a financial benefit from your death (§ 5-602(c)(2)).',
    ],
    witnesses: 2,
    notaryAlternative: false,
    notaryRequired: false,
    witnessDisqualifications: [
      'the health care agent or alternate agent named in this document',
      'for at least one of the two witnesses: anyone knowingly entitled to part of your estate or to a financial benefit from your death',
    ],
    statutoryForm: null,
  },
};
