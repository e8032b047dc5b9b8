import type { TVerifiedSections } from './verified-sections';
import { CHECKED_ON } from './verified-sections';

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
    selfProvingAffidavit: {
      available: true,
      form: 'combined',
      citation: 'N.Y. SCPA § 1406',
    },
    holographic: 'narrow',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
};
