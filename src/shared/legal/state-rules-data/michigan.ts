import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON, SECONDARY_SOURCES_NOTE } from './verified-sections';
import { selfProved } from './self-proved';

export const MICHIGAN: TVerifiedSections = {
  will: {
    citation: 'Mich. Comp. Laws §§ 700.2502, 700.2504 and 700.2505',
    sources: [
      {
        title: 'Mich. Comp. Laws §§ 700.2501–700.2502, text (awill.info)',
        url: 'http://awill.info/michigan-will-code/',
      },
      {
        title: 'Mich. Comp. Laws §§ 700.2501–700.2519 (US Lawyer Database, 2022 compiled laws)',
        url: 'https://law.uslawyerdatabase.com/category/us-law/2022-michigan-compiled-laws/chapter-700-estates-and-protected-individuals-code/act-386-of-1998-estates-and-protected-individuals-code-700-1101-700-8206/article-ii-intestacy-wills-and-donative-transfers-700-2101-700-2959/386-1998-ii-5-part-5-wills-will-contracts-and-custody-and-deposit-of-wills-700-2501-700-2519',
      },
      {
        title: 'Kent County Probate Court: types of wills',
        url: 'https://www.accesskent.com/Courts/Probate/wills.htm',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two individuals sign, each within a reasonable time after seeing you sign or hearing you acknowledge your signature or the will (§ 700.2502(1)).',
      'A will signed by an interested witness is not invalid, nor is any provision of it (§ 700.2505(2)).',
      'A dated will whose signature and material portions are in your handwriting is valid without witnesses (§ 700.2502(2)).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Mich. Comp. Laws § 700.2504'),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation: 'Mich. Comp. Laws § 556.205 (Uniform Power of Attorney Act, 2023 PA 187)',
    sources: [
      {
        title: 'Mich. Comp. Laws § 556.205, execution of power of attorney (Casetext)',
        url: 'https://casetext.com/statute/michigan-compiled-laws/chapter-556-powers-of-appointment/uniform-power-of-attorney-act/article-1-general-provisions/section-556205-execution-of-power-of-attorney-requirements',
      },
      {
        title: 'Mich. Comp. Laws § 556.205 (self-law.org)',
        url: 'https://self-law.org/code/mi/chapter-556/556-205',
      },
      {
        title:
          'National Notary Association: Michigan HB 4644, Uniform Power of Attorney Act (2023 PA 187)',
        url: 'https://nationalnotary.org/knowledge-center/news/law-updates/mi-house-bill-4644',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'To be durable it must be either acknowledged before a notary public or signed before two witnesses who also sign and are not your agents; one witness may be the notary (§ 556.205(2)).',
      'Only a notarised signature is presumed genuine (§ 556.205(4)–(5)), so sign before a notary.',
    ],
    notaryRequired: false,
    witnesses: 0,
    statutoryForm: {
      name: 'Statutory form power of attorney (Michigan Uniform Power of Attorney Act, 2023 PA 187)',
      mandatory: false,
    },
    uniformActAdopted: true,
  },
  directive: {
    citation: 'Mich. Comp. Laws § 700.5506',
    sources: [
      {
        title:
          'Patient advocate designation FAQs (State Bar of Michigan, Probate & Estate Planning Section)',
        url: 'https://www.michbar.org/public_resources/probate_pad',
      },
      {
        title: 'Michigan designation of patient advocate, MCL 700.5506 summary (US Legal Forms)',
        url: 'https://uslegalforms.com/es/forms/MI-510R',
      },
      {
        title: 'MCL 700.5506(4), who may not witness, quoted (Kershaw, Vititoe & Jedinak, PLC)',
        url: 'https://www.monroecountylawyers.com/blog/2019/05/do-i-need-a-patient-advocate-designation/',
      },
      {
        title: 'Why you should designate a patient advocate, MCL 700.5506 quoted (BRMM Law)',
        url: 'https://brmmlaw.com/blog/2021/october/why-you-should-designate-a-patient-advocate-aka-',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'Sign the patient advocate designation before two witnesses, who also sign; a witness signs only if you appear of sound mind and under no duress, fraud or undue influence (§ 700.5506).',
      'Your patient advocate must sign an acceptance before acting, and can act only when you cannot take part in treatment decisions.',
    ],
    witnesses: 2,
    notaryAlternative: false,
    witnessDisqualifications: [
      'your spouse, parent, child, grandchild or sibling',
      'your presumptive heir or a known beneficiary of your will',
      'your physician or your patient advocate',
      'an employee of your life or health insurer, of a health facility treating you, or of a home for the aged where you live',
      'an employee of a community mental health services program providing services to you',
    ],
    statutoryForm: null,
  },
};
