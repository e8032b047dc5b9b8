import { and, eq, inArray, ne } from 'drizzle-orm';
import {
  ZInstrumentInput,
  type TEstatePerson,
  type TInstrument,
} from '@shared/estate/estate-schemas';
import type { TInstrumentKind, TPersonRole } from '@shared/estate/instrument-kinds';
import {
  blankLegalPerson,
  type TLegalAnswers,
  type TLegalPerson,
} from '@shared/legal/legal-answers';
import { LEGAL_DOC_CARDS, type TLegalDocKind } from '@shared/legal/legal-kinds';
import type { Actor } from '../../auth/actor';
import type { Queryable } from '../../db/owned-rows';
import { advisors, estateInstruments, legalDrafts } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { InstrumentService } from '../estate/instrument-service';
import { familyPersonIds } from '../estate/estate-references';
import type { LegalDraftRow } from './legal-draft-repository';
import { parsedAnswers } from './legal-draft-view';

/** A card takes at most this many people (ZInstrumentInput). */
const MAX_CARD_PEOPLE = 30;

type Named = { person: TLegalPerson | null; role: TPersonRole; rank: number };

/** Who each document names, in the roles the estate plan's cards know. */
function namedPeople(kind: TLegalDocKind, answers: unknown): Named[] {
  const ranked = (role: TPersonRole, people: readonly (TLegalPerson | null)[]) =>
    people.map((person, rank) => ({ person, role, rank }));
  switch (kind) {
    case 'will': {
      const will = parsedAnswers('will', answers);
      return [
        ...ranked('executor', [will.executor, will.alternateExecutor]),
        ...ranked('guardian', [will.guardian, will.alternateGuardian]),
        ...ranked(
          'witness',
          will.witnesses.map((witness) => witnessPerson(witness.name)),
        ),
      ];
    }
    case 'financial_poa':
    case 'healthcare_directive': {
      const poa: TLegalAnswers['financial_poa' | 'healthcare_directive'] = parsedAnswers(
        kind,
        answers,
      );
      const role = kind === 'financial_poa' ? 'agent' : 'health_care_agent';
      return ranked(role, [poa.agent, poa.alternateAgent]);
    }
    case 'hipaa':
      return ranked('authorized_person', parsedAnswers('hipaa', answers).authorizedPeople);
  }
}

function witnessPerson(name: string | null): TLegalPerson | null {
  return name ? { ...blankLegalPerson(), name } : null;
}

/** The household's family member and advisor ids a card may refer to. */
async function referenceIds(db: Queryable, ownerId: string) {
  const [family, ownAdvisors] = await Promise.all([
    familyPersonIds(db, [ownerId]),
    db.select({ id: advisors.id }).from(advisors).where(eq(advisors.userId, ownerId)),
  ]);
  return {
    family: family.get(ownerId) ?? new Set<string>(),
    advisor: new Set(ownAdvisors.map((row) => row.id)),
  };
}

/**
 * The answers' people as a card's people. A family member or advisor keeps the link when it is
 * still one of this household's; anyone else (typed, or picked from another card) is named
 * without one, so the card's own reference check has nothing to refuse.
 */
async function cardPeople(
  db: Queryable,
  ownerId: string,
  kind: TLegalDocKind,
  answers: unknown,
): Promise<TEstatePerson[]> {
  const ids = await referenceIds(db, ownerId);
  return namedPeople(kind, answers)
    .flatMap(({ person, role, rank }): TEstatePerson[] => {
      const name = person?.name?.trim();
      if (!person || !name) return [];
      const source = person.source;
      const linked =
        (source === 'family' || source === 'advisor') &&
        person.refId !== null &&
        ids[source].has(person.refId);
      return [
        {
          role,
          rank,
          source: linked ? source : 'other',
          refId: linked ? person.refId : null,
          name,
          relationship: person.relationship,
          phone: person.phone,
          email: person.email,
        },
      ];
    })
    .slice(0, MAX_CARD_PEOPLE);
}

function variantOf(cardKind: TInstrumentKind, kind: TLegalDocKind, answers: unknown): string {
  if (cardKind === 'will') return 'last_will';
  if (cardKind === 'financial_poa' && kind === 'financial_poa')
    return parsedAnswers('financial_poa', answers).effective === 'on_incapacity'
      ? 'springing'
      : 'durable';
  return 'standard';
}

/** A card as ZInstrumentInput reads it, to be saved again with some fields changed. */
function asInput(card: TInstrument) {
  return {
    kind: card.kind,
    variant: card.variant,
    principalName: card.principalName,
    status: card.status,
    signedOn: card.signedOn,
    signedState: card.signedState,
    originalLocation: card.originalLocation,
    documentId: card.documentId,
    lastReviewedOn: card.lastReviewedOn,
    reviewEveryMonths: card.reviewEveryMonths,
    people: card.people,
    funding: card.funding,
    notes: card.notes,
  };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The principal's card of this kind the wizard fills rather than adding a second card beside it:
 * first one that nothing has filled yet (status "not started" or "drafted", no document linked)
 * and no other draft has claimed; else the unsigned card an earlier draft of the same kind for the
 * same principal landed on (a second will draft for Maria is a new version of her will's card, not
 * another will card). A card that records a signed document is never taken over.
 */
async function unclaimedCard(
  db: Queryable,
  draft: LegalDraftRow,
  cardKind: TInstrumentKind,
): Promise<string | null> {
  const [candidates, otherDrafts] = await Promise.all([
    db
      .select({
        id: estateInstruments.id,
        principalName: estateInstruments.principalName,
        documentId: estateInstruments.documentId,
      })
      .from(estateInstruments)
      .where(
        and(
          eq(estateInstruments.userId, draft.userId),
          eq(estateInstruments.kind, cardKind),
          inArray(estateInstruments.status, ['none', 'drafted']),
        ),
      ),
    db
      .select({
        kind: legalDrafts.kind,
        principalName: legalDrafts.principalName,
        instrumentIds: legalDrafts.instrumentIds,
      })
      .from(legalDrafts)
      .where(and(eq(legalDrafts.userId, draft.userId), ne(legalDrafts.id, draft.id))),
  ]);
  const claimed = new Set(otherDrafts.flatMap((row) => row.instrumentIds));
  const sameDocument = new Set(
    otherDrafts
      .filter((row) => row.kind === draft.kind && sameName(row.principalName, draft.principalName))
      .flatMap((row) => row.instrumentIds),
  );
  const principals = candidates.filter((card) => sameName(card.principalName, draft.principalName));
  const empty = principals.find((card) => card.documentId === null && !claimed.has(card.id));
  return (empty ?? principals.find((card) => sameDocument.has(card.id)))?.id ?? null;
}

/** The draft's cards that still exist, by kind. */
async function existingCards(
  instruments: InstrumentService,
  actor: Actor,
  draft: LegalDraftRow,
): Promise<Map<string, TInstrument>> {
  const cards = new Map<string, TInstrument>();
  for (const id of draft.instrumentIds) {
    try {
      const card = (await instruments.findWritable(actor, id)).view;
      if (!cards.has(card.kind)) cards.set(card.kind, card);
    } catch (error) {
      // Deleted from the estate plan since: the card is made again.
      if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
    }
  }
  return cards;
}

export type CardChange = {
  documentId: string;
  status: 'drafted' | 'signed';
  signedOn: string | null;
  /** Write the answers' people onto the cards (a new version); else keep the cards' own. */
  peopleFromAnswers: boolean;
};

/**
 * Issue 17: puts a draft's document on the estate plan's cards (LEGAL_DOC_CARDS), through the
 * estate plan's own service so its checks and activity log apply: the card the draft filled
 * before, else an empty card of the principal's or an earlier draft's of the same document
 * (unclaimedCard), else a new one. Returns the cards' ids.
 */
export async function writeCards(
  deps: { db: Queryable; instruments: InstrumentService },
  actor: Actor,
  draft: LegalDraftRow,
  change: CardChange,
): Promise<string[]> {
  const { db, instruments } = deps;
  const kind = draft.kind as TLegalDocKind;
  const existing = await existingCards(instruments, actor, draft);
  const people = await cardPeople(db, draft.userId, kind, draft.answers);
  const ids: string[] = [];
  for (const cardKind of LEGAL_DOC_CARDS[kind]) {
    const card = existing.get(cardKind);
    const changed = {
      status: change.status,
      signedOn: change.signedOn,
      documentId: change.documentId,
      signedState: draft.state,
      principalName: draft.principalName,
    };
    if (card) {
      const input = ZInstrumentInput.parse({
        ...asInput(card),
        ...changed,
        variant: variantOf(cardKind, kind, draft.answers),
        ...(change.peopleFromAnswers || card.people.length === 0 ? { people } : {}),
      });
      ids.push((await instruments.update(actor, card.id, input)).id);
      continue;
    }
    const input = ZInstrumentInput.parse({
      kind: cardKind,
      variant: variantOf(cardKind, kind, draft.answers),
      ...changed,
      people,
    });
    const adopt = await unclaimedCard(db, draft, cardKind);
    const saved = adopt
      ? await instruments.update(actor, adopt, {
          ...input,
          ...(await keptFields(instruments, actor, adopt)),
        })
      : await instruments.create(actor, input, draft.userId);
    ids.push(saved.id);
  }
  return ids;
}

/** What an empty card taken over keeps of its own: where the original goes, review, notes. */
async function keptFields(instruments: InstrumentService, actor: Actor, id: string) {
  const card = (await instruments.findWritable(actor, id)).view;
  return {
    originalLocation: card.originalLocation,
    lastReviewedOn: card.lastReviewedOn,
    reviewEveryMonths: card.reviewEveryMonths,
    notes: card.notes,
  };
}
