import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { normalizeText } from './normalize';

/**
 * Parts of speech that never name a record: "trying to understand the Amex", "pay once a year",
 * "the two GEICO policies", "subtract everything we owe". A noun or an adjective may ("the boat",
 * "the electric bill"); these may not.
 */
const NAMES_NOTHING: ReadonlySet<string> = new Set([
  'VERB',
  'AUX',
  'ADV',
  'NUM',
  'PART',
  'SCONJ',
  'CCONJ',
  'ADP',
  'DET',
  'PRON',
  'INTJ',
]);

// Read once, on the first question that needs it (about 50 ms), then about 0.5 ms a question.
// Kept on the global object, not in this module: the tests reload this module for every file
// while the model package stays loaded, and an instance built per reload made each later one
// slower (the unit tests took 130 s, two timing out, instead of 55 s).
const held = globalThis as { nidoWordClasses?: ReturnType<typeof winkNLP> };

/**
 * The normalized words of a question that its grammar says are not names, with their part of
 * speech (wink-nlp's English tagger reads them in context). A word tagged a noun anywhere in the
 * question is a name, and so is any word with a digit ("529", "2021").
 */
export function wordsNamingNothing(raw: string): ReadonlyMap<string, string> {
  const nlp = (held.nidoWordClasses ??= winkNLP(model, ['pos']));
  const tokens = nlp.readDoc(raw).tokens();
  const texts = tokens.out();
  // wink-nlp's API takes its helper by reference; it reads no `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const tags = tokens.out(nlp.its.pos);
  const naming = new Set<string>();
  const notNaming = new Map<string, string>();
  texts.forEach((text, position) => {
    const tag = tags[position] ?? '';
    for (const word of normalizeText(text).split(' '))
      if (!word) continue;
      else if (NAMES_NOTHING.has(tag) && !/\d/.test(word)) notNaming.set(word, tag);
      else naming.add(word);
  });
  return new Map([...notNaming].filter(([word]) => !naming.has(word)));
}
