/**
 * The binder is set in Helvetica, one of the PDF standard fonts every viewer has, so no font file
 * is shipped or fetched. Those fonts speak WinAnsi (Latin-1 plus typographic punctuation): other
 * characters would print as the wrong glyph. They become their unaccented letter when there is
 * one ("ő" → "o"), else "?", so a name never turns into something else.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Letters whose stroke or dot is part of the letter, so Unicode does not decompose them. */
const PLAIN_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

function printable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    char === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(char)
  );
}

export function pdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').normalize('NFC')) {
    if (printable(char)) {
      out += char;
      continue;
    }
    const base = PLAIN_LETTERS[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
    if (base && [...base].every(printable)) out += base;
    else if (/\p{C}/u.test(char)) continue;
    else out += '?';
  }
  return out;
}
