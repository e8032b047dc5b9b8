import type { TAiSource } from '@shared/ai-insights/ai-schemas';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { cardIndexOf } from '../lookup/household-cards';
import type { RecordCard } from '../lookup/record-card';
import { countOf } from '../text/format';
import { PHONE_NUMBER } from '../text/phone-number';
import type { Question } from '../text/question';

/** "Which of our contacts has a 713 area code?", "whose number starts with 512?" */
const ASKS_AREA_CODE =
  /\b(?:area code (?:of )?(\d{3})|(\d{3}) area code|(?:phone|number|cell|mobile)s? (?:that )?(?:starts?|starting|begins?|beginning) with (\d{3})|(?:an? |the )(\d{3}) (?:phone |cell |mobile )?numbers?)\b/;

/** "Whose number isn't a 512 number?", "outside the 512 area code": everyone else. */
const NOT_IN = (code: string) =>
  new RegExp(
    `\\b(isnt|is not|arent|are not|not|outside|other than|besides|except)( of)?( the| an?)? ${code}\\b`,
  );

const PHONES = new RegExp(PHONE_NUMBER.source, 'g');

function phonesOf(card: RecordCard): string[] {
  return card.facts
    .filter((fact) => fact.attributes.includes('contact'))
    .flatMap((fact) => [...fact.text.matchAll(PHONES)].map((found) => found[0]));
}

/**
 * The people the records give a phone number in the area code asked: advisors, the estate plan's
 * people and trusted contacts, each once. Null unless the question asks by area code.
 */
export function contactsByAreaCode(
  question: Question,
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  // "In the who-to-call-first list, which number isn't a 512 number?": the entry's numbers.
  if (/\b(guidebook|guide book|entry|entries|list|note|notes)\b/.test(question.text)) return null;
  const asked = ASKS_AREA_CODE.exec(question.text);
  const code = asked?.[1] ?? asked?.[2] ?? asked?.[3] ?? asked?.[4];
  if (!code) return null;
  const outside = NOT_IN(code).test(question.text);
  const inCode = (phone: string) => phone.replace(/\D/g, '').startsWith(code);
  const people = cardIndexOf(snapshot)
    .segments.flatMap((segment) => segment.cards)
    .filter((card) => card.kind === 'person')
    .map((card) => ({
      card,
      phones: phonesOf(card),
    }))
    .filter(({ phones }) =>
      outside ? phones.length > 0 && !phones.some(inCode) : phones.some(inCode),
    )
    .map(({ card, phones }) => ({ card, phones: outside ? phones : phones.filter(inCode) }));
  const where = outside ? `outside the ${code} area code` : `in the ${code} area code`;
  const sources = new Map<string, TAiSource>();
  for (const { card } of people)
    for (const source of card.sources) sources.set(`${source.kind}:${source.id}`, source);
  return {
    response:
      people.length === 0
        ? `No one in your records has a phone number ${where}.`
        : `${countOf(people.length, 'person', 'people')} in your records ${people.length === 1 ? 'has' : 'have'} a phone number ${where}: ${people
            .map(({ card, phones }) => `${card.title} ${phones.join(', ')}`)
            .join('; ')}.`,
    sources: [...sources.values()],
    intent: 'estate_people',
  };
}
