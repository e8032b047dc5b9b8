import type { MailMessage, Mailer } from '@server/platform/mail/mailer';

/** Keeps sent mail in memory so integration tests can open it (the local mailbox is tested on its own). */
export class MemoryMailer implements Mailer {
  readonly kind = 'local';
  readonly sent: MailMessage[] = [];

  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }

  /** The newest message to an address. */
  latestTo(address: string): MailMessage | undefined {
    return [...this.sent].reverse().find((message) => message.to === address);
  }

  /** The first link in the newest message to an address that starts with `prefix`. */
  linkTo(address: string, prefix: string): string {
    const message = this.latestTo(address);
    const link = message?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(prefix));
    if (!link) throw new Error(`No ${prefix} link in the mail to ${address}`);
    return link;
  }
}
