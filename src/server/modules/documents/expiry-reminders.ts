import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import {
  DOCUMENT_CATEGORY_LABELS,
  REMINDER_DAYS_BEFORE,
  type TDocumentCategory,
} from '@shared/documents/document-schemas';
import type { Database } from '../../db/client';
import { documents, profiles, users } from '../../db/schema';
import type { Logger } from '../../logger';
import type { Mailer } from '../../platform/mail/mailer';
import { documentExpiryEmail } from '../../platform/mail/templates/document-emails';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * A document's expiry is a calendar date without a time zone. "Today" is the UTC date: the server
 * has no household time zone to go by, and the difference (a few hours around midnight on the
 * 30th day before) does not matter for a reminder this far ahead.
 */
function utcDate(moment: Date, plusDays = 0): string {
  return new Date(moment.getTime() + plusDays * DAY_MS).toISOString().slice(0, 10);
}

/** "2027-03-03" → "March 3, 2027". */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

function categoryLabel(category: string): string {
  return DOCUMENT_CATEGORY_LABELS[category as TDocumentCategory] ?? DOCUMENT_CATEGORY_LABELS.other;
}

type ReminderDeps = {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  logger?: Pick<Logger, 'warn'>;
};

/**
 * Emails the household owner about each document whose expiry or renewal date is between today
 * and 30 days from now (UTC dates) and that has had no reminder yet. Returns how many were sent.
 *
 * Rows are claimed by setting `reminder_sent_at` in the same UPDATE that finds them, so two
 * processes running this at once never mail the same document twice. A mail that fails is
 * released again, to be retried on the next run. The documents service clears
 * `reminder_sent_at` when a document's date changes, so a new date gets its own reminder.
 */
export async function sendDueReminders({
  db,
  mailer,
  appUrl,
  logger,
  now = new Date(),
}: ReminderDeps & { now?: Date }): Promise<number> {
  const claimed = await db
    .update(documents)
    .set({ reminderSentAt: now })
    .where(
      and(
        isNull(documents.reminderSentAt),
        gte(documents.expiresOn, utcDate(now)),
        lte(documents.expiresOn, utcDate(now, REMINDER_DAYS_BEFORE)),
      ),
    )
    .returning({
      id: documents.id,
      ownerId: documents.userId,
      name: documents.name,
      category: documents.category,
      expiresOn: documents.expiresOn,
    });
  if (claimed.length === 0) return 0;

  const owners = await db
    .select({ id: users.id, email: users.email, name: users.name, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, [...new Set(claimed.map((doc) => doc.ownerId))]));
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
  const hubUrl = new URL('/nido-hub', appUrl).toString();

  let sent = 0;
  for (const doc of claimed) {
    // The owner row cannot be missing (documents cascade with their owner) and the date was
    // just compared, so neither is null here; the guard keeps the types honest.
    const owner = ownerById.get(doc.ownerId);
    if (!owner || !doc.expiresOn) continue;
    try {
      await mailer.send({
        to: owner.email,
        ...documentExpiryEmail(
          { name: owner.fullName || owner.name },
          {
            name: doc.name,
            categoryLabel: categoryLabel(doc.category),
            expiresOn: formatLongDate(doc.expiresOn),
          },
          hubUrl,
        ),
      });
      sent += 1;
    } catch (error) {
      // Only our own claim is released: if the date was edited meanwhile, the row is already free.
      await db
        .update(documents)
        .set({ reminderSentAt: null })
        .where(and(eq(documents.id, doc.id), eq(documents.reminderSentAt, now)));
      logger?.warn({ err: error, documentId: doc.id }, 'document expiry reminder not sent');
    }
  }
  return sent;
}

type ScheduleOptions = ReminderDeps & {
  logger: Logger;
  intervalMs?: number;
  /** The first run comes this long after start, out of the way of the server starting up. */
  startDelayMs?: number;
  now?: () => Date;
  setTimer?: typeof setInterval;
  clearTimer?: typeof clearInterval;
  /** Tests replace the sending to watch the schedule alone. */
  send?: typeof sendDueReminders;
};

/**
 * Runs sendDueReminders shortly after start and then every `intervalMs` (an hour), so a reminder
 * goes out within the hour its day comes. A failing run is logged and the next one tries again;
 * a run never overlaps a previous one that is still going.
 */
export function startExpiryReminders({
  logger,
  intervalMs = HOUR_MS,
  startDelayMs = 5_000,
  now = () => new Date(),
  setTimer = setInterval,
  clearTimer = clearInterval,
  send = sendDueReminders,
  ...deps
}: ScheduleOptions): { stop(): void } {
  let running = false;
  let stopped = false;

  async function run(): Promise<void> {
    if (running || stopped) return;
    running = true;
    try {
      const sent = await send({ ...deps, logger, now: now() });
      if (sent > 0) logger.info({ sent }, 'document expiry reminders sent');
    } catch (error) {
      logger.error({ err: error }, 'document expiry reminders failed');
    } finally {
      running = false;
    }
  }

  // Neither timer keeps the process alive on its own: the server's socket does that.
  const first = setTimeout(() => void run(), startDelayMs);
  first.unref();
  const every = setTimer(() => void run(), intervalMs);
  every.unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(first);
      clearTimer(every);
    },
  };
}
