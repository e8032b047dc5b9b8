import { tokensOf } from '../text/normalize';

/**
 * Words that say an obligation is paid by subscription, whoever it is with: "Gym membership",
 * "News subscription", "Music streaming".
 */
const SUBSCRIPTION_WORDS = new Set(['subscription', 'subscriptions', 'membership', 'streaming']);

/**
 * Services US households commonly pay for by subscription (streaming, music, news, software,
 * cloud storage, memberships), as their names read in a vendor field. A list of names, not a
 * source of facts: an obligation not on it still counts when its own words say "subscription".
 */
const SUBSCRIPTION_SERVICES: readonly string[] = [
  'netflix',
  'hulu',
  'disney',
  'hbo',
  'peacock',
  'paramount',
  'youtube premium',
  'youtube tv',
  'sling',
  'fubo',
  'apple tv',
  'apple music',
  'apple one',
  'icloud',
  'spotify',
  'pandora',
  'siriusxm',
  'audible',
  'kindle unlimited',
  'amazon prime',
  'new york times',
  'nytimes',
  'wall street journal',
  'washington post',
  'patreon',
  'adobe',
  'microsoft 365',
  'dropbox',
  'google one',
  'chatgpt',
  'duolingo',
  'peloton',
  'planet fitness',
  'costco',
  'sams club',
];

/** "Subscription", "membership", "streaming": a word that says how a service is paid for. */
export function isSubscriptionWord(word: string): boolean {
  return SUBSCRIPTION_WORDS.has(word);
}

/** "The streaming services": words that say what the names beside them are, naming none. */
const DESCRIBING_SERVICES = new Set(['service', 'services', 'apps']);

/**
 * The question's words without those that only say the others are services ("the streaming
 * services"), when any other word is left to name them ("Toyota Financial Services" keeps
 * "toyota" and "financial", which name it).
 */
export function withoutServiceWords(words: readonly string[]): readonly string[] {
  const naming = words.filter((word) => !DESCRIBING_SERVICES.has(word));
  return naming.length > 0 ? naming : words;
}

/** Whether an obligation looks like a subscription, from its vendor and description. */
export function isSubscription(vendor: string, description: string | null): boolean {
  const words = tokensOf(`${vendor} ${description ?? ''}`);
  if (words.some((word) => SUBSCRIPTION_WORDS.has(word))) return true;
  const name = ` ${tokensOf(vendor).join(' ')} `;
  return SUBSCRIPTION_SERVICES.some((service) => name.includes(` ${service} `));
}

/**
 * What a well-known service is, as people call it when they do not name it ("the music
 * subscription", "the TV streaming"). Only services whose kind is plain from their name.
 */
const SERVICE_KINDS: readonly [service: string, kind: string][] = [
  ['netflix', 'tv movies video streaming'],
  ['hulu', 'tv movies video streaming'],
  ['disney', 'tv movies video streaming'],
  ['hbo', 'tv movies video streaming'],
  ['peacock', 'tv video streaming'],
  ['paramount', 'tv video streaming'],
  ['youtube tv', 'tv video streaming'],
  ['youtube premium', 'video music streaming'],
  ['sling', 'tv streaming'],
  ['fubo', 'tv streaming'],
  ['apple tv', 'tv video streaming'],
  ['apple music', 'music streaming'],
  ['spotify', 'music streaming'],
  ['pandora', 'music radio streaming'],
  ['siriusxm', 'music radio'],
  ['audible', 'audiobooks books'],
  ['kindle unlimited', 'books ebooks'],
  ['new york times', 'news newspaper'],
  ['nytimes', 'news newspaper'],
  ['wall street journal', 'news newspaper'],
  ['washington post', 'news newspaper'],
  ['icloud', 'storage cloud'],
  ['dropbox', 'storage cloud'],
  ['google one', 'storage cloud'],
];

/** The words for what a known service is ("music streaming" for Spotify), or none. */
export function serviceKindWords(vendor: string): readonly string[] {
  const name = ` ${tokensOf(vendor).join(' ')} `;
  return SERVICE_KINDS.filter(([service]) => name.includes(` ${service} `)).flatMap(([, kind]) =>
    kind.split(' '),
  );
}
