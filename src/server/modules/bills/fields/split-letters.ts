/**
 * A label pattern that also matches the label split by stray spaces inside its words, as text
 * layers and OCR print them ("AMO UNT DUE", "D ue Date"): between two letters of the pattern a
 * single space is allowed. Escapes (\s, \b, \d) and character classes are left as they are;
 * patterns must not use named groups.
 */
export function toleratingSplitLetters(pattern: RegExp): RegExp {
  const source = pattern.source;
  let out = '';
  let inClass = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (char === '\\') {
      out += char + (source[index + 1] ?? '');
      index += 1;
      continue;
    }
    if (char === '[') inClass = true;
    if (char === ']') inClass = false;
    out += char;
    const next = source[index + 1] ?? '';
    if (!inClass && /[a-z]/i.test(char) && /[a-z]/i.test(next)) out += ' ?';
  }
  return new RegExp(out, pattern.flags);
}
