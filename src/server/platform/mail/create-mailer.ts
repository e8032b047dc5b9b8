import path from 'node:path';
import type { Config } from '../../env';
import { LocalMailbox } from './local-mailbox';
import { SmtpMailer } from './smtp-mailer';
import type { Mailer } from './mailer';

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new LocalMailbox(path.join(config.dataDir, 'mail'), config.mailFrom);
}
