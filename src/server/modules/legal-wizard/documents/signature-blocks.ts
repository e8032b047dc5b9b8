import type { LegalBlock, SignatureLine } from './legal-document-content';
import { BLANK, countyWord } from './legal-wording';

/**
 * The signing blocks every document reuses: the signer's, one per witness, and a notary's
 * acknowledgment with room for the seal. Their number and presence come from the state's row;
 * the clause templates only say who signs.
 */

/** A signature line under `label`, `share` parts of the row wide, with the date beside it. */
export function signedAndDated(label: string, share = 2): SignatureLine[] {
  return [
    { label, share },
    { label: 'Date', share: 1 },
  ];
}

/** The signer's lines: signature and date, the printed name, and optionally where it was signed. */
export function signerBlock(options: {
  title?: string;
  text?: string;
  role: string;
  name: string | null;
  /** The line for where it was signed, when the document asks for it. */
  place?: 'county' | 'parish';
}): LegalBlock {
  const rows: SignatureLine[][] = [
    signedAndDated(`Signature of ${options.role}`),
    [{ label: 'Printed name', value: options.name }],
  ];
  if (options.place) rows.push([{ label: `City, ${options.place} and state where signed` }]);
  return {
    kind: 'signature',
    ...(options.title ? { title: options.title } : {}),
    ...(options.text ? { text: options.text } : {}),
    rows,
  };
}

/** The agent's signature lines, and the successor agent's when one is named. */
export function agentSignatures(answers: {
  agent: { name: string | null } | null;
  alternateAgent: { name: string | null } | null;
}): LegalBlock[] {
  const blocks = [
    signerBlock({ title: 'Agent', role: 'agent', name: answers.agent?.name ?? null }),
  ];
  if (answers.alternateAgent?.name)
    blocks.push(
      signerBlock({
        title: 'Successor agent',
        role: 'successor agent',
        name: answers.alternateAgent.name,
      }),
    );
  return blocks;
}

/** One block per witness: signature and date, then printed name and address. */
export function witnessBlocks(count: number, knownNames: readonly (string | null)[]): LegalBlock[] {
  return Array.from({ length: count }, (_, index) => ({
    kind: 'signature' as const,
    rows: [
      signedAndDated(`Signature of witness ${index + 1}`, 3),
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
  /** Said first, inside the block, so it stays on the notary's page. */
  intro?: string;
  state: { code: string; name: string };
  signers: readonly (string | null)[];
  documentName: string;
}): LegalBlock {
  const signers = options.signers.map((name) => name ?? BLANK).join(' and ');
  return {
    kind: 'notary',
    title: options.title ?? 'Notary acknowledgment',
    paragraphs: [
      ...(options.intro ? [options.intro] : []),
      `State of ${options.state.name}, ${countyWord(options.state) === 'parish' ? 'Parish' : 'County'} of ${BLANK}`,
      `This ${options.documentName} was acknowledged before me on ${BLANK} (date) by ${signers}.`,
    ],
    rows: notaryLines(),
  };
}
