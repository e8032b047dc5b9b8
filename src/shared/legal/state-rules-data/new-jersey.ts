import type { TVerifiedSections } from './verified-sections';
import { NEXT_TEN_CHECKED_ON } from './next-ten-checked';
import { SECONDARY_SOURCES_NOTE } from './verified-sections';
import { selfProved } from './self-proved';

export const NEW_JERSEY: TVerifiedSections = {
  will: {
    citation: 'N.J.S.A. 3B:3-2, 3B:3-4 and 3B:3-8',
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
      {
        title:
          'Can a beneficiary witness a will in New Jersey? N.J.S.A. 3B:3-7 and 3B:3-8 (Probate Stars)',
        url: 'https://probatestars.com/can-a-beneficiary-witness-a-will-in-new-jersey/',
      },
      {
        title: 'N.J.S.A. 3B:3-2, formal execution of will (statute text, Vercammen elder-law blog)',
        url: 'http://elder-law.blogspot.com/2012/07/in-matter-of-estate-of-betsy-schnitzer.html',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'Two individuals sign, each within a reasonable time after seeing you sign or hearing you acknowledge your signature or the will (3B:3-2(a)).',
      'A writing whose signature and material portions are in your handwriting is valid whether or not witnessed (3B:3-2(b)).',
      'The self-proving affidavit is signed before a notary public or an attorney at law (3B:3-4).',
      'A will is not invalid because an interested witness signed it (N.J.S.A. 3B:3-8, read in practitioners’ summaries that cite it, not the statute’s own text); choose witnesses who receive nothing.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'no_effect',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'N.J.S.A. 3B:3-4'),
    holographic: 'recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation: 'N.J.S.A. 46:2B-8.2 and 46:2B-8.9 (Revised Durable Power of Attorney Act)',
    sources: [
      {
        title:
          'N.J.S.A. 46:2B-8.2, powers of attorney; durable powers of attorney (statute text, LegalFix)',
        url: 'https://legalfix.com/statutes/state-codes/new-jersey/title-46/section-46-2b-8-2',
      },
      {
        title:
          'New Jersey power of attorney requirements, N.J.S.A. 46:2B-8.9 and R.S. 46:14-2.1 (Ezel survey)',
        url: 'https://ezel.ai/surveys/power-of-attorney-requirements/new-jersey',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'Sign it and acknowledge it before a notary public or another officer who takes acknowledgments, such as a New Jersey attorney (§ 46:2B-8.9, read in a summary that cites it and R.S. 46:14-2.1, not the statute’s own text); no witnesses are required.',
      'New Jersey has not adopted the Uniform Power of Attorney Act: a power of attorney survives your incapacity only if it says so in the words of § 46:2B-8.2(b) or similar words, which this document prints.',
      'It may instead be written to take effect only on your disability or incapacity (§ 46:2B-8.2(b)).',
    ],
    notaryRequired: true,
    witnesses: 0,
    statutoryForm: null,
    uniformActAdopted: false,
    springing: { allowed: true, citation: 'N.J.S.A. 46:2B-8.2(b)' },
    durableWording: {
      text: 'This power of attorney shall not be affected by subsequent disability or incapacity of the principal, or lapse of time.',
      citation: 'N.J.S.A. 46:2B-8.2(b)',
    },
  },
  directive: {
    citation: 'N.J.S.A. 26:2H-56 (New Jersey Advance Directives for Health Care Act)',
    sources: [
      {
        title:
          'New Jersey advance directive signing requirements, N.J.S.A. 26:2H-56 (Contracts.net)',
        url: 'https://contracts.net/documents/advance-directive/new-jersey-nj',
      },
      {
        title: 'Advance directives: frequently asked questions (New Jersey Department of Health)',
        url: 'https://www.nj.gov/health/advancedirective/ad/forums-faqs/',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'Sign and date it before two adult witnesses, who attest that you are of sound mind and free of duress and undue influence; or sign it and acknowledge it before a notary public, an attorney at law or another person authorized to administer oaths instead (§ 26:2H-56).',
      'The health care representative you name may not be a witness (§ 26:2H-56).',
    ],
    witnesses: 2,
    notaryAlternative: true,
    notaryRequired: false,
    witnessDisqualifications: ['your health care representative (the agent this document names)'],
    statutoryForm: null,
  },
};
