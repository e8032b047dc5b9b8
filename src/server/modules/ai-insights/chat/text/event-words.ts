/**
 * Words that say a death or incapacity is the occasion ("if both of us passed away", "Gmail plan
 * after I die"), never what is asked about nor whose it is.
 */
export const EVENT_WORDS: ReadonlySet<string> = new Set(
  'die dies died dying death dead pass passes passed away gone incapacitated incapacity happens happened something after when if plan plans'.split(
    ' ',
  ),
);
