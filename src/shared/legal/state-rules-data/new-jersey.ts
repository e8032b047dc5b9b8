import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

export const NEW_JERSEY: TVerifiedSections = {
  will: {
    citation: 'N.J.S.A. 3B:3-2 and 3B:3-4',
    sources: [
      {
        title:
          'N.J.S.A. 3B:3-2, execution; witnessed wills; writings intended as wills (NJ Probate blog, statute text)',
        url: 'http://njprobate.blogspot.com/2016/08/njsa-3b3-2-execution-witnessed-wills.html',
      },
      {
        title: 'New Jersey self-proving affidavit, N.J.S.A. 3B:3-4 (eForms)',
        url: 'https://eforms.com/wills/self-proving-affidavit/nj/',
      },
      {
        title:
          'Self-proving will in New Jersey: before a notary public or attorney at law (Hauptman Law)',
        url: 'https://hauptmanlaw.com/dev/?p=4900',
      },
      {
        title: 'Execution of the will in New Jersey: a beneficiary may witness (Kim Esquire)',
        url: 'http://kimesquire.com/lorem-ipsum/execution-of-the-will/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two individuals sign, each within a reasonable time after seeing you sign or hearing you acknowledge your signature or the will (3B:3-2(a)).',
      'A writing whose signature and material portions are in your handwriting is valid whether or not witnessed (3B:3-2(b)).',
      'The self-proving affidavit is signed before a notary public or an attorney at law (3B:3-4).',
      'New Jersey lets a beneficiary witness a will (read in a practitioner’s summary, not the statute); choose witnesses who receive nothing.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: { available: true, form: 'combined', citation: 'N.J.S.A. 3B:3-4' },
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
