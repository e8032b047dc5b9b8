import { z } from 'zod';
import { DOCUMENT_CATEGORIES } from '../documents/document-schemas';
import { ZGuidebookEntry } from './guidebook-schemas';

/**
 * Someone the family should call first: a person the estate plan names (executor, trustee, agent;
 * first choice and first alternate) or one of the household's advisors. Phone and email are what
 * the plan or the advisor card recorded.
 */
export const ZGuidebookContact = z.object({
  ownerId: z.uuid(),
  name: z.string(),
  /** What they are to the family: "Executor", "Alternate executor", "Attorney · Smith & Co". */
  roles: z.array(z.string()),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type TGuidebookContact = z.infer<typeof ZGuidebookContact>;

/** Where the signed original of an estate document is kept. */
export const ZGuidebookOriginal = z.object({
  ownerId: z.uuid(),
  instrumentId: z.uuid(),
  /** "Will · Maria Lopez" */
  label: z.string(),
  location: z.string(),
});
export type TGuidebookOriginal = z.infer<typeof ZGuidebookOriginal>;

/** How many documents the hub holds of one category, over the households on screen. */
export const ZGuidebookDocumentCount = z.object({
  category: z.enum(DOCUMENT_CATEGORIES),
  count: z.number().int(),
});

/** A document the family will look for first (will, trust, powers of attorney, policies, deeds). */
export const ZGuidebookKeyDocument = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  name: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
});
export type TGuidebookKeyDocument = z.infer<typeof ZGuidebookKeyDocument>;

/** A pet guardian nomination: whose pets, and who takes care of them (first, then alternates). */
export const ZGuidebookPetCare = z.object({
  ownerId: z.uuid(),
  instrumentId: z.uuid(),
  principalName: z.string(),
  caretakers: z.array(
    z.object({
      name: z.string(),
      rank: z.number().int(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
});
export type TGuidebookPetCare = z.infer<typeof ZGuidebookPetCare>;

/** What the guidebook puts together from the household's records, for each section it serves. */
export const ZGuidebookAssembled = z.object({
  firstCalls: z.array(ZGuidebookContact),
  originals: z.array(ZGuidebookOriginal),
  documentCounts: z.array(ZGuidebookDocumentCount),
  keyDocuments: z.array(ZGuidebookKeyDocument),
  pets: z.array(ZGuidebookPetCare),
});
export type TGuidebookAssembled = z.infer<typeof ZGuidebookAssembled>;

/**
 * Someone connected to a household an entry can be shared with: a family member or an advisor
 * with a grant. Each sees an entry only as its sharing says (the owner and its author see it whole).
 */
export const ZGuidebookPerson = z.object({
  ownerId: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  role: z.enum(['guest', 'viewer', 'advisor']),
});
export type TGuidebookPerson = z.infer<typeof ZGuidebookPerson>;

/**
 * GET /api/guidebook: the entries the reader may see, what the records say, and (only for the
 * households the reader may change) who entries can be shared with.
 */
export const ZGuidebook = z.object({
  entries: z.array(ZGuidebookEntry),
  assembled: ZGuidebookAssembled,
  people: z.array(ZGuidebookPerson),
  /** The households whose guidebook the reader may add to (the owner's own; a guest's inviter's). */
  writableOwnerIds: z.array(z.uuid()),
});
export type TGuidebook = z.infer<typeof ZGuidebook>;

export const ZGuidebookEntrySaved = z.object({ entry: ZGuidebookEntry });

/** Document categories the "Where things are" section lists by name, in this order. */
export const KEY_DOCUMENT_CATEGORIES = [
  'will',
  'trust',
  'power_of_attorney',
  'healthcare_directive',
  'insurance_policy',
  'deed_or_title',
  'identification',
] as const;
