import type { IntentReply } from './chat-reply';

/**
 * "Is Sam named as successor trustee on the trust?", "Am I the executor?" (with the asker's name
 * put in): whether a person holds a role, which the answer's records say.
 */
const ASKS_IF_NAMED =
  /^(?:is|are|am|was) (\w+(?: \w+)?) (?:still )?(?:named |listed |down |appointed |set up |put down )?(?:as |for )?(?:the |a |an |one of the |our |their |his |her )?((?:first |second )?(?:alternate |backup |contingent |primary )?)(executor|executrix|successor trustee|trustee|guardian|agent|healthcare agent|beneficiary|trusted contact|personal representative)\b/;

const ALTERNATE = /\b(alternate|backup|contingent|second|third)\b/;

/**
 * The answer to a yes-or-no question about a person's role, said first: "Yes:" when a clause of
 * the answer gives the person that role ("Yes, as an alternate:" when only as one), "No:" when
 * the answer gives the role to others only. Unchanged when the question asks no such thing or the
 * answer does not speak of the role.
 */
export function withYesOrNo(text: string, answer: IntentReply): IntentReply {
  const asked = ASKS_IF_NAMED.exec(text);
  if (!asked?.[1] || !asked[3]) return answer;
  const [person] = asked[1].split(' ');
  // "Is the trustee Sam?", "is our executor…": no person before the role.
  if (
    !person ||
    /^(the|a|an|our|my|their|his|her|its|it|this|that|there|anyone|someone)$/.test(person)
  )
    return answer;
  const role = asked[3].replace('healthcare', 'health-care');
  const clauses = answer.response.split(/;\s|\.\s|\n/);
  const ofRole = clauses.filter((clause) => clause.toLowerCase().includes(role));
  if (ofRole.length === 0) return answer;
  // The person named after the role ("executor: Alex Carter"), not in a title before it ("Will of
  // Alex Carter names executor: Jordan").
  const named = ofRole.filter((clause) =>
    new RegExp(`\\b${person}\\b`, 'i').test(clause.slice(clause.toLowerCase().indexOf(role))),
  );
  const lead =
    named.length === 0
      ? 'No'
      : !asked[2] && named.every((clause) => ALTERNATE.test(clause.toLowerCase()))
        ? 'Yes, as an alternate'
        : 'Yes';
  return { ...answer, response: `${lead}: ${answer.response}` };
}
