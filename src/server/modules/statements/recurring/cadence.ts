import { dayNumberInMonth, isoOfDayNumber, type CalendarDay } from './calendar-day';
import type { FrequencyRule } from './frequency-rules';

/** A run of charges that keeps one frequency. */
export type CadenceFit = {
  rule: FrequencyRule;
  /** Indices into the days given, oldest first: one charge per slot of the latest run. */
  fitted: number[];
  /** Slots of the run with no charge. */
  missed: number;
  /** Charges since the run began that fit no slot (or a slot already taken). */
  outliers: number;
  /** The day the latest charge was due (its slot), before any business-day shift. */
  lastSlotIso: string;
  /** For month steps: the day of the month the charges are due. */
  anchorDay: number;
};

/**
 * One period may be missed between two charges (a skipped month, a bill paid late into the next
 * cycle); a longer gap starts a new run, and only the latest run is the series.
 */
const MAX_SLOT_GAP = 2;
/** Beyond the one gap the issue asks for, one more missed slot per year of charges. */
const MISSES_PER_OCCURRENCES = 12;
/**
 * Charges at the merchant that fit no slot: one in eight is a one-off (a late fee, a second
 * purchase) beside a true series; more means the merchant is not charged on a schedule.
 */
const OUTLIERS_PER_OCCURRENCES = 8;

type SlotOf = (day: CalendarDay) => { slot: number; deviation: number };
type Anchor = { slotOf: SlotOf; slotIso: (slot: number) => string; anchorDay: number };

/**
 * The latest run of charges (dated `days`, oldest first) that keeps `rule`'s frequency, or null.
 * Each charge is placed in the nearest slot of a schedule anchored on one of the charges (a
 * weekday, or a day of the month). Placing against the schedule, not the previous charge, keeps
 * business-day shifts from adding up. Of the anchors, the one whose run reaches the latest charge
 * wins (a biller that moved its due date is followed to the new one), then the longest run.
 */
export function fitCadence(days: readonly CalendarDay[], rule: FrequencyRule): CadenceFit | null {
  if (!couldFit(days, rule)) return null;
  let best: { fit: CadenceFit; lastDay: number; spread: number } | null = null;
  for (const anchor of candidateAnchors(days, rule)) {
    const placed = days.map((day) => anchor.slotOf(day));
    const fit = latestRun(days, placed, anchor, rule);
    if (!fit) continue;
    const lastDay = days[fit.fitted.at(-1)!]!.dayNumber;
    const spread = fit.fitted.reduce((sum, index) => sum + Math.abs(placed[index]!.deviation), 0);
    if (!best || isBetter({ fit, lastDay, spread }, best)) best = { fit, lastDay, spread };
  }
  return best?.fit ?? null;
}

/**
 * Whether any run could pass the stray limit, counted cheaply before trying schedules: a run
 * that starts at some charge holds at most one charge per slot from there to the last charge,
 * and everything since its start counts. A café's or a market's charges come far too thick for
 * any schedule, which this tells without placing them (most of a household's spending).
 */
function couldFit(days: readonly CalendarDay[], rule: FrequencyRule): boolean {
  const last = days.at(-1)?.dayNumber;
  if (last === undefined) return false;
  for (let count = rule.minOccurrences; count <= days.length; count += 1) {
    const start = days[days.length - count]!.dayNumber;
    const slots = (last - start + 2 * rule.toleranceDays) / rule.periodDays + 1;
    if (count <= slots * (1 + 1 / OUTLIERS_PER_OCCURRENCES)) return true;
  }
  return false;
}

function isBetter(
  candidate: { fit: CadenceFit; lastDay: number; spread: number },
  current: { fit: CadenceFit; lastDay: number; spread: number },
): boolean {
  if (candidate.lastDay !== current.lastDay) return candidate.lastDay > current.lastDay;
  if (candidate.fit.fitted.length !== current.fit.fitted.length)
    return candidate.fit.fitted.length > current.fit.fitted.length;
  return candidate.spread < current.spread;
}

type Placement = { slot: number; deviation: number };

/** Slot → the index of the charge closest to it, among those within the tolerance. */
function bestPerSlot(placed: readonly Placement[], toleranceDays: number): Map<number, number> {
  const bySlot = new Map<number, number>();
  placed.forEach((placement, index) => {
    if (Math.abs(placement.deviation) > toleranceDays) return;
    const current = bySlot.get(placement.slot);
    if (
      current === undefined ||
      Math.abs(placement.deviation) < Math.abs(placed[current]!.deviation)
    )
      bySlot.set(placement.slot, index);
  });
  return bySlot;
}

function latestRun(
  days: readonly CalendarDay[],
  placed: readonly Placement[],
  anchor: Anchor,
  rule: FrequencyRule,
): CadenceFit | null {
  const bySlot = bestPerSlot(placed, rule.toleranceDays);
  const slots = [...bySlot.keys()].sort((a, b) => a - b);
  let start = slots.length - 1;
  while (start > 0 && slots[start]! - slots[start - 1]! <= MAX_SLOT_GAP) start -= 1;
  const run = slots.slice(start);
  if (run.length < rule.minOccurrences) return null;
  const fitted = run.map((slot) => bySlot.get(slot)!);
  const missed = run.at(-1)! - run[0]! + 1 - run.length;
  const firstDay = days[fitted[0]!]!.dayNumber;
  const fittedSet = new Set(fitted);
  const outliers = days.filter(
    (day, index) => day.dayNumber >= firstDay && !fittedSet.has(index),
  ).length;
  if (missed > 1 + Math.floor(run.length / MISSES_PER_OCCURRENCES)) return null;
  // Two charges with a slot between them are the next longer period, not one missed.
  if (run.length === 2 && missed > 0) return null;
  if (outliers > Math.floor(run.length / OUTLIERS_PER_OCCURRENCES)) return null;
  return {
    rule,
    fitted,
    missed,
    outliers,
    lastSlotIso: anchor.slotIso(run.at(-1)!),
    anchorDay: anchor.anchorDay,
  };
}

/** Schedules anchored on each distinct weekday-in-period or day-and-phase the charges fall on. */
function candidateAnchors(days: readonly CalendarDay[], rule: FrequencyRule): Anchor[] {
  const step = rule.step;
  if ('days' in step) {
    const residues = new Set(days.map((day) => modulo(day.dayNumber, step.days)));
    return [...residues].map((residue) => ({
      anchorDay: 0,
      slotOf: (day) => {
        const slot = Math.round((day.dayNumber - residue) / step.days);
        return { slot, deviation: day.dayNumber - residue - slot * step.days };
      },
      slotIso: (slot) => isoOfDayNumber(residue + slot * step.days),
    }));
  }
  const months = step.months;
  const seen = new Set<string>();
  const anchors: Anchor[] = [];
  for (const day of days) {
    const phase = modulo(day.monthIndex, months);
    const key = `${day.dayOfMonth}:${phase}`;
    if (seen.has(key)) continue;
    seen.add(key);
    anchors.push(monthAnchor(day.dayOfMonth, phase, months));
  }
  return anchors;
}

function monthAnchor(anchorDay: number, phase: number, months: number): Anchor {
  return {
    anchorDay,
    slotOf: (day) => {
      // The slot months nearest the charge: its own cycle's, the one before and the one after
      // (a charge due on the 1st may post on the 30th of the month before).
      const base = day.monthIndex - modulo(day.monthIndex - phase, months);
      let best: Placement | null = null;
      for (const monthIndex of [base - months, base, base + months]) {
        const deviation = day.dayNumber - dayNumberInMonth(monthIndex, anchorDay);
        if (!best || Math.abs(deviation) < Math.abs(best.deviation))
          best = { slot: (monthIndex - phase) / months, deviation };
      }
      return best!;
    },
    slotIso: (slot) => isoOfDayNumber(dayNumberInMonth(slot * months + phase, anchorDay)),
  };
}

function modulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}
