import { ADVISOR_ROLE_LABELS, type TAdvisorRole } from '@shared/advisors/advisor-schemas';
import type { TAiSource } from '@shared/ai-insights/ai-schemas';
import { instrumentLabel, policyLabel } from '@shared/estate/estate-analysis/estate-labels';
import { PERSON_ROLE_LABELS } from '@shared/estate/instrument-kinds';
import { accountLabel } from '@shared/investments/valuation';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import {
  advisorSource,
  ESTATE_PLAN_SOURCE,
  instrumentSource,
  investmentSource,
  policySource,
} from '../records/sources';
import { ACCESS_ROLES } from '../intents/who-is';
import { ADVISOR_WORDS } from '../records/advisor-words';
import { normalizeText } from '../text/normalize';
import { wordsOf } from './card-words';
import { ROLE_WORDS } from './estate-cards';
import type { CardFact, RecordCard } from './record-card';
import { roleText } from '../records/role-text';

type Person = { name: string; facts: CardFact[]; sources: TAiSource[]; kindWords: string[] };

/**
 * Everyone the records name, one card each however many places name them: their relationship,
 * the roles they hold in the estate plan, as an advisor, as a beneficiary, the access they have
 * and how to reach them. `titleOf` names an advisor's linked records.
 */
export function personCards(
  snapshot: HouseholdSnapshot,
  titleOf: (id: string) => string | undefined,
): RecordCard[] {
  const people = new Map<string, Person>();
  const add = (name: string, fact: CardFact, source: TAiSource) => {
    const key = normalizeText(name);
    if (!key) return;
    const person = people.get(key) ?? { name, facts: [], sources: [], kindWords: [] };
    if (!person.facts.some((each) => each.text === fact.text)) person.facts.push(fact);
    if (!person.sources.some((each) => each.kind === source.kind && each.id === source.id))
      person.sources.push(source);
    people.set(key, person);
  };
  const kindOf = (name: string, words: readonly string[]) => {
    const person = people.get(normalizeText(name));
    if (person) person.kindWords.push(...words);
  };
  const relation = (text: string | null | undefined, source: TAiSource, name: string) => {
    if (text) add(name, { attributes: ['relation'], text: `your ${text.toLowerCase()}` }, source);
  };

  for (const advisor of snapshot.advisors) {
    const role = ADVISOR_ROLE_LABELS[advisor.role as TAdvisorRole] ?? advisor.role;
    const source = advisorSource(advisor);
    add(
      advisor.name,
      {
        attributes: ['relation', 'firm', 'handles'],
        text: `your ${role.toLowerCase()}${advisor.firm ? ` at ${advisor.firm}` : ''}`,
      },
      source,
    );
    kindOf(advisor.name, wordsOf(role, ADVISOR_WORDS[advisor.role]));
    const contact = [advisor.phone, advisor.email].filter(Boolean).join(', ');
    if (contact) add(advisor.name, { attributes: ['contact'], text: contact }, source);
    if (advisor.notes)
      add(
        advisor.name,
        { attributes: ['handles'], text: `your notes: “${advisor.notes}”`, marker: advisor.notes },
        source,
      );
    const handled = advisor.links.flatMap((link) => titleOf(link.targetId) ?? []);
    if (handled.length > 0)
      add(
        advisor.name,
        { attributes: ['handles'], text: `handles ${handled.join(', ')}`, marker: handled[0] },
        source,
      );
  }
  for (const instrument of snapshot.estate.instruments)
    for (const person of instrument.people) {
      const source = instrumentSource(instrument);
      relation(person.relationship, source, person.name);
      add(
        person.name,
        {
          attributes: ['people', 'relation', 'handles'],
          text: `${roleText(person)} in the ${instrumentLabel(instrument)}`,
          marker: PERSON_ROLE_LABELS[person.role].toLowerCase(),
          roleWords: wordsOf(PERSON_ROLE_LABELS[person.role], ROLE_WORDS[person.role]),
        },
        source,
      );
      const contact = [person.phone, person.email].filter(Boolean).join(', ');
      if (contact) add(person.name, { attributes: ['contact'], text: contact }, source);
    }
  for (const policy of snapshot.estate.policies)
    for (const beneficiary of policy.beneficiaries) {
      relation(beneficiary.relationship, policySource(policy), beneficiary.name);
      add(
        beneficiary.name,
        {
          attributes: ['relation'],
          text: `${beneficiary.tier} beneficiary of the ${policyLabel(policy)}`,
        },
        policySource(policy),
      );
    }
  for (const account of snapshot.investments)
    for (const beneficiary of account.beneficiaries) {
      relation(beneficiary.relationship, investmentSource(account), beneficiary.name);
      add(
        beneficiary.name,
        {
          attributes: ['relation'],
          text: `${beneficiary.tier} beneficiary of ${accountLabel(account)}`,
        },
        investmentSource(account),
      );
    }
  // Who is connected to a household is shown only for the reader's own (as on Settings › Family).
  const own = new Set(snapshot.households.filter((each) => each.isOwn).map((each) => each.ownerId));
  for (const person of snapshot.people.filter((each) => own.has(each.ownerId))) {
    const grant = person.advisorAccess
      ? ` (${person.advisorAccess === 'read' ? 'read only' : 'read and write'})`
      : '';
    add(
      person.name,
      {
        attributes: ['access', 'relation'],
        text: `${ACCESS_ROLES[person.role] ?? `connected as ${person.role}`}${grant}`,
      },
      ESTATE_PLAN_SOURCE,
    );
  }
  for (const household of snapshot.estate.households.filter((each) => own.has(each.ownerId)))
    for (const child of household.children) {
      add(
        child,
        { attributes: ['relation'], text: 'a child in your household' },
        ESTATE_PLAN_SOURCE,
      );
      kindOf(child, wordsOf('child children kids kid household'));
    }
  for (const triggering of snapshot.triggering)
    triggering.trustedContactNames.forEach((name, position) => {
      const priority = triggering.contactPriorities?.[position];
      const text = `${priority ? `${priority} ` : ''}trusted contact, who can report a death or incapacity`;
      add(
        name,
        {
          attributes: ['relation', 'people'],
          text,
          marker: priority ? `${priority} trusted contact` : 'trusted contact',
          roleWords: wordsOf('trusted contact primary backup'),
        },
        ESTATE_PLAN_SOURCE,
      );
    });

  return [...people.values()].map((person) => ({
    kind: 'person',
    id: normalizeText(person.name),
    title: person.name,
    nameWords: wordsOf(person.name),
    kindWords: [...new Set(person.kindWords)],
    ownerWords: [],
    facts: person.facts,
    sources: person.sources,
  }));
}
