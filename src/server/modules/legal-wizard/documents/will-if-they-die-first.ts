import { whenTheyDieFirst, type TWillAnswers } from '@shared/legal/legal-answers';
import { orBlank } from './legal-wording';

/**
 * Issue 37: what a will says happens to a gift or a share when its person dies before the
 * testator. The default gives it to that person's descendants by branch ("per stirpes"), as the
 * anti-lapse statutes of most states do for the testator's own family, so that a child who dies
 * first does not cut their children out; the will may instead give it to the others named, or to
 * a named alternate.
 */

type Gift = TWillAnswers['specificGifts'][number];
type Share = TWillAnswers['residuary'][number];

const toDescendants = (name: string) =>
  `If ${name} does not survive me, I give it to ${name}’s descendants who survive me, per stirpes.`;

/** After "I give the necklace to Mia Carter.". */
export function giftIfTheyDieFirst(gift: Gift): string {
  const name = orBlank(gift.beneficiary);
  switch (whenTheyDieFirst(gift)) {
    case 'descendants':
      return `${toDescendants(name)} If none of them survives me, the gift passes with the rest of my estate.`;
    case 'others':
      return `If ${name} does not survive me, the gift passes with the rest of my estate.`;
    case 'alternate':
      return `If ${name} does not survive me, I give it to ${orBlank(gift.alternate)} instead; if neither survives me, the gift passes with the rest of my estate.`;
  }
}

const TO_THE_OTHERS =
  'this share is divided among the others named in this article who survive me, in proportion to their shares';

/** After "50% to David Carter (Spouse).". */
export function shareIfTheyDieFirst(share: Share): string {
  const name = orBlank(share.name);
  switch (whenTheyDieFirst(share)) {
    case 'descendants':
      return `If ${name} does not survive me, this share goes to ${name}’s descendants who survive me, per stirpes; if none of them survives me, ${TO_THE_OTHERS}.`;
    case 'others':
      return `If ${name} does not survive me, ${TO_THE_OTHERS}.`;
    case 'alternate':
      return `If ${name} does not survive me, this share goes to ${orBlank(share.alternate)}; if neither survives me, ${TO_THE_OTHERS}.`;
  }
}

/** Said once, in the general provisions, when any gift or share goes to descendants. */
export const PER_STIRPES_MEANING =
  '“Descendants per stirpes” means a person’s children, and in place of a child who has died, that child’s own descendants, in equal shares by branch; adopted children are descendants.';

export function usesDescendants(answers: TWillAnswers): boolean {
  return [...answers.specificGifts, ...answers.residuary].some(
    (each) => whenTheyDieFirst(each) === 'descendants',
  );
}
