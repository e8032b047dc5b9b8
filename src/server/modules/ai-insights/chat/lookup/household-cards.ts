import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { indexSegment, joinSegments, type CardIndex, type CardSegment } from './card-index';
import { estateCards } from './estate-cards';
import { investmentCards } from './investment-cards';
import { moneyCards } from './money-cards';
import { homesOf, obligationCards } from './obligation-cards';
import { personCards } from './person-cards';
import type { RecordCard } from './record-card';

type KeptSegment = { segment: CardSegment; made: readonly unknown[] };

/**
 * The segments of the two large parts, kept with the part they were made from (the snapshot keeps
 * a part's object while its tables are unchanged) and what else their cards read.
 */
const SEGMENTS = new WeakMap<object, KeptSegment>();

function keptSegment(
  part: object,
  made: readonly unknown[],
  cards: () => RecordCard[],
): CardSegment {
  const kept = SEGMENTS.get(part);
  if (kept && made.every((each, position) => Object.is(each, kept.made[position])))
    return kept.segment;
  const segment = indexSegment(cards());
  SEGMENTS.set(part, { segment, made });
  return segment;
}

const INDEXES = new WeakMap<HouseholdSnapshot, CardIndex>();

/**
 * Every record of the snapshot as a card, indexed once per snapshot. A household that just
 * changed is indexed again, but its bills and its holdings (thousands of cards) only when they are
 * what changed.
 */
export function cardIndexOf(snapshot: HouseholdSnapshot): CardIndex {
  const cached = INDEXES.get(snapshot);
  if (cached) return cached;
  const homes = homesOf(snapshot.estate.properties);
  const bills = keptSegment(snapshot.obligations, [snapshot.today, snapshot.loans, homes.key], () =>
    obligationCards(snapshot, homes),
  );
  const investments = keptSegment(snapshot.investments, [], () => investmentCards(snapshot));
  const money = moneyCards(snapshot);
  const estate = estateCards(snapshot);
  // An advisor's card names the records they handle; looked up only for those.
  let titles: Map<string, string> | undefined;
  const titleOf = (id: string) => {
    if (!titles) {
      titles = new Map();
      for (const card of [...bills.cards, ...money, ...investments.cards, ...estate])
        titles.set(card.id, card.title);
      for (const document of snapshot.documents) titles.set(document.id, document.name);
    }
    return titles.get(id);
  };
  const people = personCards(snapshot, titleOf);
  const index = joinSegments([
    bills,
    indexSegment(money),
    investments,
    indexSegment([...estate, ...people]),
  ]);
  INDEXES.set(snapshot, index);
  return index;
}
