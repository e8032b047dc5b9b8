import type { BillText, ExtractedField } from './bill-fields';
import { nameKey, toDisplayName } from './company-name';
import { customerNameKeys } from './customer-names';
import { KNOWN_BILLERS, type KnownBiller } from './known-billers';
import { isNotAVendor, placeKeys, withoutDepartment } from './not-a-vendor';
import {
  spelledDomainEvidence,
  copyrightEvidence,
  domainEvidence,
  domainKeys,
  headerEvidence,
  knownEvidence,
  payableEvidence,
  remitEvidence,
  type VendorEvidence,
} from './vendor-evidence';

type Kind = VendorEvidence['kind'];

/** How much each place a name is printed in says "this is who the bill is from". */
const KIND_WEIGHT: Record<Kind, number> = {
  payable: 0.9,
  remit: 0.7,
  known: 0.6,
  // The company's own web address is the surest thing a bill prints about who sent it.
  domain: 0.75,
  copyright: 0.6,
  header: 0.4,
};

type Candidate = {
  name: string;
  known?: KnownBiller;
  kinds: Map<Kind, VendorEvidence>;
  occurrences: number;
};

const weightOf = (candidate: Candidate) =>
  [...candidate.kinds.keys()].reduce((sum, kind) => sum + KIND_WEIGHT[kind], 0) +
  0.05 * Math.min(candidate.occurrences - candidate.kinds.size, 3);

/** The keys a candidate answers to: its name, and every name of its dictionary entry. */
function keysOf(candidate: Candidate): string[] {
  const names = candidate.known
    ? [candidate.known.name, ...candidate.known.aliases, candidate.name]
    : [candidate.name];
  return names.map(nameKey).filter((key) => key.length >= 3);
}

/**
 * Joins candidates that are one company: the same name, a name of the same dictionary entry, or
 * a longer form of a name ("Duke Energy Carolinas" counts for "Duke Energy").
 */
function merge(candidates: Candidate[]): Candidate[] {
  const merged: Candidate[] = [];
  // Dictionary entries first, then shorter names, so longer forms fold into them.
  const ordered = [...candidates].sort(
    (a, b) => Number(!!b.known) - Number(!!a.known) || a.name.length - b.name.length,
  );
  for (const candidate of ordered) {
    const key = nameKey(candidate.name);
    // A longer form folds into a name of two words or more, or a known company's: one word
    // alone ("Duke" from a logo) is too little to claim "Duke Energy".
    const into = merged.find((kept) =>
      keysOf(kept).some(
        (keptKey) =>
          key === keptKey ||
          (key.startsWith(keptKey) && (!!kept.known || kept.name.trim().includes(' '))),
      ),
    );
    if (!into) {
      merged.push({ ...candidate, kinds: new Map(candidate.kinds) });
      continue;
    }
    into.occurrences += candidate.occurrences;
    for (const [kind, evidence] of candidate.kinds)
      if (!into.kinds.has(kind)) into.kinds.set(kind, evidence);
  }
  return merged;
}

function confidenceOf(candidate: Candidate): number {
  if (candidate.kinds.size > 1) return 0.9;
  const [kind] = [...candidate.kinds.keys()];
  if (kind === 'payable') return 0.8;
  if (kind === 'remit' || kind === 'known' || kind === 'domain') return 0.7;
  if (kind === 'header') return 0.35;
  return 0.6;
}

/**
 * Who the bill is from, as a person would type it, from evidence the bill prints: a "payable to"
 * or "mail to" phrase, the remit-to block of the stub, its web domain spelled out by its words,
 * a copyright line, a known company's name or domain, the largest print of the header. The same
 * name from several of them is surer. Labels, places, charities, ways to pay and the customer's
 * own name are never offered; with no evidence the field stays empty for the person to fill.
 */
export function findVendor(
  text: BillText,
  billers: readonly KnownBiller[] = KNOWN_BILLERS,
): ExtractedField<string | null> {
  const firstPage = text.lines.filter((line) => line.page === 1);
  const customers = customerNameKeys(text);
  const places = placeKeys(text);
  const domains = domainKeys(text.lines);
  const evidence = [
    ...payableEvidence(firstPage),
    ...remitEvidence(firstPage),
    ...domainEvidence(text.lines, domains),
    ...spelledDomainEvidence(text.lines),
    ...copyrightEvidence(text.lines),
    ...knownEvidence(text.lines, domains, billers),
    ...headerEvidence(text.lines),
  ];
  const candidates = new Map<string, Candidate>();
  for (const found of evidence) {
    const name = withoutDepartment(cleanName(found.name));
    if (!found.known && isNotAVendor(name, customers, places)) continue;
    const key = found.known ? `known:${found.known.name}` : nameKey(name);
    const candidate: Candidate = candidates.get(key) ?? {
      name: found.known?.name ?? name,
      known: found.known,
      kinds: new Map<Kind, VendorEvidence>(),
      occurrences: 0,
    };
    candidate.occurrences += 1;
    const kept = candidate.kinds.get(found.kind);
    // The mixed-case spelling of a name reads better than the stub's capitals.
    if (!kept || (!/[a-z]/.test(kept.name) && /[a-z]/.test(found.name)))
      candidate.kinds.set(found.kind, { ...found, name });
    candidates.set(key, candidate);
  }
  const ranked = merge([...candidates.values()]).sort((a, b) => weightOf(b) - weightOf(a));
  const best = ranked[0];
  if (!best) return { value: null, confidence: 0, source: null };
  const shown = best.known ? best.known.name : displayName(best);
  const evidenceOf = [...best.kinds.values()].sort(
    (a, b) => KIND_WEIGHT[b.kind] - KIND_WEIGHT[a.kind],
  )[0]!;
  // A rival nearly as well supported makes the choice a guess.
  const runnerUp = ranked[1];
  const contested = runnerUp !== undefined && weightOf(runnerUp) >= weightOf(best) - 0.1;
  const confidence = confidenceOf(best) - (contested ? 0.2 : 0);
  return { value: shown, confidence, source: evidenceOf.source };
}

/** A name without OCR specks around it ("{~ Duke" → "Duke"). */
function cleanName(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /[A-Za-z]/.test(word) || word === '&')
    .join(' ')
    .replace(/^[^A-Za-z]+|[^A-Za-z&.)]+$/g, '');
}

/** The candidate's spelling: mixed case where the bill prints it so, else title case. */
function displayName(candidate: Candidate): string {
  const spellings = [...candidate.kinds.values()].map((found) => found.name);
  const mixed = spellings.find(
    (name) => /[a-z]/.test(name) && nameKey(name) === nameKey(candidate.name),
  );
  return toDisplayName(mixed ?? candidate.name);
}
