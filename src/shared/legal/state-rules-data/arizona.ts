import { WILLGRIDUS } from './electronic-wills';
import type { TVerifiedSections } from './verified-sections';
import { NEXT_TEN_CHECKED_ON } from './next-ten-checked';
import { CHECKED_ON, SECONDARY_SOURCES_NOTE } from './verified-sections';
import { selfProved } from './self-proved';

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
    selfProvingAffidavit: selfProved('combined', 'Ariz. Rev. Stat. § 14-2504'),
    holographic: 'recognised',
    electronicWills: {
      allowed: true,
      citation: 'Ariz. Rev. Stat. § 14-2518 (2019), as listed by willgridus.com',
    },
    form: 'standard',
  },
  poa: {
    citation: 'Ariz. Rev. Stat. § 14-5501',
    sources: [
      {
        title:
          'Arizona power of attorney requirements, A.R.S. § 14-5501(A), (B), (D) (Ezel survey)',
        url: 'https://ezel.ai/surveys/power-of-attorney-requirements/arizona',
      },
      {
        title:
          'Arizona durable power of attorney: signing requirements and required language (eForms)',
        url: 'https://eforms.com/power-of-attorney/az/arizona-durable-power-of-attorney-form/',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'Sign before a notary public and one witness together, not one or the other; the witness swears an affidavit before the same notary (§ 14-5501(D)).',
      'The witness may not be your agent, your agent’s spouse or child, or the notary (§ 14-5501(D)).',
      'Arizona has not adopted the Uniform Power of Attorney Act: the power of attorney survives your incapacity only if it says so (§ 14-5501(A)–(B)); this document prints the words the statute suggests. The notary’s certificate and witness affidavit follow a form the statute prescribes “in substantially the following form”, not printed here; ask the notary to confirm it.',
    ],
    notaryRequired: true,
    witnesses: 1,
    statutoryForm: null,
    uniformActAdopted: false,
    durableWording: {
      text: 'This power of attorney is not affected by subsequent disability or incapacity of the principal or lapse of time.',
      citation:
        'Ariz. Rev. Stat. § 14-5501(B) (wording as quoted by eForms; the statute’s own text was not read)',
    },
  },
  directive: {
    citation: 'Ariz. Rev. Stat. § 36-3221',
    sources: [
      {
        title:
          'A.R.S. § 36-3221, health care power of attorney; requirements (statute text, US Legal Forms)',
        url: 'https://uslegalforms.com/forms/az-poa-1/medical-power-of-attorney',
      },
      {
        title: 'Arizona Laws 36-3221 (LawServer)',
        url: 'https://lawserver.com/law/state/arizona/az-laws/arizona_laws_36-3221',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'Date and sign it, and either have it notarized or have at least one adult witness affirm in writing that they saw you sign and that you appeared of sound mind and free from duress (§ 36-3221(A)(3)).',
      'Neither the notary nor a witness may be your agent or anyone directly involved in your health care (§ 36-3221(C)); a sole witness may also not be related to you by blood, marriage or adoption or entitled to any part of your estate (§ 36-3221(D)).',
    ],
    witnesses: 1,
    notaryAlternative: true,
    notaryRequired: false,
    witnessDisqualifications: [
      'the agent or alternate agent named in this document',
      'anyone directly involved in providing your health care',
      'a relative by blood, marriage or adoption (when only one witness signs)',
      'anyone entitled to any part of your estate by will or by law (when only one witness signs)',
    ],
    statutoryForm: null,
  },
};
