import type { TitlingFacts } from '@shared/estate/estate-analysis/estate-facts';
import { accountLabel, propertyLabel } from '@shared/estate/estate-analysis/estate-labels';
import { SURVIVORSHIP_FORMS, type TTitlingForm } from '@shared/estate/titling-forms';
import type { TPassesBy } from '@shared/estate/estate-summary-schemas';
import type { TAiSource } from '@shared/ai-insights/ai-schemas';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { whoseNote } from '../records/households';
import { accountSource, investmentSource, propertySource } from '../records/sources';
import type { Question } from '../text/question';

/** "Which of our accounts…", "what assets…", "list the properties…": a set of records asked. */
const ASKS_WHICH_RECORDS =
  /^(which|what|list|are any|is any|do any|does any|how many)\b.*\b(accounts?|assets?|records?|investments?|propert(y|ies)|homes?|houses?|things)\b/;

/**
 * Titling forms by the words that name them, the most specific first, with how an answer says
 * them and, where the form alone decides it, how a record passes that the owner recorded only by
 * that ("passes by the trust"). A TOD registration is left to the beneficiary answers: it may sit
 * beside another titling.
 */
const FORMS: readonly [RegExp, readonly TTitlingForm[], string, TPassesBy?][] = [
  [
    /\bjtwros\b|\bjoint(ly)? (with|w) (the |a )?right of survivorship\b|\bjoint tenan(ts|cy)\b/,
    ['jtwros'],
    'Titled joint with right of survivorship (JTWROS)',
  ],
  [/\btenancy by (the )?entirety\b/, ['tenancy_by_entirety'], 'Titled tenancy by the entirety'],
  [
    /\bcommunity property with (the |a )?right of survivorship\b/,
    ['community_property_survivorship'],
    'Titled community property with right of survivorship',
  ],
  [
    /\bcommunity property\b/,
    ['community_property', 'community_property_survivorship'],
    'Titled community property',
  ],
  [
    /\bright of survivorship\b/,
    SURVIVORSHIP_FORMS,
    'Held with right of survivorship',
    'joint_survivorship',
  ],
  [
    /\b(owned by|titled (to|in|into)|in the name of|held (by|in)) (the |our |a )?([\w']+ ){0,3}trust\b|\btrust owned\b/,
    ['trust'],
    'Owned by a trust',
    'trust',
  ],
  [
    /\b(individually|one name|sole name|single name|individual titling)\b/,
    ['individual'],
    'Titled individually (one name)',
  ],
  [
    /\bjoint(ly)?\b/,
    [...SURVIVORSHIP_FORMS, 'community_property'],
    'Held jointly',
    'joint_survivorship',
  ],
];

/** "Are titled", "is held", "are": how the records are held, said before the form. */
const HELD_AS = /\b(are|is|were|titled|held|owned|registered)\b/;

type Titled = { label: string; holders: string | null; ownerId: string; source: TAiSource };

/**
 * "Which of our accounts are titled joint with right of survivorship?", "which accounts are
 * joint?": every account, investment account and property whose titling the estate plan records
 * in that form, whoever's household it is in. Null unless the question asks which records are
 * held so.
 */
export function recordsTitled(question: Question, snapshot: HouseholdSnapshot): IntentReply | null {
  const text = question.text;
  const which = ASKS_WHICH_RECORDS.exec(text);
  if (!which) return null;
  // "Who is the TOD beneficiary on the Schwab account?" asks who, not which.
  if (/\bwho\b|\bbeneficiar/.test(text)) return null;
  // "Which accounts are titled JTWROS?": the form after the records and a verb that says how
  // they are held ("the joint brokerage account" names one).
  const after = which.index + which[0].length;
  const form = FORMS.find(([pattern]) => {
    const found = pattern.exec(text.slice(after));
    return found !== null && HELD_AS.test(text.slice(after, after + found.index));
  });
  if (!form) return null;
  const [, forms, said, passes] = form;
  const held = snapshot.estate.titling.filter((each) =>
    each.titling ? forms.includes(each.titling) : !!passes && each.passesBy === passes,
  );
  const titled = held.flatMap((each) => describe(each, snapshot));
  if (titled.length === 0)
    return {
      response: `No account or property in your records is ${said.charAt(0).toLowerCase()}${said.slice(1)}.`,
      sources: [],
      intent: 'net_worth',
    };
  const lines = titled.map(
    (each) =>
      `${each.label}${each.holders ? ` (${each.holders})` : ''}${whoseNote(snapshot, each.ownerId)}`,
  );
  return {
    response: `${said}: ${lines.join('; ')}.`,
    sources: titled.map((each) => each.source),
    intent: 'net_worth',
  };
}

function describe(titling: TitlingFacts, snapshot: HouseholdSnapshot): Titled[] {
  const holders =
    [titling.holderName, titling.jointHolderName].filter(Boolean).join(' and ') || null;
  const { ownerId } = titling;
  if (titling.assetKind === 'asset') {
    const account = snapshot.estate.assets.find((each) => each.id === titling.assetId);
    return account
      ? [{ label: accountLabel(account), holders, ownerId, source: accountSource(account) }]
      : [];
  }
  if (titling.assetKind === 'investment') {
    const account = snapshot.investments.find((each) => each.id === titling.assetId);
    return account
      ? [
          {
            label: `${account.institutionName} · ${account.accountName}`,
            holders,
            ownerId,
            source: investmentSource(account),
          },
        ]
      : [];
  }
  const property = snapshot.estate.properties.find((each) => each.id === titling.assetId);
  return property
    ? [{ label: propertyLabel(property), holders, ownerId, source: propertySource(property) }]
    : [];
}
