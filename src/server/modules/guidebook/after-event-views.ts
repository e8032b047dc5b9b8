import type { TGuidebookShare } from '@shared/guidebook/guidebook-schemas';
import { managesEntry, shareModeFor } from '@shared/guidebook/guidebook-visibility';
import type { Actor } from '../../auth/actor';
import type { ActivityLog } from '../family/activity-log';

type Entry = { userId: string; createdBy: string | null; shares: readonly TGuidebookShare[] };

/**
 * Logs in each household's activity log the entries shared "after the event" that a reader was
 * just shown because an event unlocked the household (issue 15: every view is logged). The
 * guidebook list and the printed binder both show them, so both log them here.
 */
export async function logAfterEventViews(
  activity: ActivityLog,
  actor: Actor,
  rows: readonly Entry[],
  unlocked: ReadonlyMap<string, boolean>,
): Promise<void> {
  const opened = rows.filter(
    (row) =>
      unlocked.get(row.userId) === true &&
      !managesEntry(row, actor) &&
      shareModeFor(row.shares, actor.userId) === 'after_event',
  );
  for (const ownerId of new Set(opened.map((row) => row.userId)))
    await activity.viewedAfterEvent(
      actor,
      ownerId,
      opened.filter((row) => row.userId === ownerId).length,
    );
}
