import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

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
    selfProvingAffidavit: {
      available: true,
      form: 'combined',
      citation: 'Mich. Comp. Laws § 700.2504',
    },
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
