import { normalizeText } from './normalize';

/** Words that say someone is in a document without saying how: "shows up", "appears". */
const DOES_APPEAR = /\b(does|do|did) ([\w'’]+) (appear|show up|feature|figure|come up|turn up)\b/gi;
const APPEARS_IN = /\b([\w'’]+) (appears|shows up|features|figures|comes up|turns up) in\b/gi;

/**
 * "Which estate documents does Maria show up in?": where a person is named, said as the rules
 * and the record sets read it ("is Maria named in"), its capitals kept. A thing that shows up
 * ("when does the Amex charge show up?") is left as it is.
 */
export function withAppearsAsNamed(raw: string, people: ReadonlySet<string>): string {
  const isPerson = (word: string) => people.has(normalizeText(word.replace(/['’]s$/i, '')));
  return raw
    .replace(DOES_APPEAR, (whole, _does: string, who: string) =>
      isPerson(who) ? `is ${who} named` : whole,
    )
    .replace(APPEARS_IN, (whole, who: string) => (isPerson(who) ? `${who} is named in` : whole));
}
