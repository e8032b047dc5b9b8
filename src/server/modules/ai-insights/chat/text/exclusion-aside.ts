/** "(not the HSA, not investments)", "(excluding the 401k)": an aside that leaves things out. */
const EXCLUDING_ASIDE =
  /\s*\((not|excluding|except|without|leave out|leaving out|minus|but not|other than)\b[^()]*\)/gi;

/**
 * "The total cash across checking and savings (not the HSA, not investments)": an aside that
 * leaves out what the question did not name only sharpens it; read with the names, it would name
 * the very things left out.
 */
export function withoutExclusionAside(raw: string): string {
  if (!raw.includes('(')) return raw;
  const left = raw.replace(EXCLUDING_ASIDE, '');
  return left.trim() ? left : raw;
}
