import type { THealthcareDirectiveAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from '../legal-document-content';
import { orBlank } from '../legal-wording';
import { signedAndDated, witnessBlocks } from '../signature-blocks';
import { CA_SOURCES } from './california-sources';
import type { TDirectivePart, TStateDocumentForm } from './state-form-types';

/**
 * California's advance health care directive keeps the general document (the statutory form of
 * Cal. Prob. Code § 4701 is optional and its text could not be read here), with the witnesses'
 * part the statute words: each witness's declaration of § 4674(d), the additional statement of
 * § 4674(e) by one witness, and, for a patient in a skilled nursing facility, the patient
 * advocate's or ombudsman's statement of § 4675.
 */

type Answers = THealthcareDirectiveAnswers;

function witnesses(answers: Answers, rules: TStateRules): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  const count = Math.max(rules.directive.witnesses, 2);
  return [
    { kind: 'heading', text: 'Statement of witnesses' },
    {
      kind: 'paragraph',
      text:
        `Sign either before a notary public or before two adult witnesses (Cal. Prob. Code § 4673). ` +
        'Each witness makes this declaration (§ 4674(d)):',
    },
    {
      kind: 'paragraph',
      text: 'I declare under penalty of perjury under the laws of California',
    },
    {
      kind: 'list',
      numbered: true,
      items: [
        'that the individual who signed or acknowledged this advance health care directive is personally known to me, or that the individual’s identity was proven to me by convincing evidence,',
        'that the individual signed or acknowledged this advance directive in my presence,',
        'that the individual appears to be of sound mind and under no duress, fraud, or undue influence,',
        'that I am not a person appointed as agent by this advance directive, and',
        'that I am not the individual’s health care provider, an employee of the individual’s health care provider, the operator of a community care facility, an employee of an operator of a community care facility, the operator of a residential care facility for the elderly, nor an employee of an operator of a residential care facility for the elderly.',
      ],
    },
    ...witnessBlocks(count, []),
    { kind: 'heading', text: 'Additional statement of one witness' },
    {
      kind: 'paragraph',
      text:
        'One of the two witnesses also declares under penalty of perjury under the laws of ' +
        `California that they are not related to ${name} by blood, marriage or adoption, and ` +
        `that, to the best of their knowledge, they are not entitled to any part of ${name}’s ` +
        'estate on death under a will now existing or by operation of law (§ 4674(e); ' +
        'unverified wording).',
    },
    {
      kind: 'signature',
      rows: [signedAndDated('Signature of that witness'), [{ label: 'Printed name' }]],
    },
    { kind: 'heading', text: 'Only if the principal is a patient in a skilled nursing facility' },
    {
      kind: 'paragraph',
      text:
        'This directive is not effective unless a patient advocate or ombudsman, as designated ' +
        'by the Department of Aging, signs it as a witness, either as one of the two witnesses ' +
        'or in addition to the notary (§ 4675(a)). The patient advocate or ombudsman declares: ' +
        `I am serving as a witness to this advance health care directive of ${name}, a patient ` +
        'in a skilled nursing facility, as required by subdivision (a) of Section 4675 of the ' +
        'Probate Code.',
    },
    {
      kind: 'signature',
      rows: [
        signedAndDated('Signature of patient advocate or ombudsman'),
        [{ label: 'Printed name' }, { label: 'Address' }],
      ],
    },
  ];
}

export const CALIFORNIA_HEALTH_CARE: TStateDocumentForm<Answers, TDirectivePart> = {
  elements: [
    {
      citation: 'Cal. Prob. Code § 4673(a)',
      requirement:
        'Dated and signed, then acknowledged before a notary public or signed by two witnesses who satisfy §§ 4674 and 4675',
      source: CA_SOURCES.probate4673,
    },
    {
      citation: 'Cal. Prob. Code § 4674(d)',
      requirement:
        'Each witness’s declaration under penalty of perjury under the laws of California, with the identity clause (personally known or proven by convincing evidence), signed in their presence, sound mind, not the agent, not a provider or care-facility operator or employee',
      source: CA_SOURCES.probate4674,
    },
    {
      citation: 'Cal. Prob. Code § 4674(e)',
      requirement:
        'The additional declaration of one witness that they are not related by blood, marriage or adoption and not entitled to any part of the estate, in Nido’s words: the stored copies of § 4674 that could be searched here (self-law.org, jurris.com, leginfo) end before subdivision (e), the self-law.org copy at (d)(5); its text was not read',
      source: null,
    },
    {
      citation: 'Cal. Prob. Code § 4675',
      requirement:
        'For a patient in a skilled nursing facility, a patient advocate or ombudsman signs as a witness and declares serving as the witness the section requires',
      source: CA_SOURCES.probate4675,
    },
  ],
  parts: { witnesses },
};
