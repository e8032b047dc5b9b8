import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const NORTH_DAKOTA: TVerifiedSections = {
  will: {
    citation: 'N.D. Cent. Code §§ 30.1-08-02, 30.1-08-04, 30.1-08-05 and 30.1-37-04',
    sources: [
      {
        title: 'N.D. Cent. Code chapter 30.1-08, Wills (Justia, 2019 code)',
        url: 'https://law.justia.com/codes/north-dakota/2019/title-30-1/chapter-30-1-08/',
      },
      {
        title: 'North Dakota last will and testament law summary (US Legal)',
        url: 'http://wills.uslegal.com/last-will-and-testament/north-dakota-last-will-and-testament-law/',
      },
      {
        title: 'N.D. Cent. Code § 30.1-37-04, execution of electronic will (Casetext)',
        url: 'https://print.casetext.com/statute/north-dakota-century-code/title-301-uniform-probate-code/chapter-301-37-uniform-electronic-wills-act/section-301-37-04-execution-of-electronic-will',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two individuals sign within a reasonable time after seeing you sign or hearing you acknowledge your signature or the will (§ 30.1-08-02).',
      'Instead of the two witnesses, you may acknowledge the will before a notary public (§ 30.1-08-02).',
      'A will whose signature and material portions are in your handwriting is valid whether or not witnessed (§ 30.1-08-02).',
      'A will signed by an interested witness is not invalid (§ 30.1-08-05).',
      'The self-proving acknowledgment and affidavits are made before an officer authorized to administer oaths (§ 30.1-08-04).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: true,
    selfProvingAffidavit: selfProved('combined', 'N.D. Cent. Code § 30.1-08-04'),
    holographic: 'recognised',
    electronicWills: {
      allowed: true,
      citation: 'N.D. Cent. Code § 30.1-37-04 (Uniform Electronic Wills Act)',
    },
    form: 'standard',
  },
};
