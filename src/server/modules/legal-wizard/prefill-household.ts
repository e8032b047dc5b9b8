import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { canSeeEntry } from '@shared/guidebook/guidebook-visibility';
import type { DISPOSITIONS } from '@shared/legal/legal-answers';
import { US_STATES } from '@shared/onboarding/onboarding-schemas';
import type { Queryable } from '../../db/owned-rows';
import {
  estateInstruments,
  familyConnections,
  guidebookEntries,
  profiles,
  properties,
} from '../../db/schema';
import type { FieldCipher } from '../../platform/crypto/field-encryption';
import type { HouseholdMember, PlanCard } from './prefill-people';

/** The household's estate plan cards. */
export function planCards(db: Queryable, ownerId: string): Promise<PlanCard[]> {
  return db
    .select({
      id: estateInstruments.id,
      kind: estateInstruments.kind,
      principalName: estateInstruments.principalName,
      people: estateInstruments.people,
    })
    .from(estateInstruments)
    .where(eq(estateInstruments.userId, ownerId))
    .orderBy(asc(estateInstruments.createdAt));
}

/** The owner and the family connected to the household (advisors are not family). */
export async function householdMembers(db: Queryable, ownerId: string): Promise<HouseholdMember[]> {
  const connections = await db
    .select({ userId: familyConnections.userId })
    .from(familyConnections)
    .where(
      and(eq(familyConnections.connectedUserId, ownerId), ne(familyConnections.role, 'advisor')),
    );
  const found = await db
    .select({ id: profiles.id, name: profiles.fullName, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.id, [ownerId, ...connections.map((row) => row.userId)]));
  return found.filter((member) => member.name.trim());
}

const sameState = (recorded: string | null, code: string) => {
  const value = recorded?.trim().toLowerCase();
  const name = US_STATES.find(([each]) => each === code)?.[1];
  return !!value && (value === code.toLowerCase() || value === name?.toLowerCase());
};

/**
 * The household's street and city: its primary residence in the document's state (the oldest
 * recorded, if several). A home in another state is not the address of a document that follows
 * this state's law, so nothing is found then. The county is not recorded. It is the principal's
 * address only when they are the owner or the owner's spouse: the caller (prefill.ts) asks only
 * then.
 */
export async function homeAddress(
  db: Queryable,
  ownerId: string,
  state: string,
): Promise<{ address: string; city: string } | null> {
  const homes = await db
    .select({
      street: properties.addressStreet,
      city: properties.addressCity,
      state: properties.addressState,
    })
    .from(properties)
    .where(
      and(
        eq(properties.userId, ownerId),
        eq(properties.kind, 'home'),
        eq(properties.homeType, 'primary_residence'),
      ),
    )
    .orderBy(asc(properties.createdAt));
  const home = homes.find((each) => each.street && each.city && sameState(each.state, state));
  return home ? { address: home.street!, city: home.city! } : null;
}

type TDisposition = (typeof DISPOSITIONS)[number];

/** Words that say a disposition is wanted; a sentence that negates ("not", "rather than") says none. */
const SAYS: [TDisposition, RegExp][] = [
  ['cremation', /\b(cremat(e|ed|ion)|ashes)\b/i],
  ['burial', /\b(bur(y|ied|ial)|interred|interment)\b/i],
  ['body_donation', /\b(donat\w* (of )?my (whole )?body|body donation)\b/i],
];
const NO_PREFERENCE = /\bno (particular )?preference\b/i;
const NEGATION = /\b(not|never|no|rather than|instead of|without)\b|n[’']t\b/i;

/**
 * The disposition the wishes ask for, when they ask for exactly one ("Cremation, please"); none
 * when they name none, several, or only in a sentence that negates ("I do not want to be buried").
 */
export function dispositionIn(text: string): TDisposition | null {
  const found = new Set<TDisposition>();
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    if (NO_PREFERENCE.test(sentence)) {
      found.add('no_preference');
      continue;
    }
    if (NEGATION.test(sentence)) continue;
    for (const [disposition, pattern] of SAYS) if (pattern.test(sentence)) found.add(disposition);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/** The will's box for wishes holds this many characters (ZWillAnswers). */
const WISHES_MAX = 2000;

/**
 * Issue 37: the principal's final wishes from the Family Guidebook: the "Final wishes" entries
 * they wrote themselves (their own words, oldest first) that the person starting the draft may
 * read. Each whole entry that fits the will's box is carried, none cut short; the disposition is
 * the one the entries ask for, if exactly one.
 */
export async function finalWishes(
  db: Queryable,
  cipher: FieldCipher,
  input: { ownerId: string; authorIds: ReadonlySet<string>; readerId: string },
): Promise<{ disposition: TDisposition | null; wishes: string | null }> {
  const authors = [...input.authorIds];
  if (authors.length === 0) return { disposition: null, wishes: null };
  const entries = await db
    .select()
    .from(guidebookEntries)
    .where(
      and(
        eq(guidebookEntries.userId, input.ownerId),
        eq(guidebookEntries.section, 'final_wishes'),
        inArray(guidebookEntries.createdBy, authors),
      ),
    )
    .orderBy(asc(guidebookEntries.createdAt));
  const texts = entries
    .filter((entry) => canSeeEntry(entry, { userId: input.readerId, eventUnlocked: false }))
    .map((entry) => cipher.decrypt(entry.bodySealed).trim() || entry.title.trim())
    .filter(Boolean);
  const kept: string[] = [];
  for (const text of texts) if ([...kept, text].join('\n\n').length <= WISHES_MAX) kept.push(text);
  return {
    disposition: dispositionIn(texts.join('\n')),
    wishes: kept.length > 0 ? kept.join('\n\n') : null,
  };
}
