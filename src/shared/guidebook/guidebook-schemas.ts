import { z } from 'zod';
import { multiLine, singleLine } from '../validation/plain-text';
import { tooLong } from '../validation/too-long';
import { NO_PASSWORDS_MESSAGE, looksLikeItHoldsAPassword } from './password-rule';

/** Issue 14: the Family Guidebook's sections, in the order a family needs them. */
export const GUIDEBOOK_SECTIONS = [
  'first_calls',
  'where_things_are',
  'final_wishes',
  'pets',
  'digital_accounts',
  'letters',
  'other',
] as const;
export type TGuidebookSection = (typeof GUIDEBOOK_SECTIONS)[number];
export const GUIDEBOOK_SECTION_LABELS: Record<TGuidebookSection, string> = {
  first_calls: 'Who to call first',
  where_things_are: 'Where things are',
  final_wishes: 'Final wishes',
  pets: 'Pets',
  digital_accounts: 'Digital accounts',
  letters: 'Personal letters',
  other: 'Other things to know',
};

/**
 * Per-item sharing with each family member or advisor (Everplans' "share now / share after death /
 * do not share"). People who may change the household always see every entry; anyone not listed
 * sees nothing of it.
 */
export const SHARE_MODES = ['now', 'after_event', 'never'] as const;
export type TShareMode = (typeof SHARE_MODES)[number];
export const SHARE_MODE_LABELS: Record<TShareMode, string> = {
  now: 'Share now',
  after_event: 'Share after the triggering event',
  never: 'Never share',
};

export const ZGuidebookShare = z.object({ userId: z.uuid(), mode: z.enum(SHARE_MODES) });
export type TGuidebookShare = z.infer<typeof ZGuidebookShare>;

/** What a digital account entry asks the family to do with it. */
export const DIGITAL_ACTIONS = ['close', 'memorialize', 'transfer', 'keep'] as const;
export type TDigitalAction = (typeof DIGITAL_ACTIONS)[number];
export const DIGITAL_ACTION_LABELS: Record<TDigitalAction, string> = {
  close: 'Close the account',
  memorialize: 'Memorialize it',
  transfer: 'Transfer it',
  keep: 'Keep it as it is',
};

export const GUIDEBOOK_BODY_MAX = 20_000;

export const ZGuidebookEntryInput = z
  .object({
    section: z.enum(GUIDEBOOK_SECTIONS, { error: 'Choose a section' }),
    title: singleLine(
      z
        .string({ error: 'Enter a title' })
        .trim()
        .min(1, 'Enter a title')
        .max(200, tooLong('title', 200)),
    ),
    body: multiLine(
      z.string().trim().max(GUIDEBOOK_BODY_MAX, tooLong('text', GUIDEBOOK_BODY_MAX)),
    ).default(''),
    /** A personal letter's addressee ("To Ana"). */
    addressedTo: singleLine(z.string().trim().max(200, tooLong('name', 200)))
      .nullish()
      .transform((value) => value || null),
    /** For digital accounts: the service ("Gmail") and what to do with it. No passwords. */
    digitalAction: z
      .enum(DIGITAL_ACTIONS)
      .nullish()
      .transform((value) => value ?? null),
    shares: z.array(ZGuidebookShare).max(100).default([]),
  })
  .superRefine((input, context) => {
    // Every section, not only digital accounts: the guidebook keeps no password in plain text.
    if (looksLikeItHoldsAPassword(input.body))
      context.addIssue({ code: 'custom', path: ['body'], message: NO_PASSWORDS_MESSAGE });
    if (input.section === 'letters' && !input.addressedTo)
      context.addIssue({
        code: 'custom',
        path: ['addressedTo'],
        message: 'Enter who the letter is for',
      });
    const seen = new Set<string>();
    for (const share of input.shares) {
      if (seen.has(share.userId))
        context.addIssue({
          code: 'custom',
          path: ['shares'],
          message: 'Choose each person’s sharing once',
        });
      seen.add(share.userId);
    }
  });
export type TGuidebookEntryInput = z.input<typeof ZGuidebookEntryInput>;

export const ZGuidebookEntry = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  section: z.enum(GUIDEBOOK_SECTIONS),
  title: z.string(),
  body: z.string(),
  addressedTo: z.string().nullable(),
  digitalAction: z.enum(DIGITAL_ACTIONS).nullable(),
  /** Only for the owner and the entry's author; others get []. */
  shares: z.array(ZGuidebookShare),
  /** The reader is the household's owner or wrote the entry: they may change or delete it. */
  canManage: z.boolean(),
});
export type TGuidebookEntry = z.infer<typeof ZGuidebookEntry>;
