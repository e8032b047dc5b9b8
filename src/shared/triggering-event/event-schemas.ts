import { z } from 'zod';
import { multiLine } from '../validation/plain-text';
import { tooLong } from '../validation/too-long';

/** Issue 15: the triggering event (a reported death or incapacity) and who may report it. */
export const EVENT_KINDS = ['death', 'incapacity'] as const;
export type TEventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Record<TEventKind, string> = {
  death: 'Death',
  incapacity: 'Incapacity',
};

/**
 * pending: waiting for the owner to stop it; stopped: the owner stopped it in time; unlocked:
 * after-event sharing is open and the plan exists; relocked: an incapacity the owner ended on
 * return; reversed: a death an admin reversed.
 */
export const EVENT_STATUSES = ['pending', 'stopped', 'unlocked', 'relocked', 'reversed'] as const;
export type TEventStatus = (typeof EVENT_STATUSES)[number];

/** A primary unlocker is asked first; backups are there when the first cannot act. */
export const CONTACT_PRIORITIES = ['primary', 'backup'] as const;
export type TContactPriority = (typeof CONTACT_PRIORITIES)[number];

/** Everplans' range: 3 hours to 30 days, 7 days unless the owner chooses. */
export const MIN_WAIT_HOURS = 3;
export const MAX_WAIT_HOURS = 720;
export const DEFAULT_WAIT_HOURS = 168;
/** The owner's stop, re-lock and similar steps need a sign-in at most this old. */
export const FRESH_SIGN_IN_MS = 15 * 60 * 1000;

const ZWaitHours = z
  .number({ error: 'Enter the waiting period' })
  .int('Enter whole hours')
  .min(MIN_WAIT_HOURS, 'The waiting period is at least 3 hours')
  .max(MAX_WAIT_HOURS, 'The waiting period is at most 30 days');

export const ZTrustedContactInput = z.object({
  contactUserId: z.uuid({ error: 'Choose a person' }),
  priority: z.enum(CONTACT_PRIORITIES).default('primary'),
  waitHours: ZWaitHours.default(DEFAULT_WAIT_HOURS),
});
export type TTrustedContactInput = z.input<typeof ZTrustedContactInput>;

export const ZTrustedContactUpdate = z.object({
  priority: z.enum(CONTACT_PRIORITIES),
  waitHours: ZWaitHours,
});
export type TTrustedContactUpdate = z.infer<typeof ZTrustedContactUpdate>;

export const ZTrustedContact = z.object({
  id: z.string(),
  contactUserId: z.string(),
  name: z.string(),
  email: z.string(),
  /**
   * Their connection to the household: guest (family), viewer or advisor; `no_access` once that
   * connection was removed or the advisor's grant ended (they cannot report until it is back).
   */
  role: z.string(),
  priority: z.enum(CONTACT_PRIORITIES),
  waitHours: z.number(),
  /** Reporting needs a verified email; the owner sees who cannot report yet. */
  emailVerified: z.boolean(),
});
export type TTrustedContact = z.infer<typeof ZTrustedContact>;

/** A connected member the owner may name as an unlocker. */
export const ZContactCandidate = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
});
export type TContactCandidate = z.infer<typeof ZContactCandidate>;

const optionalNote = multiLine(z.string().trim().max(2000, tooLong('note', 2000)))
  .nullish()
  .transform((value) => value || null);

export const ZReportEventInput = z.object({
  ownerId: z.uuid({ error: 'Choose whose event this is' }),
  kind: z.enum(EVENT_KINDS, { error: 'Choose death or incapacity' }),
  /** Date of death or of the onset; not in the future (checked on the server against its clock). */
  eventDate: z.iso.date({ error: 'Enter the date' }),
  /** A death certificate or physician's letter already in the document hub. */
  evidenceDocumentId: z
    .uuid({ error: "Choose a document from this household's document hub" })
    .nullish()
    .transform((value) => value ?? null),
  note: optionalNote,
});
export type TReportEventInput = z.input<typeof ZReportEventInput>;

export const ZTriggerEvent = z.object({
  id: z.string(),
  ownerId: z.string(),
  kind: z.enum(EVENT_KINDS),
  status: z.enum(EVENT_STATUSES),
  reporterName: z.string(),
  reportedByYou: z.boolean(),
  reportedAt: z.string(),
  eventDate: z.string(),
  /** The evidence document, when the reader may open it. */
  evidence: z.object({ id: z.string(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  waitHours: z.number(),
  unlocksAt: z.string(),
  unlockedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endedByName: z.string().nullable(),
});
export type TTriggerEvent = z.infer<typeof ZTriggerEvent>;

/**
 * One household as the reader meets it on /triggering-event: their own (they are the owner) or
 * one they are connected to. `event` is the current one (pending or unlocked), shown to the
 * owner, the reporter and the unlockers while pending, and to every reader once unlocked.
 */
export const ZEventHousehold = z.object({
  ownerId: z.string(),
  ownerName: z.string(),
  isOwner: z.boolean(),
  /** The reader is an unlocker of this household (and may report, if their email is verified). */
  isUnlocker: z.boolean(),
  canReport: z.boolean(),
  /** Why the reader cannot report, in plain words (null when they can or are not an unlocker). */
  cannotReportReason: z.string().nullable(),
  /**
   * An unlocker's own waiting period (the owner set it for them), so the report form can say how
   * long the owner has to stop it; null or absent for everyone else.
   */
  reportWaitHours: z.number().nullable().optional(),
  /** The reader may change the plan's tasks and the executor log once unlocked. */
  canWorkPlan: z.boolean(),
  event: ZTriggerEvent.nullable(),
  /** The owner's own view: contacts, candidates and past events; empty for everyone else. */
  contacts: z.array(ZTrustedContact),
  candidates: z.array(ZContactCandidate),
  history: z.array(ZTriggerEvent),
});
export type TEventHousehold = z.infer<typeof ZEventHousehold>;

export const ZEventOverview = z.object({ households: z.array(ZEventHousehold) });
export type TEventOverview = z.infer<typeof ZEventOverview>;
