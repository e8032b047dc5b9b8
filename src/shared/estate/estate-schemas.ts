import { z } from 'zod';
import { multiLine, singleLine } from '../validation/plain-text';
import { tooLong } from '../validation/too-long';
import { US_STATE_CODES } from '../onboarding/onboarding-schemas';
import {
  DEFAULT_REVIEW_MONTHS,
  INSTRUMENT_KINDS,
  INSTRUMENT_STATUSES,
  INSTRUMENT_VARIANTS,
  LIFE_EVENT_KINDS,
  PERSON_ROLES,
} from './instrument-kinds';
import { PASSES_BY } from './estate-summary-schemas';
import { TITLING_FORMS } from './titling-forms';

const optionalText = (field: string, max: number, lines: typeof singleLine = singleLine) =>
  lines(z.string().trim().max(max, tooLong(field, max)))
    .nullish()
    .transform((value) => value || null);

const optionalDate = z.iso
  .date({ error: 'Enter a date' })
  .nullish()
  .transform((value) => value ?? null);

/**
 * Where a named person comes from: a family member (their user id), an advisor (the advisor
 * record's id) or someone typed in. `refId` lets the plan notice when that person leaves the
 * family list or the advisor is deleted.
 */
export const PERSON_SOURCES = ['family', 'advisor', 'other'] as const;
export type TPersonSource = (typeof PERSON_SOURCES)[number];

export const ZEstatePerson = z
  .object({
    role: z.enum(PERSON_ROLES),
    /** 0 = named first; 1, 2… = first, second alternate. */
    rank: z.number().int().min(0).max(9),
    source: z.enum(PERSON_SOURCES),
    refId: z
      .uuid()
      .nullish()
      .transform((value) => value ?? null),
    name: singleLine(
      z
        .string({ error: 'Enter the person’s name' })
        .trim()
        .min(1, 'Enter the person’s name')
        .max(200, tooLong('name', 200)),
    ),
    relationship: optionalText('relationship', 100),
    phone: optionalText('phone', 40),
    email: optionalText('email', 254),
  })
  .superRefine((person, context) => {
    if (person.source !== 'other' && !person.refId)
      context.addIssue({ code: 'custom', path: ['refId'], message: 'Choose the person' });
  });
export type TEstatePerson = z.output<typeof ZEstatePerson>;

/** A trust's funding checklist: a recorded asset, and whether it has been retitled to the trust. */
export const FUNDABLE_ASSET_KINDS = ['asset', 'investment', 'property'] as const;
export type TFundableAssetKind = (typeof FUNDABLE_ASSET_KINDS)[number];
export const ZTrustFundingItem = z.object({
  assetKind: z.enum(FUNDABLE_ASSET_KINDS),
  assetId: z.uuid(),
  funded: z.boolean(),
});
export type TTrustFundingItem = z.infer<typeof ZTrustFundingItem>;

export const ZInstrumentInput = z
  .object({
    kind: z.enum(INSTRUMENT_KINDS, { error: 'Choose the kind of document' }),
    variant: singleLine(z.string()).default('standard'),
    /** Whose document this is ("Maria Lopez"): a couple has one will each. */
    principalName: singleLine(
      z
        .string({ error: 'Enter whose document this is' })
        .trim()
        .min(1, 'Enter whose document this is')
        .max(200, tooLong('name', 200)),
    ),
    status: z.enum(INSTRUMENT_STATUSES).default('none'),
    signedOn: optionalDate,
    signedState: z
      .enum(US_STATE_CODES, { error: 'Choose a state' })
      .nullish()
      .transform((value) => value ?? null),
    originalLocation: optionalText('location of the original', 500, multiLine),
    documentId: z
      .uuid()
      .nullish()
      .transform((value) => value ?? null),
    lastReviewedOn: optionalDate,
    reviewEveryMonths: z
      .number()
      .int()
      .min(6, 'Review at least every 6 months')
      .max(120, 'Review at least every 10 years')
      .default(DEFAULT_REVIEW_MONTHS),
    people: z.array(ZEstatePerson).max(30, 'Name at most 30 people').default([]),
    funding: z.array(ZTrustFundingItem).max(200).default([]),
    notes: optionalText('notes', 4000, multiLine),
  })
  .superRefine((input, context) => {
    const variants = INSTRUMENT_VARIANTS[input.kind];
    if (!variants.includes(input.variant))
      context.addIssue({ code: 'custom', path: ['variant'], message: 'Choose a form' });
    if (input.status !== 'none' && input.status !== 'drafted' && !input.signedOn)
      context.addIssue({
        code: 'custom',
        path: ['signedOn'],
        message: 'Enter the date it was signed',
      });
    if (input.kind !== 'trust' && input.funding.length > 0)
      context.addIssue({
        code: 'custom',
        path: ['funding'],
        message: 'Only a trust has a funding checklist',
      });
    const listed = new Set<string>();
    input.funding.forEach((item, index) => {
      const key = `${item.assetKind}/${item.assetId}`;
      if (listed.has(key))
        context.addIssue({
          code: 'custom',
          path: ['funding', index, 'assetId'],
          message: 'This account or property is already on the checklist',
        });
      listed.add(key);
    });
  });
export type TInstrumentInput = z.input<typeof ZInstrumentInput>;

export const ZInstrument = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  kind: z.enum(INSTRUMENT_KINDS),
  variant: z.string(),
  principalName: z.string(),
  status: z.enum(INSTRUMENT_STATUSES),
  signedOn: z.string().nullable(),
  signedState: z.string().nullable(),
  originalLocation: z.string().nullable(),
  documentId: z.string().nullable(),
  /** The linked document's title, when the reader may see it. */
  documentTitle: z.string().nullable(),
  lastReviewedOn: z.string().nullable(),
  reviewEveryMonths: z.number().int(),
  /** From review-dates.ts: the later of signing and last review plus the interval, or sooner. */
  nextReviewOn: z.string().nullable(),
  /** Why the review is sooner than the interval ("Marriage on Jun 1, 2026"), if it is. */
  reviewReason: z.string().nullable(),
  people: z.array(
    z.object({
      role: z.enum(PERSON_ROLES),
      rank: z.number().int(),
      source: z.enum(PERSON_SOURCES),
      refId: z.string().nullable(),
      name: z.string(),
      relationship: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
  funding: z.array(ZTrustFundingItem),
  notes: z.string().nullable(),
});
export type TInstrument = z.infer<typeof ZInstrument>;

export const ZLifeEventInput = z.object({
  kind: z.enum(LIFE_EVENT_KINDS, { error: 'Choose what happened' }),
  occurredOn: z.iso.date({ error: 'Enter the date' }),
  note: optionalText('note', 500, multiLine),
});
export type TLifeEventInput = z.input<typeof ZLifeEventInput>;
export const ZLifeEvent = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  createdAt: z.string(),
  kind: z.enum(LIFE_EVENT_KINDS),
  occurredOn: z.string(),
  note: z.string().nullable(),
});
export type TLifeEvent = z.infer<typeof ZLifeEvent>;

/**
 * The answer to PUT /api/estate/titling: how the account, investment account or property is now
 * titled and passes, and whose name holds it (null: not said).
 */
export const ZAssetTitling = z.object({
  ownerId: z.uuid(),
  assetKind: z.enum(['asset', 'investment', 'property']),
  assetId: z.uuid(),
  passesBy: z.enum(PASSES_BY).nullable(),
  titling: z.enum(TITLING_FORMS).nullable(),
  holderName: z.string().nullable(),
  jointHolderName: z.string().nullable(),
});
export type TAssetTitling = z.infer<typeof ZAssetTitling>;
