import type { TWillAnswers } from '@shared/legal/legal-answers';

/**
 * What the general will's signing page and the states' own will parts (state-forms/*-will.ts)
 * both print. Kept apart from will-execution.ts, which asks the state forms for their parts, so
 * the two do not import each other.
 */

/** The blank date line of an attestation or affidavit signed later. */
export const DATE_BLANKS = 'this ____ day of ______________, ________';

/** The witnesses' names where the interview knows them, one entry per witness the state needs. */
export function witnessNames(answers: TWillAnswers, count: number): (string | null)[] {
  return Array.from({ length: count }, (_, index) => answers.witnesses[index]?.name ?? null);
}
