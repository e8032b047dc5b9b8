import type { TVerifiedSections } from './verified-sections';
import { NEXT_TEN_CHECKED_ON } from './next-ten-checked';
import { CHECKED_ON } from './verified-sections';
import { selfProved } from './self-proved';

export const WISCONSIN: TVerifiedSections = {
  will: {
    citation: 'Wis. Stat. §§ 853.03, 853.04 and 853.07',
    sources: [
      {
        title: 'Wis. Stat. ch. 853, §§ 853.04–853.07 (Wisconsin Legislature)',
        url: 'https://docs.legis.wisconsin.gov/statutes/statutes/853/i/09',
      },
      {
        title: 'Wis. Stat. § 853.07(2), interested witnesses (Wisconsin Legislature)',
        url: 'https://docs-preview.legis.wisconsin.gov/document/statutes/853.07(3)(b)',
      },
      {
        title: 'Wisconsin will requirements, § 853.03 text (Living Trust Network)',
        url: 'http://livingtrustnetwork.com/estate-planning-center/last-will-and-testament/requirements-for-a-will/wisconsin.html',
      },
    ],
    verifiedOn: CHECKED_ON,
    notes: [
      'Two witnesses sign within a reasonable time after seeing you sign, or hearing you acknowledge your signature or the will; they may do so at different times (§ 853.03).',
      'A will signed by an interested witness is not invalid, but gifts to a witness or a witness’s spouse are invalid beyond what they would receive without a will, with exceptions (§ 853.07(2)).',
      'The self-proving affidavit is made before an officer authorized to administer oaths, at the signing or later (§ 853.04).',
      'Every will needs two witnesses (§ 853.03), so a handwritten will without witnesses is not valid.',
    ],
    witnesses: 2,
    witnessMinAge: null,
    interestedWitness: 'purge_excess_over_intestate_share',
    notaryAlternative: false,
    selfProvingAffidavit: selfProved('combined', 'Wis. Stat. § 853.04'),
    holographic: 'not_recognised',
    electronicWills: { allowed: null, citation: null },
    form: 'standard',
  },
  poa: {
    citation:
      'Wis. Stat. §§ 244.04, 244.05 and 244.61 (Uniform Power of Attorney for Finances and Property Act)',
    sources: [
      {
        title: 'Wis. Stat. §§ 244.03–244.05 (Wisconsin Legislature)',
        url: 'https://docs-preview.legis.wisconsin.gov/statutes/statutes/244/i/05/3/k/3',
      },
      {
        title: 'Wis. Stat. ch. 244, contents including § 244.61 (Wisconsin Legislature)',
        url: 'https://docs-preview.legis.wisconsin.gov/statutes/statutes/244/i/06?up=1',
      },
      {
        title: 'Wisconsin power of attorney requirements, §§ 244.04, 244.05, 244.61 (Ezel survey)',
        url: 'https://ezel.ai/surveys/power-of-attorney-requirements/wisconsin',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'You sign it, or an individual 18 or older signs your name at your express direction and in your physical presence (§ 244.05(1)); no witnesses are needed for a signing in person.',
      'Your signature is presumed genuine if you acknowledge the power of attorney before a notarial officer (§ 244.05(2)); this document is made for the notary.',
      'A Wisconsin power of attorney is durable unless it expressly says your incapacity ends it (§ 244.04).',
    ],
    notaryRequired: false,
    witnesses: 0,
    statutoryForm: {
      name: 'Statutory Form Power of Attorney for Finances and Property (Wis. Stat. § 244.61)',
      mandatory: false,
    },
    uniformActAdopted: true,
  },
  directive: {
    citation: 'Wis. Stat. § 155.10',
    sources: [
      {
        title:
          'Wis. Stat. § 155.10, power of attorney for health care: execution; witnesses (Wisconsin Legislature)',
        url: 'https://docs.legis.wisconsin.gov/document/statutes/155.10(3)(k)7.',
      },
      {
        title: 'Wis. Stat. § 155.10 (statute text, self-law.org)',
        url: 'https://self-law.org/code/wi/chapter-155/155-10',
      },
    ],
    verifiedOn: NEXT_TEN_CHECKED_ON,
    notes: [
      'The power of attorney for health care is in writing, dated and signed by you (or by an adult at your express direction and in your presence), signed in the presence of two qualified witnesses, and voluntarily executed (§ 155.10(1)); no notary is needed.',
      'Each witness must be 18 or older; a chaplain or social worker employed by your provider or facility may witness (§ 155.10(2)(d)).',
      'A declaration to physicians (living will) under chapter 154 has its own witness rules, not read here.',
    ],
    witnesses: 2,
    notaryAlternative: false,
    notaryRequired: false,
    witnessDisqualifications: [
      'anyone under 18',
      'related to you by blood, marriage or adoption, or your domestic partner',
      'anyone who knows they are entitled to or have a claim on any part of your estate',
      'anyone directly financially responsible for your health care',
      'a health care provider serving you, or an employee (other than a chaplain or social worker) of that provider or of an inpatient facility where you are a patient',
      'your health care agent',
    ],
    statutoryForm: null,
  },
};
