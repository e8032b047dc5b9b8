import type { TWillAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock } from './legal-document-content';
import { BLANK, countyWord, joinNames, orBlank } from './legal-wording';
import { signerBlock, witnessBlocks } from './signature-blocks';
import { affidavitCertificate, affidavitOpening, affidavitSigners } from './affidavit-parts';
import { stateForm } from './state-forms/state-forms';
import { DATE_BLANKS, witnessNames } from './will-witness-lines';

/**
 * How the will is signed, from the state's row: the testator's signature, the attestation clause
 * and one block per witness the state requires, then the self-proving affidavit on its own page
 * where the state has one. Louisiana's notarial testament (La. Civ. Code art. 1576 as amended by
 * Acts 2025, No. 30, which repealed arts. 1577–1580.1) instead ends with an attestation signed by
 * the notary and two witnesses, and is not followed by a separate affidavit. Since August 1, 2025
 * the testator's signature may appear anywhere, but a testament signed at the end and on every
 * other separate page, with that attestation, is self-proving (La. Code Civ. Proc. art. 2891 as
 * amended; National Notary Association's summary of Act No. 30, nationalnotary.org), so it is
 * made that way. We have not read the amended text of an attestation form: the wording below is
 * the one former art. 1577 prescribed (Loyola pro bono desk manual, probonodeskmanual.loyno.edu,
 * §4.2.5), and the document says so and asks for it to be confirmed.
 */

function attestationClause(name: string, rules: TStateRules): string {
  const { witnessMinAge, selfProvingAffidavit } = rules.will;
  const age = witnessMinAge ? ` Each of us is at least ${witnessMinAge} years old.` : '';
  const declaration =
    selfProvingAffidavit.form === 'declaration_in_attestation_clause'
      ? ` We declare under penalty of perjury under the laws of the State of ${rules.name} that the foregoing is true and correct${selfProvingAffidavit.citation ? ` (${selfProvingAffidavit.citation})` : ''}.`
      : '';
  return (
    `On the date written above, ${name} declared to us that this document is the testator’s ` +
    'will, and signed it in our presence (or acknowledged the signature on it to us). At the ' +
    'testator’s request, in the testator’s presence and in the presence of each other, we now ' +
    'sign our names below as witnesses. To the best of our knowledge the testator is of the ' +
    'age to make a will, of sound mind and memory, and under no constraint or undue influence.' +
    age +
    declaration
  );
}

/**
 * The affidavit of Uniform Probate Code § 2-504 (its model form as enacted in Utah Code
 * 75-2-504 and Mass. Gen. Laws c. 190B § 2-504), sworn before a notary, so the court can accept
 * the will without calling the witnesses.
 */
function selfProvingAffidavit(answers: TWillAnswers, rules: TStateRules): LegalBlock[] {
  const affidavit = rules.will.selfProvingAffidavit;
  const { testator, witnesses: names, witnessRows } = affidavitSigners(answers, rules);
  const when =
    affidavit.form === 'attached'
      ? 'It may be signed at the same time as the will or later, before a notary, by the testator and the same witnesses while all of them are living.'
      : 'The testator and the witnesses sign it before a notary at the same time as the will.';
  return [
    ...affidavitOpening(
      'Self-proving affidavit',
      `This affidavit makes the will self-proved under ${affidavit.citation ?? `the law of ${rules.name}`}: ` +
        `the court can accept the will without calling the witnesses to testify. ${when} It ` +
        'follows the model form of Uniform Probate Code § 2-504; if the notary uses the state’s ' +
        'own form of this affidavit instead, attach that form to the will.',
    ),
    {
      kind: 'paragraph',
      text:
        `I, ${testator}, the testator, sign my name to this instrument ${DATE_BLANKS}, and being ` +
        'first duly sworn, declare to the undersigned officer that I sign and execute this ' +
        'instrument as my will, that I sign it willingly (or willingly direct another to sign ' +
        'for me), that I execute it as my free and voluntary act for the purposes expressed in ' +
        'it, and that I am 18 years of age or older, of sound mind, and under no constraint or ' +
        'undue influence.',
    },
    signerBlock({ role: 'testator', name: answers.testator.fullName }),
    {
      kind: 'paragraph',
      text:
        `We, ${joinNames(names)}, the witnesses, sign our names to this instrument, being first ` +
        'duly sworn, and declare to the undersigned officer that the testator signs and executes ' +
        'this instrument as the testator’s will and signs it willingly (or willingly directs ' +
        'another to sign for the testator), that each of us, in the presence and hearing of the ' +
        'testator, signs this will as witness to the testator’s signing, and that to the best of ' +
        'our knowledge the testator is 18 years of age or older, of sound mind, and under no ' +
        'constraint or undue influence.',
    },
    { kind: 'signature', title: 'Witnesses', rows: witnessRows() },
    affidavitCertificate('Notary certificate', [
      `State of ${rules.name}, County of ${BLANK}`,
      `Subscribed, sworn to and acknowledged before me by ${testator}, the testator, and ` +
        `subscribed and sworn to before me by ${joinNames(names)}, witnesses, ${DATE_BLANKS}.`,
    ]),
  ];
}

function standardExecution(answers: TWillAnswers, rules: TStateRules): LegalBlock[] {
  const name = orBlank(answers.testator.fullName);
  const { witnesses, selfProvingAffidavit: affidavit } = rules.will;
  const parts = stateForm(rules.code, 'will')?.parts;
  const blocks: LegalBlock[] = [
    { kind: 'heading', text: 'Signature' },
    signerBlock({
      text:
        `I, ${name}, sign my name to this will on the date below and declare that I sign it ` +
        'willingly, as my free and voluntary act, and that I am of the age to make a will and ' +
        'of sound mind.',
      role: 'testator',
      name: answers.testator.fullName,
      place: countyWord(rules),
    }),
  ];
  if (witnesses > 0)
    blocks.push(
      { kind: 'heading', text: 'Witnesses' },
      ...(parts?.attestation?.(answers, rules) ?? [
        { kind: 'paragraph', text: attestationClause(name, rules) },
      ]),
      ...witnessBlocks(witnesses, witnessNames(answers, witnesses)),
    );
  if (affidavit.available && (affidavit.form === 'combined' || affidavit.form === 'attached'))
    blocks.push(
      ...(parts?.selfProvingAffidavit?.(answers, rules) ?? selfProvingAffidavit(answers, rules)),
    );
  return blocks;
}

/** Why the testament is signed on every page, and where its attestation's wording comes from. */
function louisianaSelfProofNote(rules: TStateRules): string {
  const selfProof = rules.will.selfProvingAffidavit.citation ?? 'Louisiana law';
  return (
    'Signed by the testator at the end and on each other separate page, with this attestation ' +
    `signed by the notary and both witnesses, this testament is self-proving under ${selfProof}. ` +
    'The attestation follows the wording of former La. Civ. Code art. 1577, repealed by Acts ' +
    '2025, No. 30; have a Louisiana attorney or the notary confirm it before signing.'
  );
}

function louisianaExecution(answers: TWillAnswers, rules: TStateRules): LegalBlock[] {
  const name = orBlank(answers.testator.fullName);
  // Art. 1576 (as amended) asks for a notary and two witnesses; a row saying fewer is not followed.
  const witnesses = Math.max(rules.will.witnesses, 2);
  return [
    { kind: 'heading', text: 'Signature' },
    signerBlock({
      text:
        `I, ${name}, declare in the presence of the notary and the witnesses named below that ` +
        'this instrument is my testament. I sign it here, at the end, and I have signed each ' +
        'other separate page of it.',
      role: 'testator',
      name: answers.testator.fullName,
      place: 'parish',
    }),
    { kind: 'heading', text: 'Attestation by the notary and two witnesses' },
    { kind: 'paragraph', text: louisianaSelfProofNote(rules) },
    {
      kind: 'paragraph',
      text:
        'In our presence the testator has declared or signified that this instrument is the ' +
        'testator’s testament and has signed it at the end and on each other separate page, ' +
        'and in the presence of the testator and each other we have hereunto subscribed our ' +
        `names ${DATE_BLANKS}.`,
    },
    ...witnessBlocks(witnesses, witnessNames(answers, witnesses)),
    {
      kind: 'notary',
      title: 'Notary public',
      paragraphs: [`State of Louisiana, Parish of ${BLANK}`],
      rows: [
        [{ label: 'Signature of notary public' }],
        [{ label: 'Printed name of notary public' }],
        [{ label: 'Notary ID number' }],
      ],
    },
  ];
}

export function willExecution(answers: TWillAnswers, rules: TStateRules): LegalBlock[] {
  return rules.will.form === 'louisiana_notarial'
    ? louisianaExecution(answers, rules)
    : standardExecution(answers, rules);
}
