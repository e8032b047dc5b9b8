import type { TFinancialPoaAnswers } from '@shared/legal/legal-answers';
import type { LegalBlock } from '../legal-document-content';

/** One of the interview's financial powers. */
export type TPower = TFinancialPoaAnswers['powers'][number];

/** A power of a statutory form, with the interview's power that grants it (null: not asked). */
export type TFormPower = { letter: string; title: string; power: TPower | null };

export const CHOSEN = 'Chosen in your answers: initial the line to grant it.';
export const NOT_CHOSEN =
  'Not chosen in your answers: leave the line blank unless you mean to grant it.';

/**
 * Powers (A)–(M) of the Uniform Statutory Form Power of Attorney as California (Cal. Prob. Code
 * § 4401) and Texas (Tex. Est. Code § 752.051) list them; the two forms title (F) and (K) each
 * their own way, so the caller gives those titles.
 */
export function uniformFormPowers(titleF: string, titleK: string): TFormPower[] {
  return [
    { letter: 'A', title: 'Real property transactions', power: 'real_property' },
    { letter: 'B', title: 'Tangible personal property transactions', power: 'personal_property' },
    { letter: 'C', title: 'Stock and bond transactions', power: 'investments' },
    { letter: 'D', title: 'Commodity and option transactions', power: null },
    {
      letter: 'E',
      title: 'Banking and other financial institution transactions',
      power: 'banking',
    },
    { letter: 'F', title: titleF, power: 'business' },
    { letter: 'G', title: 'Insurance and annuity transactions', power: 'insurance_annuities' },
    { letter: 'H', title: 'Estate, trust, and other beneficiary transactions', power: null },
    { letter: 'I', title: 'Claims and litigation', power: 'claims_litigation' },
    { letter: 'J', title: 'Personal and family maintenance', power: 'personal_family' },
    { letter: 'K', title: titleK, power: 'government_benefits' },
    { letter: 'L', title: 'Retirement plan transactions', power: 'retirement_plans' },
    { letter: 'M', title: 'Tax matters', power: 'taxes' },
  ];
}

/**
 * The form's powers as lines for the principal to initial, each saying whether the answers chose
 * it, then the line (`allTitle`) that grants every one of them.
 */
export function initialledPowers(
  powers: TFormPower[],
  answers: TFinancialPoaAnswers,
  allTitle: string,
): LegalBlock {
  const chosen = (power: TPower | null) => power !== null && answers.powers.includes(power);
  return {
    kind: 'initialed',
    items: [
      ...powers.map((p) => ({
        title: `(${p.letter}) ${p.title}`,
        text: chosen(p.power) ? CHOSEN : NOT_CHOSEN,
      })),
      {
        title: allTitle,
        text: powers.every((p) => chosen(p.power))
          ? 'Your answers chose every power above: you may initial this line instead.'
          : 'Initial this line only if you mean to grant every power above; your answers chose some of them.',
      },
    ],
  };
}
