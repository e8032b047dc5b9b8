import { WILLGRIDUS } from './electronic-wills';
import type { TVerifiedSections } from './verified-sections';
import { NEXT_TEN_CHECKED_ON } from './next-ten-checked';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const INDIANA: TVerifiedSections = {
  will: {
    citation: 'Ind. Code §§ 29-1-5-2, 29-1-5-3 and 29-1-5-3.1',
    sources: [
      {
        title: 'Ind. Code § 29-1-5-2, writing; witnesses (LawServer)',
        url: 'https://www.lawserver.com/law/state/indiana/in-code/indiana_code_29-1-5-2',
      },
      {
        title: 'Ind. Code § 29-1-5-3, signatures (LawServer)',
        url: 'https://www.lawserver.com/law/state/indiana/in-code/indiana_code_29-1-5-3',
      },
      {
        title: 'Ind. Code § 29-1-5-3.1, self-proving clause (Justia, 2022)',
        url: 'https://law.justia.com/codes/indiana/2022/title-29/article-1/chapter-5/section-29-1-5-3-1/',
      },
      WILLGRIDUS,
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Tell the witnesses it is your will and sign (or acknowledge your signature) before two witnesses, who sign in your presence and in each other’s (§ 29-1-5-3(b)).',
      'A gift to a witness is void if the will cannot be proved without that witness; a witness who is also an heir keeps up to their share without a will (§ 29-1-5-2(c)).',
      'The self-proving clause is signed by you and the witnesses, under the penalties for perjury; Indiana needs no notary for it (§ 29-1-5-3.1).',
      'Every will other than an oral one needs two witnesses (§ 29-1-5-3(a)), so a handwritten will without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('declaration_in_attestation_clause', 'Ind. Code § 29-1-5-3.1'),
    holographic: 'not_recognised',
    electronicWills: {
      allowed: true,
      citation: 'Ind. Code § 29-1-21 (2018), as listed by willgridus.com',
    },
    form: 'standard',
  },
  poa: {
    citation: 'Ind. Code § 30-5-4-1',
    sources: [
      {
        title: 'Ind. Code § 30-5-4-1, validity of power; conditions (statute text, Casetext)',
        url: 'https://casetext.com/statute/indiana-code/title-30-trusts-and-fiduciaries/article-5-powers-of-attorney/chapter-4-creation-of-a-power-of-attorney/section-30-5-4-1-validity-of-power-conditions',
      },
      {
        title: 'Ind. Code § 30-5-4-1 and chapter 4 contents (statute text, Instalawyer)',
        url: 'https://instalawyer.io/laws/indiana-code/30-5-4-1-validity-of-power-conditions',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'A power of attorney must be in writing, name an attorney in fact, give them power to act for you, and be signed by you or at your direction in the presence of a notary public, or in the presence of witnesses as §§ 30-5-4-1.3 to 30-5-4-1.9 describe (§ 30-5-4-1(a), as amended in 2021). This document is made for the notary; the witness sections were not read here.',
      'If someone signs for you at your direction, the notary must state that they did (§ 30-5-4-1(b)).',
    ],
    notaryRequired: null,
    witnesses: 0,
    statutoryForm: null,
    uniformActAdopted: false,
  },
  directive: {
    citation: 'Ind. Code § 16-36-7-28',
    sources: [
      {
        title:
          'Ind. Code § 16-36-7-28, advance directive: signature, witnesses, acknowledgment (Justia, 2021)',
        url: 'https://law.justia.com/codes/indiana/2021/title-16/article-36/chapter-7/section-16-36-7-28',
      },
      {
        title: 'Ind. Code § 16-36-7-28 (statute text, Instalawyer)',
        url: 'https://instalawyer.io/laws/indiana-code/16-36-7-28-advance-directive-signature-witnesses',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'Sign it in the presence of two adult witnesses, who sign in your presence, or sign or acknowledge it before a notarial officer instead (§ 16-36-7-28(b)–(c)).',
      'At least one of the two witnesses may not be your spouse or other relative (§ 16-36-7-28(c)(1)).',
      'Someone who signs your name for you may not be a witness, the notarial officer or your health care representative (§ 16-36-7-28(b)(2)).',
    ],
    witnesses: 2,
    notaryAlternative: true,
    notaryRequired: false,
    witnessDisqualifications: [
      'for at least one of the two witnesses: your spouse or other relative',
      'the person who signs your name for you, if you cannot sign',
    ],
    statutoryForm: null,
  },
};
