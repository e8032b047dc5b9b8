export type HighlightPart = { text: string; marked: boolean };

const OPEN = '«';
const CLOSE = '»';

/**
 * Splits a search fragment into plain and matched parts: the server wraps matched words in « and »
 * (plain text, never HTML), and the screen shows them as <mark> elements. A stray marker (a
 * guillemet that was in the document's own text, or a fragment cut mid-word) is kept as text.
 */
export function highlightParts(fragment: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const push = (text: string, marked: boolean) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let rest = fragment;
  while (rest) {
    const open = rest.indexOf(OPEN);
    const close = open === -1 ? -1 : rest.indexOf(CLOSE, open + 1);
    if (open === -1 || close === -1) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, open), false);
    const inner = rest.slice(open + 1, close);
    if (inner) push(inner, true);
    else push(OPEN + CLOSE, false);
    rest = rest.slice(close + 1);
  }
  return parts;
}
