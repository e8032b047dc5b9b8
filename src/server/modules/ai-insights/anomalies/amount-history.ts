import { isAfter, parseISO, startOfDay } from 'date-fns';
import type { AmountPoint } from './anomaly-types';

export interface DatedAmount {
  amountCents: number;
  date: Date;
  source: AmountPoint['source'];
}

/** The day an amount belongs to: the bill's statement date when scanned, else the day it was typed. */
export function amountDate(point: AmountPoint): Date {
  return point.periodStart ? parseISO(point.periodStart) : startOfDay(point.recordedAt);
}

/**
 * The history oldest first, without points dated after `today`: a bill whose statement date is
 * still to come says nothing yet about what the household pays now.
 */
export function datedHistory(history: readonly AmountPoint[], today: Date): DatedAmount[] {
  return history
    .map((point) => ({
      amountCents: point.amountCents,
      date: amountDate(point),
      source: point.source,
    }))
    .filter((point) => !isAfter(point.date, today))
    .sort((a, b) => a.date.getTime() - b.date.getTime());
}
