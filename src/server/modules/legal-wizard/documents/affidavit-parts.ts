import type { TWillAnswers } from '@shared/legal/legal-answers';
import type { TStateRules } from '@shared/legal/state-rule-types';
import type { LegalBlock, SignatureLine } from './legal-document-content';
import { BLANK, orBlank } from './legal-wording';
import { notaryLines } from './signature-blocks';
import { witnessNames } from './will-witness-lines';

/**
 * What every self-proving affidavit (the general will's and the states' own, state-forms/*-will.ts)
 * is built from: its opening, the signers' names and signature rows, and the officer's certificate.
 */

/**
 * An affidavit starts on a page of its own, under its heading, with what it is for, then the
 * `venue` lines its form opens with ("STATE OF FLORIDA", "COUNTY OF ___"), if any.
 */
export function affidavitOpening(
  heading: string,
  purpose: string,
  venue: readonly string[] = [],
): LegalBlock[] {
  return [
    { kind: 'pageBreak' },
    { kind: 'heading', text: heading },
    ...[purpose, ...venue].map((text) => ({ kind: 'paragraph' as const, text })),
  ];
}

/**
 * The certificate of the notary or other officer it is sworn before: its title and words, then
 * the notary's lines, with one for the officer's capacity where the form asks for it.
 */
export function affidavitCertificate(
  title: string,
  paragraphs: string[],
  { officerCapacity = false } = {},
): LegalBlock {
  const capacity = officerCapacity ? [[{ label: 'Official capacity of officer' }]] : [];
  return { kind: 'notary', title, paragraphs, rows: [...notaryLines(), ...capacity] };
}

/** One signer's row: the signature under `label`, and the printed name (`name` where known). */
function signerRow(label: string, name: string | null): SignatureLine[] {
  return [
    { label, share: 2 },
    { label: 'Printed name', value: name, share: 2 },
  ];
}

/**
 * The testator and witnesses of an affidavit (as many as the state's will needs, and at least
 * `minimumWitnesses`): their names as it prints them (a blank line for a name not known yet), and
 * their signature rows.
 */
export function affidavitSigners(answers: TWillAnswers, rules: TStateRules, minimumWitnesses = 0) {
  const known = witnessNames(answers, Math.max(rules.will.witnesses, minimumWitnesses));
  return {
    testator: orBlank(answers.testator.fullName),
    witnesses: known.map((name) => name ?? BLANK),
    testatorRow: (label = 'Signature of testator') => signerRow(label, answers.testator.fullName),
    /**
     * One row a witness, signed under `label` and the witness's number, with any `more` lines
     * the state's form asks of each witness.
     */
    witnessRows: (label = 'Signature of witness', more: SignatureLine[] = []): SignatureLine[][] =>
      known.map((witness, index) => [...signerRow(`${label} ${index + 1}`, witness), ...more]),
  };
}
