import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { useBrowser } from './support/browser';
import { dialogNamed, dismissToast, expectClosed, expectToast } from './support/household';
import { followLatestMail, openLatestMail } from './support/mailbox';
import { useOwnServer } from './support/own-server';
import { E2E_PASSWORD, e2eEmail } from './support/users';

const browser = useBrowser();
// Its own server: these tests move the server's clock past a waiting period, and the job that
// unlocks events runs every second instead of every minute.
const server = useOwnServer({ NIDO_DEV_CLOCK: '1', EVENT_JOB_INTERVAL_MS: '1000' });

const OWNER_NAME = 'Morgan Ellis';
const MEMBER_NAME = 'Jordan Lee';
const AFTER_EVENT_ENTRY = 'The safe deposit box';

/** A calendar day two days before today (YYYY-MM-DD): in the past whatever the time zone. */
function twoDaysAgo(): string {
  return new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
}

/** Opens /triggering-event and waits until the household is shown. */
async function openTriggeringEvent(page: Page): Promise<void> {
  await page.goto('/triggering-event');
  await page.getByRole('heading', { level: 1, name: 'Triggering Event' }).waitFor();
}

/** The member reports the owner's death from the report card. */
async function reportDeath(member: Page, checkAccessibility: boolean): Promise<void> {
  await member.getByRole('button', { name: 'Report a death or incapacity' }).click();
  const dialog = dialogNamed(member, 'Report an event');
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: 'Death' }).click();
  await dialog.getByLabel('Date of death', { exact: true }).fill(twoDaysAgo());
  await dialog.getByText('What happens next').waitFor();
  if (checkAccessibility) await expectAccessible(member, 'Report an event dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await dismissToast(await expectToast(member, 'Report sent'));
  await expectClosed(dialog);
  await member.getByRole('heading', { name: 'A report is waiting' }).waitFor();
  // The owner's 3 hours to stop it, counted down.
  await member.getByText(/^(3 hours|2 hours and \d+ minutes) left$/).waitFor();
}

// The two flows share one household: the second report follows the first one's stop.
describe('triggering event', () => {
  let owner: Page;
  let member: Page;
  let ownerEmail: string;
  let memberEmail: string;

  it('lets the owner name an unlocker, who reports a death the owner stops from the email', async () => {
    const { api, newPage } = server();
    owner = await newPage(browser());
    ownerEmail = e2eEmail('event-owner');
    await readyUser(owner, ownerEmail);
    // What the plan is later built from: one bank account and one recurring bill.
    await api(owner, 'POST', '/assets', {
      type: 'checking',
      institutionName: 'Chase',
      accountName: 'Everyday Checking',
      accountNumber: '000123456789',
      balanceCents: 425_075,
    });
    await api(owner, 'POST', '/expenses', {
      category: 'other',
      vendor: 'Comcast',
      costCents: 7_999,
      description: 'Home internet',
    });

    // The owner invites a family member, who creates an account from the email.
    memberEmail = e2eEmail('event-member');
    await api(owner, 'POST', '/family/invitations', {
      inviteeName: MEMBER_NAME,
      inviteeEmail: memberEmail,
    });
    member = await newPage(browser());
    await followLatestMail(
      member,
      memberEmail,
      `${OWNER_NAME} invited you to their family on Nido`,
    );
    await member.getByRole('link', { name: 'Create Account & Accept' }).click();
    await member.waitForURL('**/register?invitation=*');
    await member.getByLabel('Full Name').fill(MEMBER_NAME);
    await member.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await member.getByLabel('Confirm Password').fill(E2E_PASSWORD);
    await member.getByRole('checkbox', { name: /I agree to the/ }).check();
    await member.getByRole('button', { name: 'Create Account' }).click();
    await member.getByRole('link', { name: `Continue to ${OWNER_NAME}'s family` }).click();
    await member.waitForURL('**/dashboard');
    const { user: memberUser } = await api<{ user: { id: string } }>(
      member,
      'GET',
      '/auth/session',
    );
    await api(owner, 'POST', '/guidebook', {
      section: 'where_things_are',
      title: AFTER_EVENT_ENTRY,
      body: 'Box 214 at the Main Street branch; the key is in the desk.',
      shares: [{ userId: memberUser.id, mode: 'after_event' }],
    });

    // The owner names the member a trusted contact with the shortest wait.
    await owner
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Triggering Event' })
      .click();
    await owner.getByRole('heading', { level: 1, name: 'Triggering Event' }).waitFor();
    await owner.getByText('No one can report yet').waitFor();
    await expectAccessible(owner, '/triggering-event with no trusted contact');
    await owner.getByRole('button', { name: 'Add trusted contact' }).click();
    const add = dialogNamed(owner, 'Add a trusted contact');
    await add.waitFor();
    await add.getByLabel('Person', { exact: true }).selectOption(memberUser.id);
    await add.getByLabel('Waiting period', { exact: true }).selectOption({ label: '3 hours' });
    await expectAccessible(owner, 'Add a trusted contact dialog');
    await add.getByRole('button', { name: 'Add trusted contact' }).click();
    await expectClosed(add);
    const contacts = owner.getByRole('list', { name: 'Trusted contacts' });
    await contacts.getByRole('listitem', { name: MEMBER_NAME }).getByText('3 hours').waitFor();
    await expectAccessible(owner, '/triggering-event with a trusted contact');

    // The member reports the owner's death and sees it waiting.
    await openTriggeringEvent(member);
    await member.getByRole('button', { name: 'Report a death or incapacity' }).waitFor();
    await expectAccessible(member, '/triggering-event as a trusted contact');
    await reportDeath(member, true);
    await expectAccessible(member, 'a waiting report, as its reporter');

    // The owner follows the email's "I'm OK, stop this" on a device where they are signed out:
    // signing in brings them back to the report, which one click stops.
    const ownerElsewhere = await newPage(browser());
    await followLatestMail(
      ownerElsewhere,
      ownerEmail,
      `${MEMBER_NAME} reported your death in Nido. If you are OK, stop it`,
    );
    await ownerElsewhere.waitForURL('**/login');
    await ownerElsewhere.getByLabel('Email').fill(ownerEmail);
    await ownerElsewhere.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await ownerElsewhere.getByRole('button', { name: 'Sign In', exact: true }).click();
    await ownerElsewhere.waitForURL('**/triggering-event?stop=*');
    await ownerElsewhere.getByRole('heading', { name: 'Stop this report?' }).waitFor();
    // The sign-in's "Welcome back" toast may be fading out just as axe reads the colours.
    await expectAccessible(ownerElsewhere, 'the one-click stop page');
    await ownerElsewhere.getByRole('button', { name: 'I’m OK, stop this' }).click();
    await dismissToast(await expectToast(ownerElsewhere, 'Report stopped'));
    await ownerElsewhere.waitForURL((url) => url.pathname === '/triggering-event' && !url.search);
    await ownerElsewhere.getByText(`Stopped by ${OWNER_NAME} on`).waitFor();
    await expectAccessible(ownerElsewhere, '/triggering-event with a stopped report');

    // The member is told, and may report again.
    await openLatestMail(member, memberEmail, `${OWNER_NAME} has stopped the report`);
    await openTriggeringEvent(member);
    await member.getByRole('button', { name: 'Report a death or incapacity' }).waitFor();
    // Two people and their emails in one flow: 54 s on a busy 2-core machine; 60 s is the default.
  });

  it('unlocks a second report after the wait; the family member works the plan', async () => {
    const { api, advanceClock } = server();
    const hidden = await api(member, 'GET', '/guidebook');
    expect(JSON.stringify(hidden)).not.toContain(AFTER_EVENT_ENTRY);

    await openTriggeringEvent(member);
    await reportDeath(member, false);
    await advanceClock(4);
    await openLatestMail(
      member,
      memberEmail,
      `${OWNER_NAME}'s family information is now open to you`,
    );

    // The plan, by stage, with a task for the account and a decision for the bill.
    await openTriggeringEvent(member);
    await member.getByRole('heading', { name: `In memory of ${OWNER_NAME}` }).waitFor();
    await member.getByRole('heading', { name: /^First days/ }).waitFor();
    await member.getByRole('heading', { name: /^First month/ }).waitFor();
    await member.getByRole('heading', { name: /^Bills and subscriptions/ }).waitFor();
    const bank = member.getByRole('article', { name: /^Notify Chase/ });
    const bill = member.getByRole('article', { name: 'Keep, cancel or transfer: Comcast' });
    await bill.waitFor();
    await expectAccessible(member, 'the unlocked plan');

    await bank.getByLabel(/^Status/).selectOption('done');
    await dismissToast(await expectToast(member, 'marked done'));
    await bill
      .getByRole('group', { name: /^Keep, cancel or transfer/ })
      .getByText('Cancel', { exact: true })
      .click();
    await dismissToast(await expectToast(member, 'Cancel: saved for'));

    const download = member.waitForEvent('download');
    await bank.getByRole('button', { name: /^Letter to / }).click();
    const letter = await (await download).path();
    expect((await readFile(letter)).subarray(0, 5).toString()).toBe('%PDF-');

    const log = member.getByRole('form', { name: 'Add to the log' });
    await log.getByLabel('Hours', { exact: true }).fill('2');
    await log.getByLabel('What was done', { exact: true }).fill('Called Chase about the account');
    await log.getByRole('button', { name: 'Add to the log' }).click();
    await member.getByText('Called Chase about the account').waitFor();

    // What was chosen is kept.
    await member.reload();
    await expect.poll(() => bill.getByRole('radio', { name: 'Cancel' }).isChecked()).toBe(true);
    expect(await bank.getByLabel(/^Status/).inputValue()).toBe('done');

    // What the owner shared "after the event" is open to the member now.
    await member.goto('/family-guidebook');
    await member.getByRole('article', { name: AFTER_EVENT_ENTRY }).waitFor();
  });
});
