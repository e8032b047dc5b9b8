import { ADVISOR_ROLE_LABELS, type TAdvisorRole } from '@shared/advisors/advisor-schemas';
import { instrumentLabel } from '@shared/estate/estate-analysis/estate-labels';
import type { TAiSource } from '@shared/ai-insights/ai-schemas';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import { advisorSource, instrumentSource, ESTATE_PLAN_SOURCE } from '../records/sources';
import { matchNames } from '../text/name-match';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import { roleText } from '../records/role-text';

/** "Who is Priya Shah?", "who's Marcus?": a name and nothing else asked about it. */
export const ASKS_WHO_IS = /^(who is|whos|who s) (?!our |my |the |your |a |an )\S/;

/**
 * "What roles does Sam have in our plans?", "how is Priya involved?": everything a person is to
 * the household, as "who is Sam?" asks. The person may be named in an earlier sentence ("my uncle
 * Sam is in their papers. What roles does he have?").
 */
export const ASKS_ROLES_OF =
  /\bwhat (roles?|part|parts|jobs?|responsibilit(y|ies)) (does|do|did|will|would) (\w+ ){1,3}(have|has|play|hold|serve)\b|\bhow is (\w+ ){1,3}involved\b|\b(every|each|all the|all) (roles?|jobs?|responsibilit(y|ies)) (\w+ ){1,3}(has|have|holds|hold|plays|play)\b(?! (been|to)\b)|\b(every|each|all the|all|which|what) (roles?|jobs?|responsibilit(y|ies)) (\w+ ){1,3}(has|have|had|holds|hold) (been )?(given|named|assigned|appointed)\b|\b(what|which) (roles?|jobs?|capacit(y|ies)) (is|are|was|were) (\w+ ){1,3}(named|listed|appointed|given|down) (in|as|for|on|across|throughout)\b|\b(which|what) (documents?|papers) (is|are|was|were) (\w+ ){1,3}(named|listed|appointed|mentioned)\b.*\b(roles?|capacit(y|ies))\b|\bwhat (is|are|was|were) (\w+ ){1,3}(named|appointed|nominated) (to do|as)\b|\b(is|are|am) (\w+ ){1,3}(named|listed|mentioned) (anywhere )?in\b.*\b(what|which) (roles?|capacit(y|ies))\b|^(is|are|am) (\w+ ){1,3}(named|listed|mentioned) (anywhere )?in (\w+ )?(will|wills|trust|estate documents?|papers|estate plan)$/;

type Mention = { name: string; text: string; source: TAiSource };

/** How a person connected to the household is connected, as Settings › Family says it. */
export const ACCESS_ROLES: Record<string, string> = {
  owner: 'owns this household',
  guest: 'has guest access to your household',
  viewer: 'has view-only access to your household',
  advisor: 'has advisor access to your household',
};

/** Every place the household's records name a person, with who they are there. */
function mentions(snapshot: HouseholdSnapshot): Mention[] {
  const found: Mention[] = [];
  for (const advisor of snapshot.advisors) {
    const role = ADVISOR_ROLE_LABELS[advisor.role as TAdvisorRole] ?? advisor.role;
    const contact = [advisor.phone, advisor.email].filter(Boolean).join(', ');
    found.push({
      name: advisor.name,
      text: `your ${role.toLowerCase()}${advisor.firm ? ` at ${advisor.firm}` : ''}${contact ? ` (${contact})` : ''}`,
      source: advisorSource(advisor),
    });
  }
  for (const instrument of snapshot.estate.instruments)
    for (const person of instrument.people)
      found.push({
        name: person.name,
        text: `${person.relationship ? `${person.relationship}, ` : ''}named ${roleText(person)} in ${instrumentLabel(instrument)}${whoseNote(snapshot, instrument.ownerId)}`,
        source: instrumentSource(instrument),
      });
  // Who is connected to a household, and how, is shown only for the reader's own (as on Settings › Family).
  const own = new Set(snapshot.households.filter((each) => each.isOwn).map((each) => each.ownerId));
  for (const person of snapshot.people.filter((each) => own.has(each.ownerId)))
    found.push({
      name: person.name,
      text: ACCESS_ROLES[person.role] ?? `is connected to your household (${person.role})`,
      source: ESTATE_PLAN_SOURCE,
    });
  for (const triggering of snapshot.triggering)
    for (const name of triggering.trustedContactNames)
      found.push({
        name,
        text: 'a trusted contact for your household',
        source: ESTATE_PLAN_SOURCE,
      });
  return found;
}

/**
 * Who a person the records name is to the household: each role they hold across advisors, the
 * estate plan, the people connected to it and the trusted contacts. Null when no one is called
 * by every word the question names.
 */
export function answerWhoIs(question: Question, snapshot: HouseholdSnapshot): IntentReply | null {
  const rolesOf = ASKS_ROLES_OF.test(question.text);
  if (!(rolesOf || ASKS_WHO_IS.test(question.plainText)) || question.contentTokens.length === 0)
    return null;
  // "Sam's roles across Jordan's will": a name in the possessive says whose papers, not who.
  const whose = new Set(
    [...question.raw.matchAll(/\b([A-Za-z]+)['’]s\b/g)].map((found) => found[1]?.toLowerCase()),
  );
  const words = question.contentTokens.filter((word) => !rolesOf || !whose.has(word));
  const match = matchNames(
    words.length > 0 ? words : question.contentTokens,
    mentions(snapshot).map((mention) => ({ item: mention, words: tokensOf(mention.name) })),
  );
  // Asked for someone's roles, the words around the name say where to look ("in their plans").
  const named = rolesOf
    ? match.items.length > 0 && new Set(match.items.map((mention) => mention.name)).size === 1
    : match.items.length > 0 && match.complete && match.unmatchedWords.length === 0;
  if (!named) return null;
  const byName = new Map<string, Mention[]>();
  for (const mention of match.items)
    byName.set(mention.name, [...(byName.get(mention.name) ?? []), mention]);
  const lines = [...byName].map(
    ([name, each]) => `${name}: ${[...new Set(each.map((mention) => mention.text))].join('; ')}`,
  );
  const sources = [
    ...new Map(match.items.map((m) => [`${m.source.kind}:${m.source.id}`, m.source])).values(),
  ];
  return { response: `${lines.join('. ')}.`, sources, intent: 'estate_people' };
}
