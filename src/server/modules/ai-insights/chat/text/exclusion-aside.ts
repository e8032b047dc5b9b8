/**
 * Words that start an aside leaving something out. "Not" alone starts one in brackets or between
 * dashes; between commas (", not sure,") it must say what it leaves out ("not counting").
 */
const LEAVES_OUT =
  'not counting|not including|excluding|except|without|leave out|leaving out|minus|but not|other than';

/** "(not the HSA, not investments)", "(excluding the 401k)": an aside that leaves things out. */
const EXCLUDING_ASIDE = new RegExp(String.raw`\s*\((?:not|${LEAVES_OUT})\b[^()]*\)`, 'gi');

/** "— leaving out the credit card —", ", not counting the HSA,": the aside between dashes or commas. */
const EXCLUDING_BETWEEN = new RegExp(
  String.raw`\s*(?:[–—]|--?)\s*(?:not|${LEAVES_OUT})\b[^–—-]*?\s*(?:[–—]|--?)\s*|,\s*(?:${LEAVES_OUT})\b[^,]*,\s*`,
  'gi',
);

/**
 * "The total cash across checking and savings (not the HSA, not investments)": an aside that
 * leaves out what the question did not name only sharpens it; read with the names, it would name
 * the very things left out.
 */
export function withoutExclusionAside(raw: string): string {
  const left = raw
    .replace(EXCLUDING_ASIDE, '')
    .replace(EXCLUDING_BETWEEN, ', ')
    .replace(EXCLUDING_CLAUSE, '$1');
  return left.trim() ? left : raw;
}

/** "…, but leave the HSA out.", "… and leave out the 401k?": a closing clause that leaves out. */
const EXCLUDING_CLAUSE =
  /,?\s*(?:but |and )?(?:leave|leaving) (?:out (?:the |our |my )?[\w' ]{1,40}?|(?:the |our |my )?[\w' ]{1,40}? out)\s*([.?!]|$)/gi;
