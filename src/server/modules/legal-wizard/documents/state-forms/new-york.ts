import type { THealthcareDirectiveAnswers, TWillAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from '../legal-document-content';
import { BLANK, joinNames, orBlank } from '../legal-wording';
import { witnessBlocks } from '../signature-blocks';
import { DATE_BLANKS } from '../will-witness-lines';
import { NEW_YORK_POA } from './new-york-poa';
import { FEDERAL_HIPAA_ELEMENTS } from './federal-hipaa-elements';
import type { TStateForms } from './state-form-types';
import { affidavitCertificate, affidavitOpening, affidavitSigners } from '../affidavit-parts';
import { witnessNotList } from './witness-declaration';

/**
 * NY: the statutory short form power of attorney as the whole document (new-york-poa.ts); the
 * will's affidavit of attesting witnesses under SCPA § 1406; the health care proxy's witnesses as
 * Pub. Health Law § 2981(2)(a) requires. Read here: SCPA § 1406 on the NY Senate site (it
 * prescribes what the affidavit must establish, not its words), § 2981(1)–(2) on CounselStack's
 * statute text. Not read: the § 2981(5)(d) form itself (a second search reached no further than
 * § 2981(2)(c) on any stored copy), so the general document keeps its own words and the element
 * says so.
 */

/**
 * SCPA § 1406: the attesting witnesses' affidavit before an officer authorized to administer
 * oaths, stating facts that establish the will's genuineness, the validity of its execution and the
 * testator's competence and freedom from restraint; the court accepts it as though sworn before it.
 * The statute gives no form, so the words are Nido's, reciting EPTL § 3-2.1's execution.
 */
function selfProvingAffidavit(answers: TWillAnswers, rules: TStateRules): LegalBlock[] {
  const { testator, witnesses, witnessRows } = affidavitSigners(answers, rules, 2);
  const rows = witnessRows('Signature of witness', [{ label: 'Residence address', share: 3 }]);
  return [
    ...affidavitOpening(
      'Affidavit of attesting witnesses (N.Y. SCPA § 1406)',
      'Sworn before an officer authorized to administer oaths, this affidavit is accepted by ' +
        'the Surrogate’s Court as the witnesses’ testimony unless a party objects or the court ' +
        'requires them to appear (SCPA § 1406(1)). The statute prescribes what it must state, ' +
        'not its words; these are Nido’s.',
    ),
    {
      kind: 'paragraph',
      text:
        `We, ${joinNames(witnesses)}, each being duly sworn, depose and say: ` +
        `the within will was subscribed at its end by ${testator}, the testator, in our presence, or ` +
        'the testator acknowledged the subscription to each of us; the testator declared the ' +
        'instrument to be the testator’s will; each of us signed our name as a witness at the ' +
        'end of the will at the testator’s request and added our residence address; the ' +
        'testator was then over the age of eighteen, of sound mind, memory and understanding, ' +
        'in all respects competent to make a will, and not under any restraint; and the ' +
        'signature on the will is the genuine signature of the testator.',
    },
    { kind: 'signature', title: 'Witnesses', rows },
    affidavitCertificate('Jurat', [
      `State of New York, County of ${BLANK}`,
      `Sworn to before me by ${joinNames(witnesses)}, ${DATE_BLANKS}.`,
    ]),
  ];
}

/** § 2981(2)(a): two adult witnesses state the principal appeared to sign willingly and free from duress. */
function proxyWitnesses(answers: THealthcareDirectiveAnswers, rules: TStateRules): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  return [
    { kind: 'heading', text: 'Statement by witnesses' },
    ...witnessNotList(
      `Declaration of each witness: I declare that ${name} signed this health care proxy (or had another sign it at the ` +
        'principal’s direction) in my presence and appeared to execute the proxy willingly and ' +
        'free from duress. I am 18 years of age or older, and I am not the alternate agent ' +
        'appointed in it, nor any of the following:',
      rules,
    ),
    ...witnessBlocks(Math.max(rules.directive.witnesses, 2), []),
  ];
}

export const NEW_YORK_FORMS: TStateForms = {
  financial_poa: NEW_YORK_POA,
  will: {
    elements: [
      {
        citation: 'N.Y. SCPA § 1406',
        requirement:
          'An affidavit of the attesting witnesses before an officer authorized to administer oaths, stating facts that establish the will’s genuineness, the validity of its execution and that the testator was competent and not under restraint.',
        source: {
          title: 'N.Y. SCPA § 1406, proof of will by affidavit of attesting witness (NY Senate)',
          url: 'https://www.nysenate.gov/legislation/laws/SCP/1406',
        },
      },
    ],
    parts: { selfProvingAffidavit },
  },
  healthcare_directive: {
    elements: [
      {
        citation: 'N.Y. Pub. Health Law § 2981(2)(a)',
        requirement:
          'Signed and dated before two adult witnesses who also sign and state that the principal appeared to execute the proxy willingly and free from duress; the agent may not witness.',
        source: {
          title: 'N.Y. Pub. Health Law § 2981, health care proxy (CounselStack, statute text)',
          url: 'https://law.counselstack.com/statute/ny/PBH/2981',
        },
      },
      {
        citation: 'N.Y. Pub. Health Law § 2981(5)(d)',
        requirement:
          'The statute’s model health care proxy form. Not read: § 2981 was read from its opening into (2)(c) on lexace.ai/us/statute/new-york/pbh-2981, nysenate.gov/legislation/laws/PBH/2981 and law.counselstack.com/statute/ny/PBH/2981, where the stored copies end, before subdivision 5; the Department of Health’s proxy form, found as reproductions, is not the statute’s text. The document keeps the general wording that appoints the agent and alternate.',
        source: null,
      },
    ],
    parts: { witnesses: proxyWitnesses },
  },
  hipaa: { elements: FEDERAL_HIPAA_ELEMENTS },
};
