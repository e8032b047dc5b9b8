import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalMailbox } from './local-mailbox';
import { verificationEmail } from './templates/account-emails';

let folder: string;
beforeEach(() => {
  folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'nido-mail-')), 'mail');
});
afterEach(() => rmSync(path.dirname(folder), { recursive: true, force: true }));

describe('LocalMailbox', () => {
  it('writes each message as an .eml file readable only by its owner, and lists newest first', async () => {
    const mailbox = new LocalMailbox(folder, 'Nido <no-reply@nido.family>');
    await mailbox.send({
      to: 'a@example.com',
      ...verificationEmail({ name: 'Ann' }, 'http://localhost:3000/email-confirmed?token=one'),
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailbox.send({ to: 'b@example.com', subject: 'Second', html: '<p>Two</p>', text: 'Two' });

    const emls = readdirSync(folder).filter((name) => name.endsWith('.eml'));
    expect(emls).toHaveLength(2);
    const first = readFileSync(path.join(folder, emls.sort()[0] ?? ''), 'utf8');
    expect(first).toContain('Subject: Confirm your email for Nido');
    expect(first).toContain('To: a@example.com');
    expect(first).toContain('multipart/alternative');
    expect(statSync(path.join(folder, emls[0] ?? '')).mode & 0o777).toBe(0o600);

    expect(mailbox.list().map((mail) => mail.subject)).toEqual([
      'Second',
      'Confirm your email for Nido',
    ]);
  });

  it('finds a message by id and refuses ids that could be paths', async () => {
    const mailbox = new LocalMailbox(folder, 'Nido <no-reply@nido.family>');
    await mailbox.send({ to: 'a@example.com', subject: 'Hello', html: '<p>Hi</p>', text: 'Hi' });
    const [mail] = mailbox.list();
    expect(mailbox.find(mail?.id ?? '')?.subject).toBe('Hello');
    expect(mailbox.find('../../etc/passwd')).toBeNull();
    expect(mailbox.find('1234567890123-deadbeef')).toBeNull();
  });
});
