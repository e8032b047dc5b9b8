import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON, SECONDARY_SOURCES_NOTE } from './verified-sections';
import { selfProved } from './self-proved';

export const NEW_YORK: TVerifiedSections = {
  will: {
    citation: 'N.Y. EPTL §§ 3-2.1, 3-2.2 and 3-3.2; N.Y. SCPA § 1406',
    sources: [
      {
        title: 'N.Y. EPTL § 3-2.1, execution and attestation of wills (Justia)',
        url: 'https://law.justia.com/codes/new-york/2006/estates-powers-trusts/ept03-2.1_3-2.1.html',
      },
      {
        title: 'N.Y. EPTL § 3-3.2, attesting witness who is a beneficiary (NY Senate)',
        url: 'https://www.nysenate.gov/legislation/laws/EPT/3-3.2',
      },
      {
        title: 'N.Y. EPTL § 3-2.2, nuncupative and holographic wills (Justia)',
        url: 'https://law.justia.com/codes/new-york/2010/ept/article-3/part-2/3-2-2/',
      },
      {
        title: 'N.Y. SCPA § 1406, proof of will by affidavit of attesting witness (NY Senate)',
        url: 'https://www.nysenate.gov/legislation/laws/SCP/1406',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign at the end, in the presence of each witness (or acknowledge your signature to each), and declare to each that the document is your will; the witnesses sign and add their home addresses within thirty days (§ 3-2.1).',
      'A gift to a witness is void unless two other witnesses receive nothing; a witness who would inherit without a will keeps up to that share (§ 3-3.2).',
      'A handwritten, unwitnessed will is valid only for members of the armed forces in a conflict, those accompanying them, and mariners at sea (§ 3-2.2).',
      'The witnesses’ affidavit before an officer authorized to administer oaths is accepted by the court as their testimony (SCPA § 1406).',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'void_gift_unless_two_other_witnesses',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'N.Y. SCPA § 1406'),
    holographic: 'narrow',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation: 'N.Y. Gen. Oblig. Law §§ 5-1501B and 5-1513',
    sources: [
      {
        title:
          'N.Y. Gen. Oblig. Law § 5-1501B, creation of a valid power of attorney (eLaws, 2014 text)',
        url: 'http://ny.elaws.us/law/gob_art5_t15_sec.5-1501b',
      },
      {
        title:
          'New York power of attorney form changes effective June 13, 2021 (Catic title alert)',
        url: 'https://myemail.constantcontact.com/Agent-Alert---New-York-Power-of-Attorney-Form-Changes-Effective-June-13.html?aid=HINmoCEqWc0&soid=1114863943135',
      },
      {
        title: 'New York S3923-A (2020), reform of the statutory short form (NY Senate)',
        url: 'https://nysenate.gov/legislation/bills/2019/s3923',
      },
      {
        title: 'New York general power of attorney signing requirements (eSign)',
        url: 'https://esign.com/power-of-attorney/ny/general',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      SECONDARY_SOURCES_NOTE,
      'Sign and date it before a notary public and two witnesses who are not named as agents or gift recipients; the notary may be one of the witnesses (as amended in 2021).',
      'Your agent must also sign and date it, with the signature acknowledged before a notary, before acting (§ 5-1501B(1)(c)); the two acknowledgments may be on different days.',
      'It must contain the exact wording of the “Caution to the Principal” and the “Important Information for the Agent” of the statutory form (§ 5-1501B(1)(d)), and be printed in type of at least twelve points (§ 5-1501B(1)(a)).',
    ],
    notaryRequired: true,
    witnesses: 2,
    statutoryForm: {
      name: 'New York Statutory Short Form Power of Attorney (N.Y. Gen. Oblig. Law § 5-1513)',
      mandatory: false,
    },
    uniformActAdopted: null,
  },
  directive: {
    citation: 'N.Y. Pub. Health Law § 2981',
    sources: [
      {
        title: 'N.Y. Pub. Health Law § 2981, health care proxy (NY Senate)',
        url: 'https://nysenate.gov/legislation/laws/PBH/2981',
      },
      {
        title: 'New York health care proxy guide (Settled)',
        url: 'https://settledestate.com/new-york/health-care-proxy/',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Sign and date the health care proxy before two adult witnesses, who also sign and state that you appeared to sign willingly and free from duress (§ 2981(2)(a)); no notary is needed.',
      'Residents of mental hygiene facilities need a witness not affiliated with the facility, and in some cases a qualified psychiatrist or physician (§ 2981(2)(b)–(c)).',
      'New York’s statute covers the health care proxy; written treatment wishes (a living will) have no separate signing statute here, so they are signed the same way.',
    ],
    witnesses: 2,
    notaryAlternative: false,
    witnessDisqualifications: ['your health care agent'],
    statutoryForm: null,
  },
};
