import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON, SECONDARY_SOURCES_NOTE } from './verified-sections';

export const OHIO: TVerifiedSections = {
  will: {
    citation: 'Ohio Rev. Code §§ 2107.03 and 2107.15',
    sources: [
      {
        title: 'Ohio Rev. Code § 2107.03, method of making will',
        url: 'http://codes.ohio.gov/orc/2107.03',
      },
      {
        title: 'Ohio Rev. Code chapter 2107, wills',
        url: 'https://codes.ohio.gov./ohio-revised-code/chapter-2107',
      },
      {
        title: 'In re Estate of Shaffer, 2020-Ohio-6672 (the voiding rule of § 2107.15)',
        url: 'https://law.justia.com/cases/ohio/supreme-court-of-ohio/2020/2019-0364.html',
      },
      {
        title: 'Wills in Ohio: witness who is a beneficiary (Legal Beagle)',
        url: 'https://legalbeagle.com/wills-ohio-4121.html',
      },
      {
        title: 'Ohio will requirements: no self-proving affidavit (Living Trust Network)',
        url: 'https://www.livingtrustnetwork.com/estate-planning-center/last-will-and-testament/requirements-for-a-will/ohio.html',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign at the end; two or more competent witnesses who saw you sign, or heard you acknowledge your signature, sign in your conscious presence (§ 2107.03).',
      'A gift to a witness whose signature is needed to prove the will is void (§ 2107.15); a witness who is also an heir keeps up to their share without a will. A third witness who receives nothing avoids this.',
      'Ohio has no self-proving affidavit statute: keep the witnesses’ names and addresses with the will.',
      'A handwritten will is valid only when signed and witnessed like any other (§ 2107.03).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: { available: false, form: 'none', citation: null },
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation:
      'Ohio Rev. Code §§ 1337.21 to 1337.64 (Uniform Power of Attorney Act), §§ 1337.25, 1337.06 and 1337.60',
    sources: [
      {
        title:
          'Ohio Senate Bill 117: Ohio enacts the Uniform Power of Attorney Act (National Notary Association)',
        url: 'https://nationalnotary.org/knowledge-center/news/law-updates/oh-senate-bill-117',
      },
      {
        title:
          'Ohio Rev. Code § 1337.06, execution and evidence of power of attorney (Ohio Revised Code search)',
        url: 'https://codes.ohio.gov/ohio-revised-code/search?keywords=commercial+lease&pageSize=25&start=1326',
      },
      {
        title: 'Ohio durable power of attorney, §§ 1337.24, 1337.25 and 1337.60 (LegalTemplates)',
        url: 'https://legaltemplates.net/form/power-of-attorney/durable/ohio-oh/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'Ohio’s Uniform Power of Attorney Act does not itself require a notary, but a signature acknowledged before a notary public is presumed genuine (§ 1337.25); form publishers tell you to notarise, and so do we.',
      'A power of attorney to be recorded, for example to deal with real estate, is executed and acknowledged like a deed (§ 1337.06, § 5301.01).',
      'A power of attorney is durable unless it says it ends on your incapacity (§ 1337.24).',
    ],
    notaryRequired: false,
    witnesses: 0,
    statutoryForm: { name: 'Ohio statutory form power of attorney (§ 1337.60)', mandatory: false },
    uniformActAdopted: true,
  },
  directive: {
    citation: 'Ohio Rev. Code §§ 1337.12 and 1337.17',
    sources: [
      {
        title: 'Ohio medical power of attorney, § 1337.12 signing requirements (LegalTemplates)',
        url: 'https://legaltemplates.net/form/power-of-attorney/medical/ohio-oh',
      },
      {
        title: 'Ohio medical power of attorney witness rules (eSign)',
        url: 'https://esign.com/power-of-attorney/oh/medical',
      },
      {
        title:
          'Ohio durable power of attorney for health care with the notice required by § 1337.17 (signNow template)',
        url: 'https://www.signnow.com/template/durable-power-of-attorney-for-health-care-ohio',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'Sign and date it before two adult witnesses, or acknowledge it before a notary public instead (§ 1337.12).',
      'It must be preceded by the “Notice to Adult Executing This Document” required by § 1337.17.',
      'When you do not want your life prolonged, a living will declaration (§ 2133.02) follows, signed separately before two adult witnesses or a notary; its wording is Nido’s, since the text of chapter 2133 was not read here.',
    ],
    witnesses: 2,
    notaryAlternative: true,
    witnessDisqualifications: [
      'your agent (attorney in fact) or alternate',
      'a person related to you by blood, marriage or adoption',
      'your attending physician',
      'the administrator of a nursing home where you receive care',
    ],
    statutoryForm: null,
  },
};
