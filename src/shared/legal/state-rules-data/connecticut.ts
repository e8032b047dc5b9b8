import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const CONNECTICUT: TVerifiedSections = {
  will: {
    citation: 'Conn. Gen. Stat. §§ 45a-251, 45a-258 and 45a-285',
    sources: [
      {
        title: 'Conn. Gen. Stat. § 45a-251, making and execution of wills (Justia, 2023)',
        url: 'https://law.justia.com/codes/connecticut/title-45a/chapter-802a/section-45a-251-formerly-sec-45-161',
      },
      {
        title:
          'How do you make a valid will in Connecticut? §§ 45a-251 and 45a-258 (Probate Stars)',
        url: 'https://probatestars.com/how-do-you-make-a-valid-will-in-connecticut/',
      },
      {
        title:
          'Formalities of executing a valid will in Connecticut, §§ 45a-258 and 45a-285 (HG.org)',
        url: 'https://www.hg.org/legal-articles/formalities-of-executing-a-valid-will-in-connecticut-56721',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two witnesses attest the will, each signing in your presence (§ 45a-251).',
      'A gift to a witness or a witness’s spouse is void unless the will is validly attested without that witness, or the witness is your heir (§ 45a-258).',
      'The witnesses may sign under oath a statement of the facts they would testify to, making the will self-proving (§ 45a-285).',
      'Connecticut does not recognise a handwritten will without witnesses.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Conn. Gen. Stat. § 45a-285'),
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
