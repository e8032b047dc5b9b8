import type { THipaaAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { DocumentBody } from './document-body';
import type { LegalBlock } from './legal-document-content';
import { day, orBlank, personLine, principalAddress } from './legal-wording';
import { signerBlock } from './signature-blocks';

/**
 * The HIPAA authorization, with the core elements and statements 45 CFR § 164.508(c) asks of a
 * valid authorization (as quoted on old.hipaatemplates.com): what may be disclosed, by whom, to
 * whom, for what purpose, until when, the right to revoke in writing, that care does not depend
 * on signing, and that what is disclosed may be passed on. Psychotherapy notes need an
 * authorization of their own (§ 164.508(a)(2)), so they are covered only when chosen.
 */
export function hipaaDocument(answers: THipaaAnswers, rules: TStateRules): DocumentBody {
  const principal = answers.principal;
  const name = orBlank(principal.fullName);
  const people = answers.authorizedPeople.filter((person) => person.name);
  const born = principal.dateOfBirth ? `, born ${day(principal.dateOfBirth)},` : '';
  const blocks: LegalBlock[] = [
    { kind: 'heading', text: '1. Whose information' },
    {
      kind: 'paragraph',
      text: `I, ${name}${born} of ${principalAddress(principal, rules)}, authorize every doctor, hospital, clinic, laboratory, pharmacy, health plan, insurer and other health-care provider or covered entity that has health information about me to disclose it as this document says.`,
    },
    { kind: 'heading', text: '2. Who may receive it' },
    {
      kind: 'paragraph',
      text: 'The information may be disclosed to each of the following people, and each may discuss it with my providers:',
    },
    { kind: 'list', items: people.length ? people.map(personLine) : [orBlank(null)] },
    { kind: 'heading', text: '3. What may be disclosed' },
    {
      kind: 'paragraph',
      text:
        'All of my health information, past, present and future, including medical records, ' +
        'test results, diagnoses, treatment, prescriptions, billing and payment records, and ' +
        'information about mental health, substance use, HIV/AIDS and genetic testing, as far ' +
        'as the law allows it to be disclosed with this authorization.',
    },
    {
      kind: 'paragraph',
      text: answers.includePsychotherapyNotes
        ? 'This authorization also covers psychotherapy notes.'
        : 'This authorization does not cover psychotherapy notes.',
    },
    { kind: 'heading', text: '4. Why' },
    {
      kind: 'paragraph',
      text: 'At my request: so that the people named above can understand my condition, talk with my providers and help with my care and my affairs.',
    },
    { kind: 'heading', text: '5. When it ends' },
    {
      kind: 'paragraph',
      text: answers.expiresOn
        ? `This authorization expires on ${day(answers.expiresOn)}.`
        : 'This authorization expires at my death.',
    },
    { kind: 'heading', text: '6. My rights' },
    {
      kind: 'list',
      items: [
        'I may revoke this authorization at any time by writing to the provider or health plan holding my information. A revocation does not undo a disclosure already made in reliance on this authorization.',
        'My treatment, payment, enrollment in a health plan and eligibility for benefits do not depend on whether I sign this authorization.',
        'Information disclosed under this authorization may be disclosed again by the person who receives it, and may then no longer be protected by federal privacy rules.',
        'I may ask for a copy of this authorization. A copy is as valid as the original.',
      ],
    },
    { kind: 'heading', text: 'Signature' },
    signerBlock({ role: 'the person whose information this is', name: principal.fullName }),
  ];
  return {
    title: 'HIPAA Authorization',
    subtitle: ['Authorization to disclose health information', `Of: ${name}`],
    runningHead: `HIPAA authorization of ${name}`,
    author: name,
    testatorSignsEveryPage: false,
    blocks,
  };
}
