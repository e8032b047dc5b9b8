import { z } from 'zod';
import type { Path } from 'react-hook-form';
import {
  DEFAULT_REVIEW_MONTHS,
  INSTRUMENT_VARIANTS,
  PERSON_ROLES,
  ROLES_BY_KIND,
  type TInstrumentKind,
  type TInstrumentStatus,
  type TPersonRole,
} from '@shared/estate/instrument-kinds';
import {
  PERSON_SOURCES,
  ZInstrumentInput,
  ZTrustFundingItem,
  type TInstrument,
  type TInstrumentInput,
} from '@shared/estate/estate-schemas';

/** The highest rank the form offers for a new person: named first and three alternates. */
export const MAX_RANK = 3;

/** The most people the shared schema takes on one document. */
export const MAX_PEOPLE = 30;

const ZPersonRow = z.object({
  role: z.enum(PERSON_ROLES),
  /** As the select holds it: '0' named first, '1' first alternate… */
  rank: z.string(),
  /** '' until the person is chosen. */
  source: z.enum(['', ...PERSON_SOURCES]),
  refId: z.string(),
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type TPersonRow = z.infer<typeof ZPersonRow>;

/**
 * The instrument form as its inputs hold it (text, '' for nothing chosen), turned into the shared
 * `ZInstrumentInput` so the form checks exactly what the server checks, with the same paths: a
 * person not yet chosen gets the shared "Choose the person" beside its select.
 */
export const ZInstrumentForm = z
  .object({
    kind: z.string(),
    variant: z.string(),
    principalName: z.string(),
    status: z.string(),
    signedOn: z.string(),
    signedState: z.string(),
    originalLocation: z.string(),
    documentId: z.string(),
    lastReviewedOn: z.string(),
    reviewEveryMonths: z.string(),
    people: z.array(ZPersonRow),
    funding: z.array(ZTrustFundingItem),
    notes: z.string(),
  })
  .transform((form): TInstrumentInput => ({
    // '' is not a kind: the shared schema says "Choose the kind of document".
    kind: form.kind as TInstrumentKind,
    variant: form.variant,
    principalName: form.principalName,
    status: form.status as TInstrumentStatus,
    signedOn: form.signedOn || null,
    signedState: form.signedState || null,
    originalLocation: form.originalLocation,
    documentId: form.documentId || null,
    lastReviewedOn: form.lastReviewedOn || null,
    reviewEveryMonths: Number(form.reviewEveryMonths),
    people: peopleInput(form.people),
    funding: form.kind === 'trust' ? form.funding : [],
    notes: form.notes,
  }))
  .pipe(ZInstrumentInput);

export type TInstrumentFormValues = z.input<typeof ZInstrumentForm>;

/**
 * The people as the shared schema takes them. Witnesses have no alternates: they are ranked in
 * the order they are listed. Someone picked from a list keeps its id; someone typed in has none.
 */
function peopleInput(rows: readonly TPersonRow[]): NonNullable<TInstrumentInput['people']> {
  let witnesses = 0;
  return rows.map((row) => ({
    role: row.role,
    rank: row.role === 'witness' ? witnesses++ : Number(row.rank),
    source: row.source === '' ? 'family' : row.source,
    refId: row.source === 'other' || row.refId === '' ? null : row.refId,
    name: row.name,
    relationship: row.relationship,
    phone: row.phone,
    email: row.email,
  }));
}

const TOP_FIELDS = [
  'kind',
  'variant',
  'principalName',
  'status',
  'signedOn',
  'signedState',
  'originalLocation',
  'documentId',
  'lastReviewedOn',
  'reviewEveryMonths',
  'people',
  'funding',
  'notes',
] as const satisfies readonly Path<TInstrumentFormValues>[];

const PERSON_FIELDS = ['refId', 'name', 'relationship', 'phone', 'email'] as const;

/**
 * The fields the server may name in `error.fields`, with each listed person's (a family member
 * who left the household answers `people.0.refId`: "Choose someone from this household's family
 * list") and each funding item's (`funding.0.assetId`: "Choose one of this household's
 * properties").
 */
export function instrumentFormFields(
  peopleCount: number,
  fundingCount = 0,
): Path<TInstrumentFormValues>[] {
  const people = Array.from({ length: peopleCount }, (_, index) =>
    PERSON_FIELDS.map((field) => `people.${index}.${field}` as const),
  ).flat();
  const funding = Array.from(
    { length: fundingCount },
    (_, index) => `funding.${index}.assetId` as const,
  );
  return [...TOP_FIELDS, ...people, ...funding];
}

/** The first form of a kind ("Last will and testament" for a will). */
export function defaultVariant(kind: TInstrumentKind | ''): string {
  return kind === '' ? 'standard' : (INSTRUMENT_VARIANTS[kind][0] ?? 'standard');
}

/** A new person of `role`, ranked after the ones already named in it. */
export function newPersonRow(role: TPersonRole, rows: readonly TPersonRow[]): TPersonRow {
  const ranks = rows.filter((row) => row.role === role).map((row) => Number(row.rank));
  const next = ranks.length === 0 ? 0 : Math.min(Math.max(...ranks) + 1, MAX_RANK);
  return {
    role,
    rank: String(next),
    source: '',
    refId: '',
    name: '',
    relationship: '',
    phone: '',
    email: '',
  };
}

/** The people a kind does not name are dropped when the kind changes (only while adding). */
export function peopleForKind(kind: TInstrumentKind, rows: readonly TPersonRow[]): TPersonRow[] {
  return rows.filter((row) => ROLES_BY_KIND[kind].includes(row.role));
}

/** A blank form (of `kind` when added from its card), or the instrument's values for editing. */
export function instrumentFormValues(
  instrument: TInstrument | null,
  kind: TInstrumentKind | null,
): TInstrumentFormValues {
  const startKind = instrument?.kind ?? kind ?? '';
  return {
    kind: startKind,
    variant: instrument?.variant ?? defaultVariant(startKind),
    principalName: instrument?.principalName ?? '',
    status: instrument?.status ?? 'none',
    signedOn: instrument?.signedOn ?? '',
    signedState: instrument?.signedState ?? '',
    originalLocation: instrument?.originalLocation ?? '',
    documentId: instrument?.documentId ?? '',
    lastReviewedOn: instrument?.lastReviewedOn ?? '',
    reviewEveryMonths: String(instrument?.reviewEveryMonths ?? DEFAULT_REVIEW_MONTHS),
    people: [...(instrument?.people ?? [])]
      .sort((a, b) => a.rank - b.rank)
      .map((person) => ({
        role: person.role,
        rank: String(person.rank),
        source: person.source,
        refId: person.refId ?? '',
        name: person.name,
        relationship: person.relationship ?? '',
        phone: person.phone ?? '',
        email: person.email ?? '',
      })),
    funding: instrument?.funding ?? [],
    notes: instrument?.notes ?? '',
  };
}

/** A recorded instrument as the input that saves it again (a trust's ticked funding item). */
export function instrumentInput(instrument: TInstrument): TInstrumentInput {
  return {
    kind: instrument.kind,
    variant: instrument.variant,
    principalName: instrument.principalName,
    status: instrument.status,
    signedOn: instrument.signedOn,
    signedState: instrument.signedState,
    originalLocation: instrument.originalLocation,
    documentId: instrument.documentId,
    lastReviewedOn: instrument.lastReviewedOn,
    reviewEveryMonths: instrument.reviewEveryMonths,
    people: instrument.people,
    funding: instrument.funding,
    notes: instrument.notes,
  };
}
