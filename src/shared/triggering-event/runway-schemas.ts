import { z } from 'zod';
import { EVENT_KINDS } from './event-schemas';

/** Where a figure or a rule was read: the page's title and address, and when. */
export const ZRunwaySource = z.object({
  label: z.string(),
  url: z.string().nullable(),
  readOn: z.string().nullable(),
});
export type TRunwaySource = z.infer<typeof ZRunwaySource>;

/** How long something takes to reach the family, in words, with where that was read. */
export const ZRunwayWait = z.object({
  /** Plain words ("Usually paid within 30 to 60 days…"); null when no one has worked it out. */
  text: z.string().nullable(),
  /** The statute or page it rests on, when there is one; "unverified" text has none. */
  citation: z.string().nullable(),
  source: ZRunwaySource.nullable(),
});
export type TRunwayWait = z.infer<typeof ZRunwayWait>;

/** A sum the after-event runway counts, keeps apart, or leaves out, with why. */
export const ZRunwayMoneyLine = z.object({
  name: z.string(),
  cents: z.number(),
  /** An account, or a life policy's payout. */
  source: z.enum(['account', 'insurance']),
  /** Why it is counted, waits or is left out ("Joint with Luis Carter, with survivorship"). */
  why: z.string(),
  /** Insurance: the usual time to pay; probate: the expected wait. Null when not applicable. */
  wait: ZRunwayWait.nullable(),
});
export type TRunwayMoneyLine = z.infer<typeof ZRunwayMoneyLine>;

export const ZRunwayObligationLine = z.object({
  name: z.string(),
  monthlyCents: z.number(),
  /** Why it ends: "Their life insurance premium", "The plan marks it cancel". */
  why: z.string(),
});
export type TRunwayObligationLine = z.infer<typeof ZRunwayObligationLine>;

/**
 * Survivor runway (issue 15 Deliver 5, issue 38 item 5): how many months money covers the
 * obligations. "Now" counts the household's liquid accounts against every monthly obligation.
 * "After the event" counts only money the survivors can reach (their own and joint accounts,
 * POD/TOD accounts and life insurance payable to them), keeps accounts that wait for probate or a
 * small-estate procedure apart, and leaves out the obligations that end with the person.
 */
export const ZRunway = z.object({
  ownerId: z.string(),
  kind: z.enum(EVENT_KINDS),
  /** Whose death or incapacity "after the event" means. */
  personName: z.string(),
  monthlyObligationsCents: z.number(),
  continuingMonthlyCents: z.number(),
  /** Every liquid balance of the household (the "now" side). */
  liquidAssetsCents: z.number(),
  /** Accounts the survivors can reach at once, after the event. */
  reachableAccountsCents: z.number(),
  /** Life insurance payable to the survivors. */
  insurancePayoutsCents: z.number(),
  /** Money waiting for probate or a small-estate procedure: shown, never counted. */
  waitingCents: z.number(),
  /** Null when there is nothing monthly to cover. */
  monthsNow: z.number().nullable(),
  monthsAfterEvent: z.number().nullable(),
  /** The "now" side, line by line. */
  liquidAccounts: z.array(z.object({ name: z.string(), balanceCents: z.number() })),
  /** The after-event side, line by line. */
  counted: z.array(ZRunwayMoneyLine),
  waiting: z.array(ZRunwayMoneyLine),
  /** The expected wait for the waiting accounts as a whole (the estate's settlement path). */
  waitingPath: ZRunwayWait.nullable(),
  excluded: z.array(ZRunwayMoneyLine),
  endingObligations: z.array(ZRunwayObligationLine),
});
export type TRunway = z.infer<typeof ZRunway>;
