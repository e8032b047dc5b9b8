import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { MailMessage, Mailer } from './mailer';

export type StoredMail = MailMessage & { id: string; from: string; sentAt: string };

const ZStoredMail = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
const MAIL_ID = /^[0-9]{13}-[0-9a-f]{8}$/;

/**
 * The default mailer: every message becomes an .eml file under DATA_DIR/mail (what a real mail
 * server would have received), with a JSON copy that the /dev/mail page lists.
 */
export class LocalMailbox implements Mailer {
  readonly kind = 'local';
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    readonly folder: string,
    private readonly from: string,
  ) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
  }

  async send(message: MailMessage): Promise<void> {
    const sentAt = new Date();
    const id = `${sentAt.getTime()}-${randomBytes(4).toString('hex')}`;
    const info = await this.transport.sendMail({ from: this.from, ...message, date: sentAt });
    writeFileSync(path.join(this.folder, `${id}.eml`), info.message as Buffer, { mode: 0o600 });
    const stored: StoredMail = { id, from: this.from, ...message, sentAt: sentAt.toISOString() };
    writeFileSync(path.join(this.folder, `${id}.json`), JSON.stringify(stored), { mode: 0o600 });
  }

  /** Newest first. */
  list(): StoredMail[] {
    return readdirSync(this.folder)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse()
      .flatMap((name) => {
        const parsed = ZStoredMail.safeParse(
          JSON.parse(readFileSync(path.join(this.folder, name), 'utf8')),
        );
        return parsed.success ? [parsed.data] : [];
      });
  }

  find(id: string): StoredMail | null {
    if (!MAIL_ID.test(id)) return null;
    try {
      return ZStoredMail.parse(
        JSON.parse(readFileSync(path.join(this.folder, `${id}.json`), 'utf8')),
      );
    } catch {
      return null;
    }
  }
}
