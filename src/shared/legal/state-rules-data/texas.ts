import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const TEXAS: TVerifiedSections = {
  will: {
    citation: 'Tex. Est. Code §§ 251.051, 251.052, 251.102, 251.104, 251.1045 and 254.002',
    sources: [
      {
        title: 'Tex. Est. Code § 251.051 (Texas Public Law)',
        url: 'https://texas.public.law/statutes/tex._est._code_section_251.051',
      },
      {
        title: 'Tex. Est. Code § 251.102 (Texas Public Law)',
        url: 'https://texas.public.law/statutes/tex._est._code_section_251.102',
      },
      {
        title: 'Tex. Est. Code § 251.104 (Texas Public Law)',
        url: 'https://texas.public.law/statutes/tex._est._code_section_251.104',
      },
      {
        title: 'Tex. Est. Code § 254.002 (FindLaw)',
        url: 'https://codes.findlaw.com/tx/estates-code/est-sect-254-002/',
      },
      {
        title: 'Tex. Est. Code § 251.052, holographic wills (Silberman Law Firm)',
        url: 'https://silblawfirm.com/probate/how-to-make-a-valid-will-in-texas/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Witnesses must be credible, at least 14, and sign in their own handwriting in your presence (§ 251.051).',
      'A gift to a witness is void if the will cannot be proved without that witness, unless another disinterested person corroborates the testimony; a witness who is also an heir keeps up to their share without a will (§ 254.002).',
      'The self-proving affidavit is signed before an officer authorized to administer oaths, who affixes a seal (§ 251.104); it can be signed at the same time as the will (§ 251.1045) or later.',
    ],
    witnesses: 2,
    witnessMinAge: 14,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Tex. Est. Code §§ 251.104 and 251.1045'),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation: 'Tex. Est. Code §§ 751.0021 and 752.051',
    sources: [
      {
        title:
          'Tex. Est. Code § 751.0021, requirements of a durable power of attorney (PowerOfAttorney.com)',
        url: 'https://powerofattorney.com/texas/durable-power-attorney-texas-form-adobe-pdf/',
      },
      {
        title:
          'Texas durable power of attorney: § 751.0021 signing requirements and § 752.051 statutory form (LegalTemplates)',
        url: 'https://legaltemplates.net/form/power-of-attorney/durable/texas-tx/',
      },
      {
        title:
          'National Notary Association: Texas HB 1974 (2017), provisions of the Uniform Power of Attorney Act',
        url: 'https://nationalnotary.org/knowledge-center/news/law-updates/tx-house-bill-1974',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign it and acknowledge it before an officer authorized to take acknowledgments and administer oaths, such as a notary public; no witnesses are required (§ 751.0021(a)(4)).',
      'It must say that it is not affected by your later disability or incapacity, or that it takes effect on it (§ 751.0021(a)(3)); this document says so.',
      'Texas adopted provisions of the Uniform Power of Attorney Act in 2017 (HB 1974), not the whole act.',
    ],
    notaryRequired: true,
    witnesses: 0,
    statutoryForm: {
      name: 'Statutory Durable Power of Attorney (Tex. Est. Code § 752.051)',
      mandatory: false,
    },
    uniformActAdopted: null,
  },
  directive: {
    citation: 'Tex. Health & Safety Code §§ 166.003, 166.154, 166.163 and 166.164',
    sources: [
      {
        title:
          'Tex. Health & Safety Code § 166.154, execution of a medical power of attorney (LawServer)',
        url: 'https://www.lawserver.com/law/state/texas/tx-codes/texas_health_and_safety_code_166-154',
      },
      {
        title:
          'Tex. Health & Safety Code § 166.164, form of medical power of attorney (Texas Public Law)',
        url: 'https://texas.public.law/statutes/tex._health_and_safety_code_section_166.164',
      },
      {
        title: 'Tex. Health & Safety Code § 166.163, form of disclosure statement (Onecle)',
        url: 'https://law.onecle.com/texas/health/166.163.html',
      },
      {
        title: 'Texas HB 2589 (2023, introduced): would make the § 166.164 form optional',
        url: 'https://legiscan.com./TX/text/HB2589/id/2711343/Texas-2023-HB2589-Introduced.html',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign before two witnesses, or sign and have your signature acknowledged by a notary public instead (§ 166.154).',
      'The law bars your agent from witnessing and bars the others listed from being at least one of the two witnesses (§§ 166.003, 166.154(a)); choosing two witnesses who are none of them is the safe way.',
      'The medical power of attorney follows the § 166.164 form and is given with the disclosure statement of § 166.163; a 2023 bill proposed making the form optional, so check which version applies when you sign. The directive to physicians has its own statute (§ 166.033) not checked here.',
    ],
    witnesses: 2,
    notaryAlternative: true,
    witnessDisqualifications: [
      'your agent',
      'a person related to you by blood or marriage',
      'a person entitled to any part of your estate under your will or by law',
      'your attending physician or an employee of your attending physician',
      'an employee of a health-care facility where you are a patient who gives you direct care, or an officer, director, partner or business-office employee of it',
      'a person with a claim against any part of your estate',
    ],
    statutoryForm: {
      name: 'Medical Power of Attorney (Tex. Health & Safety Code § 166.164)',
      mandatory: true,
    },
  },
};
