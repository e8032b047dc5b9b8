import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ADVISOR_ROLE_LABELS, type TAdvisorRole } from '@shared/advisors/advisor-schemas';
import type { TDocumentCategory } from '@shared/documents/document-schemas';
import {
  INSTRUMENT_LABELS,
  PERSON_ROLE_LABELS,
  type TInstrumentKind,
  type TPersonRole,
} from '@shared/estate/instrument-kinds';
import type { TEstatePerson } from '@shared/estate/estate-schemas';
import {
  KEY_DOCUMENT_CATEGORIES,
  type TGuidebookAssembled,
  type TGuidebookContact,
} from '@shared/guidebook/guidebook-view-schemas';
import { householdRows } from '../../db/household-rows';
import type { Queryable } from '../../db/owned-rows';
import { pickColumns } from '../../db/pick-columns';
import { advisors, documents, estateInstruments, triggerEvents } from '../../db/schema';
import { peopleByIds } from '../triggering-event/people';

/** The people the family calls first, in this order; each named first and first alternate. */
const FIRST_CALL_ROLES: readonly TPersonRole[] = [
  'executor',
  'successor_trustee',
  'trustee',
  'agent',
  'health_care_agent',
];
const FIRST_CALL_RANKS = 1;
/** Advisors after the people the plan names: who settles an estate first. */
const ADVISOR_ORDER: readonly TAdvisorRole[] = [
  'attorney',
  'executor',
  'trustee',
  'financial_advisor',
  'cpa',
  'insurance_agent',
  'banker',
  'physician',
  'other',
];
const KEY_DOCUMENTS_SHOWN = 30;

type InstrumentRow = Pick<
  typeof estateInstruments.$inferSelect,
  'id' | 'userId' | 'kind' | 'principalName' | 'originalLocation' | 'people'
>;
type AdvisorRow = Pick<
  typeof advisors.$inferSelect,
  'id' | 'userId' | 'name' | 'role' | 'firm' | 'phone' | 'email'
>;

/**
 * People whose death has unlocked their household's plan: the family does not call them. Known by
 * their account (a person named from the family list) or, for a name typed on a card, by name.
 */
export type DeceasedPeople = { userIds: ReadonlySet<string>; names: ReadonlySet<string> };

const NOBODY_DECEASED: DeceasedPeople = { userIds: new Set(), names: new Set() };

function plainName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

function isDeceased(person: TEstatePerson, deceased: DeceasedPeople): boolean {
  if (person.source === 'family' && person.refId && deceased.userIds.has(person.refId)) return true;
  return person.source !== 'advisor' && deceased.names.has(plainName(person.name));
}

function roleLabel(person: TEstatePerson): string {
  const label = PERSON_ROLE_LABELS[person.role];
  return person.rank === 0 ? label : `Alternate ${label.toLowerCase()}`;
}

function advisorLabel(advisor: AdvisorRow): string {
  const role = ADVISOR_ROLE_LABELS[advisor.role as TAdvisorRole] ?? advisor.role;
  return advisor.firm ? `${role} · ${advisor.firm}` : role;
}

/**
 * Who to call first: the executor, trustees and agents the plan names (first choice and first
 * alternate), then the advisors who can be reached. Someone named in several roles, or named and
 * also an advisor card, is one contact with all their roles; a missing phone or email is taken
 * from their advisor card. Someone who has died (their death unlocked a household's plan) is not
 * listed: the first alternate named with them is.
 */
export function firstCalls(
  instruments: readonly InstrumentRow[],
  advisorRows: readonly AdvisorRow[],
  deceased: DeceasedPeople = NOBODY_DECEASED,
): TGuidebookContact[] {
  const contacts = new Map<string, TGuidebookContact>();
  const advisorById = new Map(advisorRows.map((advisor) => [advisor.id, advisor]));
  const named = instruments
    .flatMap((instrument) =>
      instrument.people.map((person) => ({ person, ownerId: instrument.userId })),
    )
    .filter(
      ({ person }) =>
        FIRST_CALL_ROLES.includes(person.role) &&
        person.rank <= FIRST_CALL_RANKS &&
        !isDeceased(person, deceased),
    )
    .sort(
      (a, b) =>
        a.person.rank - b.person.rank ||
        FIRST_CALL_ROLES.indexOf(a.person.role) - FIRST_CALL_ROLES.indexOf(b.person.role),
    );
  for (const { person, ownerId } of named) {
    const advisor = person.source === 'advisor' ? advisorById.get(person.refId ?? '') : undefined;
    const key = `${ownerId}:${person.refId ?? person.name.trim().toLowerCase()}`;
    const contact = contacts.get(key) ?? {
      ownerId,
      name: person.name,
      roles: [],
      phone: null,
      email: null,
    };
    const role = roleLabel(person);
    if (!contact.roles.includes(role)) contact.roles.push(role);
    contact.phone ??= person.phone ?? advisor?.phone ?? null;
    contact.email ??= person.email ?? advisor?.email ?? null;
    contacts.set(key, contact);
  }
  const reachable = advisorRows
    .filter((advisor) => advisor.phone || advisor.email)
    .sort(
      (a, b) =>
        ADVISOR_ORDER.indexOf(a.role as TAdvisorRole) -
          ADVISOR_ORDER.indexOf(b.role as TAdvisorRole) || a.name.localeCompare(b.name),
    );
  for (const advisor of reachable) {
    const key = `${advisor.userId}:${advisor.id}`;
    const existing = contacts.get(key);
    if (existing) existing.roles.push(advisorLabel(advisor));
    else
      contacts.set(key, {
        ownerId: advisor.userId,
        name: advisor.name,
        roles: [advisorLabel(advisor)],
        phone: advisor.phone,
        email: advisor.email,
      });
  }
  return [...contacts.values()];
}

/**
 * The people among these households' owners and the family members their cards name whose death
 * has unlocked their own household's plan (a death event with status `unlocked`).
 */
async function deceasedAmong(
  db: Queryable,
  instruments: readonly InstrumentRow[],
  ownerIds: readonly string[],
): Promise<DeceasedPeople> {
  const candidates = [
    ...new Set([
      ...ownerIds,
      ...instruments.flatMap((instrument) =>
        instrument.people.flatMap((person) =>
          person.source === 'family' && person.refId ? [person.refId] : [],
        ),
      ),
    ]),
  ];
  if (candidates.length === 0) return NOBODY_DECEASED;
  const rows = await db
    .select({ userId: triggerEvents.userId })
    .from(triggerEvents)
    .where(
      and(
        inArray(triggerEvents.userId, candidates),
        eq(triggerEvents.kind, 'death'),
        eq(triggerEvents.status, 'unlocked'),
      ),
    );
  const userIds = new Set(rows.map((row) => row.userId));
  const people = await peopleByIds(db, [...userIds]);
  return { userIds, names: new Set([...people.values()].map((person) => plainName(person.name))) };
}

function instrumentLabel(instrument: InstrumentRow): string {
  return `${INSTRUMENT_LABELS[instrument.kind as TInstrumentKind] ?? instrument.kind} · ${instrument.principalName}`;
}

/**
 * What the guidebook assembles from the households' records. Everyone who may read a household
 * reads its advisors, estate plan and documents on their own screens, so a viewer gets the same
 * as its owner here.
 */
export async function assemble(
  db: Queryable,
  ownerIds: readonly string[],
): Promise<TGuidebookAssembled> {
  const owners = [...ownerIds];
  const [instruments, advisorRows, counts, keyDocuments] = await Promise.all([
    householdRows(
      db,
      owners,
      estateInstruments,
      [asc(estateInstruments.createdAt)],
      pickColumns(estateInstruments, [
        'id',
        'userId',
        'kind',
        'principalName',
        'originalLocation',
        'people',
      ]),
    ),
    householdRows(
      db,
      owners,
      advisors,
      [],
      pickColumns(advisors, ['id', 'userId', 'name', 'role', 'firm', 'phone', 'email']),
    ),
    db
      .select({ category: documents.category, count: count() })
      .from(documents)
      .where(inArray(documents.userId, owners))
      .groupBy(documents.category),
    db
      .select({
        id: documents.id,
        ownerId: documents.userId,
        name: documents.name,
        category: documents.category,
      })
      .from(documents)
      .where(
        and(
          inArray(documents.userId, owners),
          inArray(documents.category, [...KEY_DOCUMENT_CATEGORIES]),
        ),
      )
      .orderBy(asc(documents.name)),
  ]);
  const deceased = await deceasedAmong(db, instruments, owners);
  const categoryOrder = (category: string) =>
    KEY_DOCUMENT_CATEGORIES.indexOf(category as (typeof KEY_DOCUMENT_CATEGORIES)[number]);
  return {
    firstCalls: firstCalls(instruments, advisorRows, deceased),
    originals: instruments.flatMap((instrument) =>
      instrument.originalLocation
        ? [
            {
              ownerId: instrument.userId,
              instrumentId: instrument.id,
              label: instrumentLabel(instrument),
              location: instrument.originalLocation,
            },
          ]
        : [],
    ),
    documentCounts: counts
      .map((row) => ({ category: row.category as TDocumentCategory, count: row.count }))
      .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category)),
    keyDocuments: keyDocuments
      .map((row) => ({ ...row, category: row.category as TDocumentCategory }))
      .sort((a, b) => categoryOrder(a.category) - categoryOrder(b.category))
      .slice(0, KEY_DOCUMENTS_SHOWN),
    pets: instruments
      .filter((instrument) => instrument.kind === 'pet_guardian')
      .map((instrument) => ({
        ownerId: instrument.userId,
        instrumentId: instrument.id,
        principalName: instrument.principalName,
        caretakers: instrument.people
          .filter((person) => person.role === 'pet_caretaker')
          .sort((a, b) => a.rank - b.rank)
          .map(({ name, rank, phone, email }) => ({ name, rank, phone, email })),
      })),
  };
}
