import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const FLORIDA: TVerifiedSections = {
  will: {
    citation: 'Fla. Stat. §§ 732.502, 732.503, 732.504 and 732.522',
    sources: [
      {
        title: 'Fla. Stat. § 732.502, execution of wills',
        url: 'https://www.syfert.com/florida/statutes/0732.502.html',
      },
      {
        title: 'Fla. Stat. § 732.503, self-proof of will',
        url: 'https://www.syfert.com/florida/statutes/0732.503.html',
      },
      {
        title: 'Fla. Stat. § 732.504, who may witness (quoted by Lins Law Group)',
        url: 'https://www.linslawgroup.com/blog/2022/04/who-may-witness-the-signing-of-a-will-in-florida/',
      },
      {
        title: 'Fla. Stat. § 732.522, electronic wills: method and place of execution',
        url: 'https://legalfix.com/statutes/state-codes/florida/title-xlii/chapter-732/part-v/section-732-522',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign at the end of the will; the two witnesses must sign in your presence and in the presence of each other (§ 732.502(1)).',
      'Every will needs two witnesses (§ 732.502(1)): a handwritten will without witnesses is not valid in Florida.',
      'A will signed by an interested witness is not invalid (§ 732.504(2)); choosing witnesses who receive nothing still avoids questions later.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: {
      available: true,
      form: 'combined',
      citation: 'Fla. Stat. § 732.503',
    },
    holographic: 'not_recognised',
    electronicWills: { allowed: true, citation: 'Fla. Stat. § 732.522' },
    form: 'standard',
  },
};
