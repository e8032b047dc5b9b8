import { US_STATE_CODES } from './us-places';

/**
 * What one account's bank writes around every merchant, learnt from the account's own
 * descriptors: a bank's wrapper ("CRD PUR 0412 …", "WEB AUTH PMT - …"), the account holder's
 * name after each ACH payee, the towns the household shops in. Banks word these in ways no list
 * keeps up with, but within one account the same words stand beside many different merchants,
 * which a merchant's own name never does.
 */
export type AccountWording = {
  /** Leading word sequences (2–3 words) seen before many different merchants. */
  prefixes: readonly string[][];
  /** Trailing word pairs seen after many different merchants. */
  suffixes: readonly string[][];
  /** Towns (1–2 words, before a state code) seen after many different merchants. */
  towns: readonly string[][];
};

export const NO_WORDING: AccountWording = { prefixes: [], suffixes: [], towns: [] };

/**
 * Different merchants a wording must stand beside. Five for a bank's wrapper and the holder's
 * name: a household pays that many companies by ACH or card, while a merchant's name rarely
 * goes on in five ways ("AMAZON MKTP", "AMAZON PRIME"…: one-word names are never taken). Three for a
 * town: a household shops at a handful of places in its own town.
 */
const WRAPPER_MERCHANTS = 5;
const TOWN_MERCHANTS = 3;

/** A word, not a number, a date, a reference of digits or a lone mark ("C#4417"). */
const hasLetters = (word: string) => /[A-Z]{2}/.test(word);
const words = (description: string) => description.toUpperCase().trim().split(/\s+/);

export function learnAccountWording(descriptions: Iterable<string>): AccountWording {
  const prefixFollowers = new Map<string, Set<string>>();
  const suffixLeaders = new Map<string, Set<string>>();
  const townLeaders = new Map<string, Set<string>>();
  const note = (map: Map<string, Set<string>>, key: string, value: string | undefined) => {
    if (!value) return;
    const set = map.get(key) ?? new Set<string>();
    set.add(value);
    map.set(key, set);
  };
  for (const description of new Set(descriptions)) {
    const tokens = words(description);
    for (const length of [2, 3]) {
      const prefix = tokens.slice(0, length);
      if (prefix.length < length || !prefix.every(hasLetters)) continue;
      // The merchant is the first word after the wrapper that is not a number or a date.
      note(prefixFollowers, prefix.join(' '), tokens.slice(length).find(hasLetters));
    }
    const lettered = tokens.filter(hasLetters);
    const pair = lettered.slice(-2);
    if (pair.length === 2 && !pair.some((word) => US_STATE_CODES.has(word)))
      note(suffixLeaders, pair.join(' '), lettered[0]);
    const end = trimmedEnd(tokens);
    if (end >= 3 && US_STATE_CODES.has(tokens[end - 1]!)) {
      note(townLeaders, tokens[end - 2]!, tokens[end - 3]);
      if (end >= 4) note(townLeaders, tokens.slice(end - 3, end - 1).join(' '), tokens[end - 4]);
    }
  }
  const frequent = (map: Map<string, Set<string>>, least: number) =>
    [...map]
      .filter(([, others]) => others.size >= least)
      .map(([key]) => key.split(' '))
      .sort((a, b) => b.length - a.length);
  return {
    prefixes: frequent(prefixFollowers, WRAPPER_MERCHANTS),
    suffixes: frequent(suffixLeaders, WRAPPER_MERCHANTS),
    towns: frequent(townLeaders, TOWN_MERCHANTS).filter((town) => town.every(hasLetters)),
  };
}

/** The number of tokens before trailing card digits and marks ("… RIVERTON WY C#2290 2290"). */
function trimmedEnd(tokens: readonly string[]): number {
  let end = tokens.length;
  while (end > 0 && !/^[A-Z]{2,}$/.test(tokens[end - 1]!)) end -= 1;
  return end;
}

/** `text` without a learnt leading wrapper (and the numbers and dates right after it). */
export function withoutLearntPrefix(text: string, wording: AccountWording): string {
  const tokens = text.trim().split(/\s+/);
  const upper = tokens.map((token) => token.toUpperCase());
  const prefix = wording.prefixes.find((candidate) =>
    candidate.every((word, index) => upper[index] === word),
  );
  if (!prefix) return text;
  let start = prefix.length;
  while (start < tokens.length - 1 && !hasLetters(upper[start]!)) start += 1;
  return tokens.slice(start).join(' ');
}

/** Words without a learnt trailing pair (the holder's name after an ACH payee). */
export function withoutLearntSuffix(list: string[], wording: AccountWording): string[] {
  const upper = list.map((word) => word.toUpperCase());
  const suffix = wording.suffixes.find(
    (candidate) =>
      upper.length > candidate.length &&
      candidate.every((word, index) => upper[upper.length - candidate.length + index] === word),
  );
  return suffix ? list.slice(0, list.length - suffix.length) : list;
}
