import type { SignatureLine } from '../legal-document-content';

/**
 * The witnesses' signature rows of a self-proving affidavit: one row a witness (`known` from
 * `witnessNames`, null where the name is not known), signed under `label` and the witness's number,
 * with the printed name and any `more` lines the state's form asks of each witness.
 */
export function selfProvingWitnessRows(
  known: (string | null)[],
  label = 'Signature of witness',
  more: SignatureLine[] = [],
): SignatureLine[][] {
  return known.map((witness, index) => [
    { label: `${label} ${index + 1}`, share: 2 },
    { label: 'Printed name', value: witness, share: 2 },
    ...more,
  ]);
}
