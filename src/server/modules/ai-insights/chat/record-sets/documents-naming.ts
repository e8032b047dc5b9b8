import { instrumentLabel } from '@shared/estate/estate-analysis/estate-labels';
import type { InstrumentFacts } from '@shared/estate/estate-analysis/estate-facts';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import type { IntentReply } from '../chat-reply';
import { ownerFirstName } from '../records/the-couple';
import { capitalized, countOf } from '../text/format';
import { tokensOf } from '../text/normalize';
import { roleText } from '../records/role-text';

/** "Which estate documents name Priya", "how many … mention Sam", "… don't mention Sam at all". */
const NAMING =
  /\b(?:(don'?t|do not|doesn'?t|does not|never|not) )?(?:name|names|naming|mention|mentions|mentioning|list|lists|include|includes)\s+([A-Z][a-z'’]+)\b/;
/** "In which of our estate documents is Priya Shah named?": the same, said of the person. */
const NAMED =
  /\b(?:is|are) ([A-Z][a-z'’]+)(?: [A-Z][a-z'’]+)? (not |never )?(?:named|mentioned|listed|included)\b/;
const ESTATE_DOCUMENTS =
  /\b(estate(?:[- ]plan)? documents?|estate papers?|legal documents?|my (?:own )?documents|our documents|[A-Z][a-z]+['’]s (?:own )?documents)\b/i;
/** "My own estate documents", "Jordan's documents": those one person is the principal of. */
const WHOSE = /\b(my|[a-z]+['’]s) (own )?(estate(?:[- ]plan)? )?(documents|papers)\b/i;

/** Whose documents are asked of: "me" for the owner's own, a first name, or null for all. */
export type DocumentsNaming = { person: string; negated: boolean; whose: string | null };

function whoseIn(typed: string): string | null {
  const whose = WHOSE.exec(typed)?.[1]
    ?.toLowerCase()
    .replace(/['’]s$/, '');
  return whose === undefined ? null : whose === 'my' ? 'me' : whose;
}

/** What a question asks of the estate documents naming someone, or null. */
export function readDocumentsNaming(typed: string): DocumentsNaming | null {
  if (!ESTATE_DOCUMENTS.test(typed)) return null;
  const naming = NAMING.exec(typed);
  if (naming?.[2])
    return { person: naming[2].toLowerCase(), negated: Boolean(naming[1]), whose: whoseIn(typed) };
  const named = NAMED.exec(typed);
  if (!named?.[1]) return null;
  return { person: named[1].toLowerCase(), negated: Boolean(named[2]), whose: whoseIn(typed) };
}

/** "Priya Shah (guardian, first alternate health-care agent)": whom a document names, as what. */
function rolesIn(instrument: InstrumentFacts, person: string): string {
  const named = instrument.people.filter((each) => tokensOf(each.name)[0] === person);
  const roles = named.map(roleText);
  const [first] = named;
  return first ? ` (${first.name}: ${[...new Set(roles)].join(', ')})` : '';
}

/**
 * The estate documents that name a person (with the roles they hold in each), or that do not;
 * only the owner's own when the question says "my". Null when no document names anyone by that
 * first name, which the other answers then say.
 */
export function documentsNaming(
  asked: DocumentsNaming,
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  const names = (instrument: InstrumentFacts) =>
    instrument.people.some((each) => tokensOf(each.name)[0] === asked.person);
  if (!snapshot.estate.instruments.some(names)) return null;
  const principal = asked.whose === 'me' ? ownerFirstName(snapshot) : asked.whose;
  const considered = snapshot.estate.instruments.filter(
    (instrument) =>
      principal === null ||
      (principal !== '' && tokensOf(instrument.principalName).includes(principal)),
  );
  const kept = considered.filter((instrument) => names(instrument) !== asked.negated);
  const person = asked.person[0]?.toUpperCase() + asked.person.slice(1);
  const count =
    asked.whose === 'me'
      ? `${kept.length} of your own estate documents`
      : asked.whose
        ? `${kept.length} of ${capitalized(asked.whose)}'s estate documents`
        : countOf(kept.length, 'estate document');
  const one = kept.length === 1;
  const verb = asked.negated ? (one ? 'does not name' : 'do not name') : one ? 'names' : 'name';
  const what = `${count} ${verb} ${person}`;
  const listed = kept.map(
    (instrument) =>
      `${instrumentLabel(instrument)}${asked.negated ? '' : rolesIn(instrument, asked.person)}`,
  );
  return {
    response: `${what}${listed.length > 0 ? `: ${listed.join('; ')}` : ''}.`,
    sources: kept.map((instrument) => ({
      kind: 'instrument' as const,
      id: instrument.id,
      label: instrumentLabel(instrument),
      href: '/estate-plan',
    })),
    intent: 'estate_documents',
  };
}
