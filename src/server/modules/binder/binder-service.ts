import { canSeeEntry } from '@shared/guidebook/guidebook-visibility';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/app-error';
import type { HouseholdDeps } from '../household-deps';
import { logAfterEventViews } from '../guidebook/after-event-views';
import { isEventUnlocked } from '../guidebook/event-unlock';
import { buildBinderContent, type OpenedEntry } from './binder-content';
import { renderBinderPdf } from './binder-pdf';
import { readBinderRows, type GuidebookRow } from './binder-rows';

type Deps = HouseholdDeps & { now?: () => Date };

/** Calendar days the printer's own `today` may differ from the app clock's (time zones). */
const MAX_DAY_SKEW_MS = 36 * 60 * 60 * 1000;

/**
 * The printable binder (issue 14): everything the printing person may see of the selected
 * households, as one PDF. It reads through access.ts like every list, applies the guidebook's
 * sharing rule to each entry, and never opens an account number (the binder prints last 4s).
 */
export function createBinderService(deps: Deps) {
  const { db, access, cipher, activity } = deps;
  const now = deps.now ?? (() => new Date());

  /** The day printed on the binder: the printer's own, when it is a plausible today. */
  function printDay(today: string | undefined): string {
    const clock = now();
    if (!today) return clock.toISOString().slice(0, 10);
    if (Math.abs(new Date(`${today}T12:00:00Z`).getTime() - clock.getTime()) > MAX_DAY_SKEW_MS)
      throw AppError.validation(
        { today: 'Send today’s date, written YYYY-MM-DD' },
        'The binder is dated today: that date is not today anywhere.',
      );
    return today;
  }

  async function visibleEntries(actor: Actor, rows: GuidebookRow[]): Promise<OpenedEntry[]> {
    const owners = [...new Set(rows.map((row) => row.userId))];
    const unlocked = new Map(
      await Promise.all(
        owners.map(async (owner) => [owner, await isEventUnlocked(db, owner)] as const),
      ),
    );
    const opened = rows.filter((row) =>
      canSeeEntry(row, {
        userId: actor.userId,
        eventUnlocked: unlocked.get(row.userId) ?? false,
      }),
    );
    // Printing what was shared after the event is a view of it, logged like one (issue 15).
    await logAfterEventViews(activity, actor, opened, unlocked);
    return opened.map((row) => ({
      userId: row.userId,
      section: row.section,
      title: row.title,
      body: cipher.decrypt(row.bodySealed),
      addressedTo: row.addressedTo,
      digitalAction: row.digitalAction,
    }));
  }

  return {
    /** The binder PDF and the day it is dated (for its file name). */
    async print(
      actor: Actor,
      requestedOwners: string[] | undefined,
      today?: string,
    ): Promise<{ pdf: Buffer; day: string }> {
      const day = printDay(today);
      const ownerIds = await access.selectedOwnerIds(actor, requestedOwners);
      const { guidebook, ...rows } = await readBinderRows(db, ownerIds);
      const content = buildBinderContent(
        { ...rows, guidebook: await visibleEntries(actor, guidebook) },
        { today: day, printedBy: actor.fullName || actor.email },
      );
      const pdf = await renderBinderPdf(content, now());
      // One binder per household printed, logged in each (the owner's own prints are not).
      await activity.exported(actor, ownerIds, ownerIds, 'binder', 'PDF');
      return { pdf, day };
    },
  };
}

export type BinderService = ReturnType<typeof createBinderService>;
