import type { THealthcareDirectiveAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from '../legal-document-content';
import { orBlank } from '../legal-wording';
import { signerBlock, witnessBlocks } from '../signature-blocks';
import type { TDirectivePart, TStateDocumentForm } from './state-form-types';
import { witnessNotList } from './witness-declaration';

/**
 * Michigan's patient advocate designation (MCL 700.5506–700.5515): the patient's own statement,
 * signed separately, that gives (or withholds) the authority to withhold or withdraw treatment
 * that could allow the patient to die (MCL 700.5509(1)(e)); the witnesses, who must be none of
 * the people MCL 700.5506(4) lists; and the patient advocate's acceptance, without which the
 * advocate cannot act (MCL 700.5507). The statute's own words for the (1)(e) authority and the
 * acceptance were not read here: both are in plain words, and the document says so.
 */

type Answers = THealthcareDirectiveAnswers;

function lifeEndingAuthority(answers: Answers): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  const blocks: LegalBlock[] = [
    {
      kind: 'heading',
      text: 'Authority to withhold or withdraw treatment (MCL 700.5509(1)(e))',
    },
  ];
  if (answers.lifeSustaining === 'prolong')
    return [
      ...blocks,
      {
        kind: 'paragraph',
        text: `I, ${name}, do not authorize my patient advocate to make a decision to withhold or withdraw treatment that would allow me to die.`,
      },
      signerBlock({ role: 'patient', name: answers.principal.fullName }),
    ];
  return [
    ...blocks,
    {
      kind: 'paragraph',
      text:
        `I, ${name}, state clearly and convincingly that my patient advocate is authorized to ` +
        'make a decision to withhold or withdraw treatment, including food and fluids given by ' +
        'tube or intravenously, that would allow me to die, following the wishes I wrote in ' +
        'Part 2. I acknowledge that such a decision could or would allow my death. I give this ' +
        'authority only if I initial the box below and sign this statement.',
    },
    {
      kind: 'initialed',
      items: [
        {
          title: 'I give this authority',
          text: 'My patient advocate may decide to withhold or withdraw treatment that would allow me to die.',
        },
      ],
    },
    signerBlock({ role: 'patient', name: answers.principal.fullName }),
  ];
}

function witnesses(answers: Answers, rules: TStateRules): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  return [
    ...lifeEndingAuthority(answers),
    { kind: 'heading', text: 'Witnesses (MCL 700.5506(4))' },
    ...witnessNotList(
      `Declaration of each witness: ${name} signed this patient advocate designation in my ` +
        `presence, and ${name} appears to be of sound mind and under no duress, fraud, or undue ` +
        'influence. I am not any of the following:',
      rules,
    ),
    ...witnessBlocks(rules.directive.witnesses, []),
  ];
}

/** The acceptance, signed by the patient advocate and by the successor before either acts. */
function acceptance(answers: Answers): LegalBlock[] {
  const name = orBlank(answers.principal.fullName);
  const blocks: LegalBlock[] = [
    { kind: 'pageBreak' },
    { kind: 'heading', text: 'Acceptance by patient advocate (MCL 700.5507)' },
    {
      kind: 'paragraph',
      text: `I accept my designation as patient advocate (or successor patient advocate) for ${name}. I understand and agree that:`,
    },
    {
      kind: 'list',
      numbered: true,
      items: [
        'This designation is not effective unless the patient is unable to participate in decisions about the patient’s medical or mental health treatment, as determined in writing by the patient’s attending physician and another physician or licensed psychologist.',
        'I shall not exercise powers concerning the patient’s care, custody, and medical or mental health treatment that the patient, if able to participate in the decision, could not have exercised on his or her own behalf.',
        'I shall not make a medical treatment decision to withhold or withdraw treatment from a patient who is pregnant that would result in the pregnant patient’s death.',
        'I may decide to withhold or withdraw treatment that would allow the patient to die only if the patient has clearly and convincingly authorized me to make such a decision and has acknowledged that it could allow the patient’s death.',
        'I shall not consent to forced administration of medication or to inpatient hospitalization for mental health treatment unless the patient has authorized it in a clear and convincing manner.',
        'I shall not receive compensation for acting as patient advocate, but may be reimbursed for actual and necessary expenses.',
        'I shall act in the patient’s best interests, with the standard of care of a fiduciary, and take reasonable steps to follow the desires, instructions, or guidelines the patient gave while able to participate in these decisions.',
        'I shall not delegate my powers to another person unless the patient authorized it.',
        'The patient may revoke this designation at any time and in any way that shows the patient’s wish to revoke it.',
      ],
    },
    signerBlock({
      title: 'Patient advocate',
      role: 'patient advocate',
      name: answers.agent?.name ?? null,
    }),
  ];
  if (answers.alternateAgent?.name)
    blocks.push(
      signerBlock({
        title: 'Successor patient advocate',
        role: 'successor patient advocate',
        name: answers.alternateAgent.name,
      }),
    );
  return blocks;
}

export const MICHIGAN_PATIENT_ADVOCATE: TStateDocumentForm<Answers, TDirectivePart> = {
  elements: [
    {
      citation: 'MCL 700.5509(1)(e)',
      requirement:
        'Authority to withhold or withdraw treatment that would allow the patient to die only if the patient expressed it in a clear and convincing manner and acknowledged that the decision could or would allow death. The current section was not read: its (1)(e) wording was seen only in a 2004 bill as introduced (H.B. 5718, capitol.legislature.mi.gov), which is not the current text, and in summaries (healthinfolaw.org, “current as of June 2015”); no stored page of the current section opens far enough to reach (1)(e).',
      source: null,
    },
    {
      citation: 'MCL 700.5506(4)',
      requirement:
        'Signed before 2 witnesses, none of them the spouse, parent, child, grandchild, sibling, presumptive heir, known devisee, physician, patient advocate, or an employee of the patient’s life or health insurer, a health facility treating the patient, a home for the aged where the patient lives, or a community mental health services program serving the patient; a witness signs only if the patient appears of sound mind and under no duress, fraud, or undue influence.',
      source: {
        title:
          'MCL 700.5506(1) and (4), who may not witness, quoted (Kershaw, Vititoe & Jedinak, PLC)',
        url: 'https://www.monroecountylawyers.com/blog/2019/05/do-i-need-a-patient-advocate-designation/',
      },
    },
    {
      citation: 'MCL 700.5507(3)–(4)',
      requirement:
        'The patient advocate’s signed acceptance, with the statement of the advocate’s limits and duties the statute prescribes, before the advocate acts. Only subsection (1) was read, in part (lawserver.com, “Michigan Laws 700.5507”, current as of 2024: the page’s opening stops inside (1)); subsections (3) and (4), with the acceptance’s statements, were not reached, so the statements are in plain words.',
      source: null,
    },
  ],
  parts: { witnesses },
  closing: acceptance,
};
