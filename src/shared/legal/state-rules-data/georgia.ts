import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON, SECONDARY_SOURCES_NOTE } from './verified-sections';
import { selfProved } from './self-proved';

export const GEORGIA: TVerifiedSections = {
  will: {
    citation: 'O.C.G.A. §§ 53-4-20, 53-4-22, 53-4-23 and 53-4-24',
    sources: [
      {
        title: 'O.C.G.A. § 53-4-20, required writing, signing, witnesses (Justia)',
        url: 'https://law.justia.com/codes/georgia/2022/title-53/chapter-4/article-3/section-53-4-20/',
      },
      {
        title: 'O.C.G.A. § 53-4-22, competency of witness (Justia)',
        url: 'https://law.justia.com/codes/georgia/2020/title-53/chapter-4/article-3/section-53-4-22/',
      },
      {
        title: 'O.C.G.A. § 53-4-24, self-proved will (Justia)',
        url: 'https://law.justia.com/codes/georgia/2017/title-53/chapter-4/article-3/section-53-4-24/index.html',
      },
      {
        title: 'O.C.G.A. §§ 53-4-10 to 53-4-23, text (awill.info; § 53-4-23 read in part)',
        url: 'http://awill.info/law-for-making-a-georgia-will/',
      },
      {
        title:
          'Executing a Georgia will: a beneficiary-witness forfeits unless two other witnesses sign (Grissom Law Firm)',
        url: 'http://grissomlawfirm.com/executing-last-will-and-testament/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two or more competent witnesses, each 14 or over, attest and sign in your presence (§§ 53-4-20(b), 53-4-22(a)).',
      'A witness who receives something under the will loses the gift unless two other witnesses sign (§ 53-4-23; the section’s full text was read only in part, with a Georgia practitioner’s summary).',
      'The self-proving affidavit is signed before a notary public, at the signing or later while you and the witnesses are alive (§ 53-4-24).',
      'Every will must be attested by two witnesses (§ 53-4-20(b)), so a handwritten will without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: 14,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'O.C.G.A. § 53-4-24'),
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation: 'O.C.G.A. §§ 10-6B-4, 10-6B-5 and 10-6B-70',
    sources: [
      {
        title: 'O.C.G.A. § 10-6B-70, the statutory form’s opening, current text (PocketLaw)',
        url: 'https://getpocketlaw.com/law/state_georgia/section-10-6b-70-form-power-of-attorney_70b93b51d68a',
      },
      {
        title: 'Georgia power of attorney requirements (Ezel survey, checked against the statute)',
        url: 'https://ezel.ai/surveys/power-of-attorney-requirements/georgia',
      },
      {
        title: 'Georgia Power of Attorney Act, § 10-6B-5 signing requirements (FreeForms)',
        url: 'https://freeforms.com/poa/ga',
      },
      {
        title: 'Georgia power of attorney laws and signing requirements (OpenDocs)',
        url: 'https://opendocs.com/power-of-attorneys/ga/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'Sign before one competent witness, who may not be named as an agent, and have it attested by a notary public or another officer listed in § 44-2-15 (§ 10-6B-5(a)).',
      'Georgia powers of attorney are durable unless they say otherwise (§ 10-6B-4).',
    ],
    notaryRequired: true,
    witnesses: 1,
    statutoryForm: {
      name: 'Georgia Statutory Form Power of Attorney (O.C.G.A. § 10-6B-70)',
      mandatory: false,
    },
    uniformActAdopted: null,
  },
  directive: {
    citation: 'O.C.G.A. § 31-32-5',
    sources: [
      {
        title: 'O.C.G.A. § 31-32-5, execution and witnesses (Justia, 2021)',
        url: 'https://law.justia.com/codes/georgia/2021/title-31/chapter-32/section-31-32-5/',
      },
      {
        title: 'O.C.G.A. § 31-32-4, the form’s title and introduction (Justia, 2019)',
        url: 'https://law.justia.com/codes/georgia/2019/title-31/chapter-32/section-31-32-4/',
      },
      {
        title: 'O.C.G.A. § 31-32-5(c) quoted (The Goode View)',
        url: 'http://thegoodeview.com/2011/08/advance-directive.html',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two witnesses of sound mind and at least 18 attest and sign in your presence; they need not be together (§ 31-32-5(c)). No notary is needed.',
      'Not more than one witness may be an employee, agent or medical staff member of the health-care facility where you are receiving care.',
    ],
    witnesses: 2,
    notaryAlternative: false,
    witnessDisqualifications: [
      'your health care agent',
      'someone who will knowingly inherit anything from you or otherwise knowingly gain a financial benefit from your death',
      'someone directly involved in your health care',
    ],
    statutoryForm: {
      name: 'Georgia Advance Directive for Health Care (O.C.G.A. § 31-32-4)',
      mandatory: false,
    },
  },
};
