import type { TAiSource, TSourceKind } from '@shared/ai-insights/ai-schemas';
import { estateAssets } from '@shared/estate/estate-analysis/passes-by';
import {
  PASSES_BY_LABELS,
  type TEstateAsset,
  type TEstateAssetKind,
} from '@shared/estate/estate-summary-schemas';
import type { HouseholdSnapshot } from '../../snapshot/household-snapshot';
import { notFoundReply, type IntentReply } from '../chat-reply';
import { recipientsText } from '@shared/estate/estate-analysis/estate-labels';
import { peopleOf, UNNAMED_OWNER } from '@shared/estate/estate-analysis/estate-people';
import { whoseNote } from '../records/households';
import { ESTATE_PLAN_SOURCE, limitedSources } from '../records/sources';
import { matchNames, namesNothingTogether } from '../text/name-match';
import { capitalized } from '../text/format';
import { tokensOf } from '../text/normalize';
import type { Question } from '../text/question';
import { STOPWORDS } from '../text/stopwords';

const SOURCE_KINDS: Record<TEstateAssetKind, TSourceKind> = {
  asset: 'account',
  investment: 'investment',
  property: 'property',
  policy: 'policy',
};

/** Kinds of record a question can name without a name ("the life insurance", "the house"). */
const KIND_FILTERS: readonly [RegExp, (asset: TEstateAsset) => boolean][] = [
  [/\baccounts?\b/, (asset) => asset.kind === 'asset' || asset.kind === 'investment'],
  [/\b(insurance|policy|policies)\b/, (asset) => asset.kind === 'policy'],
  [
    /\b(house|home|homes)\b/,
    (asset) => asset.kind === 'property' && asset.detail.startsWith('Home'),
  ],
  [
    /\b(car|cars|vehicle|vehicles)\b/,
    (asset) => asset.kind === 'property' && asset.detail === 'Vehicle',
  ],
  [/\b(investments?|portfolio)\b/, (asset) => asset.kind === 'investment'],
];
/** Words that describe what is asked about rather than name it. */
const DESCRIBING = new Set([
  'life',
  'term',
  'whole',
  'named',
  'listed',
  'designated',
  'on',
  'everything',
  'stuff',
  // "The contingent beneficiary", "as the backup": which of the named, not whose record.
  'contingent',
  'primary',
  'secondary',
  'backup',
  'name',
  'names',
  'naming',
]);

/** "Which policies name the trust…?", "which accounts list Mia…": the records naming someone. */
const NAMES_SOMEONE =
  /\b(which|what) (\w+ ){0,3}(name|names|list|lists|designate|designates)\b|\b(which|what) (\w+ ){0,5}(is|are) (\w+ ){1,4}(named|listed|designated) as\b/;

/**
 * "Who gets the Roth IRA if Jordan dies?", "If Alex couldn't take it, who's next on the policy?":
 * whose death or refusal it is, not a name of the asset.
 */
const DEATH_CLAUSE =
  /\b(?:if|when|after|once|should) ((?:\w+ ){1,2})(?:dies|die|died|passes|passed|pass away|passes away|is gone|were to die)\b|\b(?:next in line|alternate|backup|contingent|secondary)(?: \w+){0,6} after ((?:\w+ )?\w+)$|\b(?:if|should) ((?:\w+ ){1,2})(?:couldnt|cant|cannot|wont|doesnt|didnt|could not|can not|does not|did not) (?:take|accept|get|receive|inherit)\b/;

function source(asset: TEstateAsset): TAiSource {
  return { kind: SOURCE_KINDS[asset.kind], id: asset.id, label: asset.label, href: asset.link };
}

function passesText(asset: TEstateAsset, snapshot: HouseholdSnapshot): string {
  const whose = whoseNote(snapshot, asset.ownerId);
  if (asset.passesBy === 'will')
    return `${asset.label}${whose} has no beneficiary recorded, so it passes by the will (probate)`;
  const how = PASSES_BY_LABELS[asset.passesBy].toLowerCase();
  const text = asset.recipients
    ? `${asset.label}${whose} goes to ${asset.recipients} (${how})`
    : `${asset.label}${whose} passes by ${how}; no names are recorded`;
  return `${text}${afterTheSurvivor(asset, snapshot)}`;
}

/**
 * A joint account that also names beneficiaries (JTWROS with a TOD registration): the survivor
 * takes it first, and the named beneficiaries after both owners.
 */
function afterTheSurvivor(asset: TEstateAsset, snapshot: HouseholdSnapshot): string {
  const named = namedAfterBothOwners(asset, snapshot);
  return named ? `; after both owners it goes to ${named} (transfer on death)` : '';
}

/** Whom a joint account's transfer-on-death registration names, after both owners. */
function namedAfterBothOwners(asset: TEstateAsset, snapshot: HouseholdSnapshot): string | null {
  if (asset.passesBy !== 'joint_survivorship' || asset.kind !== 'investment') return null;
  const account = snapshot.estate.investments.find((each) => each.id === asset.id);
  if (!account || account.beneficiaries.length === 0) return null;
  return recipientsText(account.beneficiaries) || null;
}

/** The words that name an asset: its label and kind, "401k" for "401(k)", and whose it is. */
function assetWords(asset: TEstateAsset): readonly string[] {
  const label = `${asset.label} ${asset.detail}`;
  return tokensOf(`${label} ${label.replace(/\((\w)\)/g, '$1')} ${asset.personKey}`);
}

/**
 * The assets naming the person the question names among their recipients ("the family trust" of
 * "Carter Family Revocable Trust"): the question's words that some asset passes to and no
 * asset is called by, all of them held by each asset returned.
 */
function recordsNaming(
  tokens: readonly string[],
  assets: readonly TEstateAsset[],
  snapshot: HouseholdSnapshot,
): TEstateAsset[] {
  // The joint brokerage names the children too, after both owners.
  const recipients = new Map(
    assets.map((asset) => [
      asset,
      new Set(tokensOf(`${asset.recipients ?? ''} ${namedAfterBothOwners(asset, snapshot) ?? ''}`)),
    ]),
  );
  const called = new Set(assets.flatMap(assetWords));
  const asked = tokens.filter(
    (word) =>
      !STOPWORDS.has(word) &&
      !called.has(word) &&
      [...recipients.values()].some((named) => named.has(word)),
  );
  if (asked.length === 0) return [];
  return assets.filter((asset) => asked.every((word) => recipients.get(asset)?.has(word)));
}

/**
 * "Who are the beneficiaries of Alex's 401(k)?" when the one 401(k) is Jordan's: the question's
 * names without its person name the records, which are someone else's. Said as such, with whose
 * they are, rather than "no record by that name" (or a guidebook entry that mentions both words).
 */
function someoneElses(
  words: readonly string[],
  assets: readonly TEstateAsset[],
  snapshot: HouseholdSnapshot,
): IntentReply | null {
  const directory = peopleOf(snapshot.estate).list;
  const people = new Set(directory.flatMap((each) => tokensOf(each.name)));
  const person = words.filter((word) => people.has(word));
  const rest = words.filter((word) => !people.has(word));
  if (person.length === 0 || rest.length === 0) return null;
  const match = matchNames(
    rest,
    assets.map((asset) => ({ item: asset, words: assetWords(asset) })),
  );
  if (match.items.length === 0 || !match.complete) return null;
  // Whose it is only when a name holds it: not "Household owner's".
  const names = new Map(
    directory.filter((each) => each.name !== UNNAMED_OWNER).map((each) => [each.key, each.name]),
  );
  const asked = person.map(capitalized).join(' ');
  const held = match.items.map((asset) => {
    const holder = asset.holderKnown ? names.get(asset.personKey) : undefined;
    // "Haven Life life policy on Sam Rivera" says whose it is already.
    const whose = holder && !asset.label.includes(holder) ? `${holder}'s ` : '';
    return `${whose}${passesText(asset, snapshot)}`;
  });
  return {
    response: `Nothing of that kind is recorded as ${asked}'s. ${held.join('. ')}.`,
    sources: limitedSources(match.items.map(source), {
      kind: 'instrument',
      noun: 'records',
      href: '/estate-plan',
    }),
  };
}

/**
 * Who the beneficiaries of a policy or an account are, and who gets a house or car: the estate
 * plan's own "who gets what" (passes-by.ts), so the chat and the map never disagree.
 */
export function answerBeneficiaries(question: Question, snapshot: HouseholdSnapshot): IntentReply {
  let assets = estateAssets(snapshot.estate);
  let byRecipient = false;
  const filters = KIND_FILTERS.filter(([pattern]) => pattern.test(question.text));
  if (filters.length > 0)
    assets = assets.filter((asset) => filters.some(([, keep]) => keep(asset)));
  const clause = DEATH_CLAUSE.exec(question.text);
  const dying = new Set((clause?.[1] ?? clause?.[2] ?? clause?.[3])?.trim().split(' ') ?? []);
  const words = question.contentTokens.filter((word) => !DESCRIBING.has(word) && !dying.has(word));
  // "Which policies name the family trust as a beneficiary?": the records naming the one asked.
  const naming = NAMES_SOMEONE.test(question.text)
    ? recordsNaming(question.tokens, assets, snapshot)
    : [];
  if (naming.length > 0) {
    byRecipient = true;
    assets = naming;
  } else if (words.length > 0) {
    const match = matchNames(
      words,
      assets.map((asset) => ({ item: asset, words: assetWords(asset) })),
    );
    if (match.items.length === 0)
      return notFoundReply(match.unmatchedWords, 'no policy, account or property by that name');
    else if (namesNothingTogether(match, question))
      return (
        someoneElses(words, assets, snapshot) ??
        notFoundReply(words, 'no policy, account or property by that name')
      );
    else assets = match.items;
  }
  if (assets.length === 0)
    return {
      response: 'No such policy, account or property is recorded, so no beneficiary is either.',
      sources: [ESTATE_PLAN_SOURCE],
    };
  const sorted = [...assets].sort(
    (a, b) =>
      Number(a.passesBy === 'will') - Number(b.passesBy === 'will') || b.valueCents - a.valueCents,
  );
  return {
    response: `${sorted.map((asset) => passesText(asset, snapshot)).join('. ')}.`,
    sources: limitedSources(sorted.map(source), {
      kind: 'instrument',
      noun: 'records',
      href: '/estate-plan',
    }),
    // Each record naming the one asked, with all it passes to: no record card says more of it.
    ...(byRecipient ? { statesAllHeld: true as const } : {}),
  };
}
