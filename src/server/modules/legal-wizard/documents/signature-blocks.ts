import type { LegalBlock, SignatureLine } from './legal-document-content';
import { BLANK } from './legal-wording';

/**
 * The signing blocks every document reuses: the signer's, one per witness, and a notary's
 * acknowledgment with room for the seal. Their number and presence come from the state's row;
 * the clause templates only say who signs.
 */

/** The signer's lines: signature and date, the printed name, and optionally where it was signed. */
export function signerBlock(options: {
  title?: string;
  text?: string;
  role: string;
  name: string | null;
  place?: boolean;
}): LegalBlock {
  const rows: SignatureLine[][] = [
    [
      { label: `Signature of ${options.role}`, share: 2 },
      { label: 'Date', share: 1 },
    ],
    [{ label: 'Printed name', value: options.name }],
  ];
  if (options.place) rows.push([{ label: 'City, county and state where signed' }]);
  return {
    kind: 'signature',
    ...(options.title ? { title: options.title } : {}),
    ...(options.text ? { text: options.text } : {}),
    rows,
  };
}

/** One block per witness: signature and date, then printed name and address. */
export function witnessBlocks(count: number, knownNames: readonly (string | null)[]): LegalBlock[] {
  return Array.from({ length: count }, (_, index) => ({
    kind: 'signature' as const,
    rows: [
      [
        { label: `Signature of witness ${index + 1}`, share: 3 },
        { label: 'Date', share: 1 },
      ],
      [
        {
          label: `Printed name of witness ${index + 1}`,
          value: knownNames[index] ?? null,
          share: 3,
        },
        { label: 'Address', share: 4 },
      ],
    ],
  }));
}

/** The notary's own lines, under any certificate. */
export function notaryLines(): SignatureLine[][] {
  return [
    [{ label: 'Signature of notary public' }],
    [{ label: 'Printed name of notary public' }],
    [{ label: 'My commission expires' }, { label: 'Commission or ID number (if any)' }],
  ];
}

/** A plain acknowledgment: the signer appeared before the notary and acknowledged signing. */
export function notaryAcknowledgment(options: {
  title?: string;
  stateName: string;
  signers: readonly (string | null)[];
  documentName: string;
}): LegalBlock {
  const signers = options.signers.map((name) => name ?? BLANK).join(' and ');
  return {
    kind: 'notary',
    title: options.title ?? 'Notary acknowledgment',
    paragraphs: [
      `State of ${options.stateName}, County of ${BLANK}`,
      `This ${options.documentName} was acknowledged before me on ${BLANK} (date) by ${signers}.`,
    ],
    rows: notaryLines(),
  };
}
