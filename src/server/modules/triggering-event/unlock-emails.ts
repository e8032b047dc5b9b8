import type { Queryable } from '../../db/owned-rows';
import type { Logger } from '../../logger';
import type { Mailer } from '../../platform/mail/mailer';
import { eventUnlockedEmail } from '../../platform/mail/templates/triggering-event-emails';
import type { EventRow } from './event-rows';
import { peopleByIds } from './people';
import { unlockRecipients } from './unlock-recipients';

type UnlockEmailDeps = {
  db: Queryable;
  mailer: Mailer;
  appUrl: string;
  logger: Pick<Logger, 'warn'>;
};

/**
 * Emails each person the unlocked household opens to, once, saying what it opens to them. A
 * failed address is logged and does not stop the others. Answers whether any email went out, or
 * there was nobody to tell: if not (the mail service was down), the job tries them all again,
 * which cannot email anyone twice.
 */
export async function sendUnlockEmails(
  { db, mailer, appUrl, logger }: UnlockEmailDeps,
  event: EventRow,
  now: Date,
): Promise<boolean> {
  const ownerName = (await peopleByIds(db, [event.userId])).get(event.userId)?.name ?? 'Someone';
  const recipients = await unlockRecipients(db, event.userId, now);
  let sent = 0;
  for (const recipient of recipients) {
    try {
      await mailer.send({
        to: recipient.email,
        ...eventUnlockedEmail(
          recipient,
          {
            ownerName,
            kind: event.kind,
            reporterName: event.reporterName,
            eventDate: event.eventDate,
          },
          { planUrl: `${appUrl}/triggering-event`, guidebookUrl: `${appUrl}/family-guidebook` },
        ),
      });
      sent += 1;
    } catch (error) {
      logger.warn(
        { err: error, eventId: event.id, userId: recipient.userId },
        'an unlock email was not sent',
      );
    }
  }
  return recipients.length === 0 || sent > 0;
}
