import { instrumentLabel } from '@shared/estate/estate-analysis/estate-labels';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { instrumentSource } from '../records/sources';
import { countOf } from '../text/format';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';

/** "…, and how many of those are Alex's alone?": a part of what was counted first. */
const OF_THOSE = /\bhow many of (those|them|these)\b/;
/** "Alex's alone", "only Alex's", "not counting the joint trust": no document made together. */
const ALONE =
  /\b(alone|only|just|by (himself|herself|themselves)|solely|not counting the joint|excluding the joint|without the joint)\b/;
/** A document made by two people together ("Jordan & Alex Carter"). */
const JOINT = /\s(&|and)\s/;

/**
 * "How many estate documents do we have, and how many of them are Alex's alone?": every estate
 * document counted, then those made by the person the second part names. Null unless the question
 * counts twice and its second part names whose documents.
 */
export function documentsPartOfAll(
  question: Question,
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  const { text } = question;
  const ofThose = OF_THOSE.exec(text);
  if (!ofThose || !/\bhow many\b/.test(text.slice(0, ofThose.index))) return null;
  const part = new Set(tokensOf(text.slice(ofThose.index)));
  const all = snapshot.estate.instruments;
  const principals = [...new Set(all.map((instrument) => instrument.principalName))];
  // The person named in the second part, by a word of their name that no one else's has.
  const person = principals.find(
    (name) =>
      !JOINT.test(name) &&
      tokensOf(name).some(
        (word) =>
          part.has(word) &&
          principals.every(
            (other) => other === name || JOINT.test(other) || !tokensOf(other).includes(word),
          ),
      ),
  );
  if (!person || all.length === 0) return null;
  const alone = ALONE.test(text.slice(ofThose.index));
  const first = tokensOf(person)[0] ?? '';
  const theirs = all.filter((instrument) =>
    alone
      ? instrument.principalName === person
      : instrument.principalName === person ||
        (JOINT.test(instrument.principalName) &&
          tokensOf(instrument.principalName).includes(first)),
  );
  const whose = `${person}’s${alone ? ' alone' : ''}`;
  return {
    response: `${countOf(all.length, 'estate document')}, ${theirs.length} of them ${whose}${theirs.length > 0 ? `: ${theirs.map((instrument) => instrumentLabel(instrument)).join('; ')}` : ''}.`,
    sources: all.map(instrumentSource),
    statesAllHeld: true,
  };
}
