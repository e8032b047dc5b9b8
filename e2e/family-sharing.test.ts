import { describe, expect, it } from 'vitest';
import { readyUser, registerThroughUi } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import {
  callApi,
  dismissToast,
  expectToast,
  fillAmount,
  listExpenses,
  seedExpenses,
} from './support/household';
import { editDialog, openExpenses, obligationsTable } from './support/expense-screen';
import { followLatestMail } from './support/mailbox';
import { E2E_PASSWORD, e2eEmail } from './support/users';

const browser = useBrowser();

const OWNER_NAME = 'Morgan Ellis';
const GUEST_NAME = 'Jordan Lee';

describe('family sharing', () => {
  it('invites a member who joins as a guest, edits the family data, and loses access when removed', async () => {
    // The owner invites from the Family page.
    const owner = await newPage(browser());
    await readyUser(owner, e2eEmail('family-owner'));
    await seedExpenses(owner, [
      { category: 'other', vendor: 'Comcast', costCents: 7_999, description: 'Home internet' },
    ]);
    await owner.goto('/settings/family');
    await owner.getByRole('heading', { level: 1, name: 'Family' }).waitFor();
    await expectAccessible(owner, 'Family page');
    const guestEmail = e2eEmail('family-guest');
    await owner.getByLabel('Full Name').fill(GUEST_NAME);
    await owner.getByLabel('Email').fill(guestEmail);
    await owner.getByRole('button', { name: 'Send Invitation' }).click();
    await dismissToast(await expectToast(owner, 'Invitation sent'));
    await owner.getByText(guestEmail).waitFor();

    // The invitee opens the email, sees who invited them, and creates an account from it.
    const guest = await newPage(browser());
    await followLatestMail(guest, guestEmail, `${OWNER_NAME} invited you to their family on Nido`);
    expect(new URL(guest.url()).searchParams.get('invitation')).toMatch(/^[2-9A-Z]{12}$/);
    await guest.getByText("You're Invited!").waitFor();
    await guest.getByText(OWNER_NAME).first().waitFor();
    await expectAccessible(guest, 'invitation prompt');
    await guest.getByRole('link', { name: 'Create Account & Accept' }).click();
    await guest.waitForURL('**/register?invitation=*');
    await guest.getByText('Complete your registration to accept the invitation').waitFor();
    await guest.getByLabel('Full Name').fill(GUEST_NAME);
    await expect.poll(() => guest.getByLabel('Email').inputValue()).toBe(guestEmail);
    await guest.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await guest.getByLabel('Confirm Password').fill(E2E_PASSWORD);
    await guest.getByRole('checkbox', { name: /I agree to the/ }).check();
    await guest.getByRole('button', { name: 'Create Account' }).click();
    await guest.waitForURL('**/account-choice?*');
    await guest.getByText(`You've joined ${OWNER_NAME}'s family!`).first().waitFor();
    await expectAccessible(guest, 'account choice');
    await guest.getByRole('link', { name: `Continue to ${OWNER_NAME}'s family` }).click();
    await guest.waitForURL('**/dashboard');

    // The guest works in the owner's household under the Guest Mode banner.
    const banner = guest.getByRole('complementary', { name: 'Guest Mode' });
    await banner.getByText(`You are viewing ${OWNER_NAME}'s account.`).waitFor();
    await openExpenses(guest);
    await guest.getByRole('button', { name: 'Edit Comcast' }).click();
    const dialog = editDialog(guest);
    await dialog.waitFor();
    await fillAmount(dialog.getByLabel('Cost', { exact: true }), '95');
    await dialog.getByRole('button', { name: 'Update Obligation' }).click();
    await dismissToast(await expectToast(guest, 'Obligation updated'));
    await obligationsTable(guest)
      .getByRole('row', { name: /Comcast/ })
      .getByText('$95.00')
      .waitFor();
    await expectAccessible(guest, 'Monthly Expenses as a guest');
    const [comcast] = await listExpenses(owner);
    expect(comcast?.costCents).toBe(9_500);

    // The owner sees who has access and what they did, then removes them.
    await owner.reload();
    await owner.getByText(guestEmail).first().waitFor();
    await owner.getByText('Comcast').first().waitFor();
    await owner.getByRole('button', { name: `Remove access for ${GUEST_NAME}` }).click();
    const confirm = owner.getByRole('alertdialog');
    await confirm.waitFor();
    await expectAccessible(owner, 'remove access confirmation');
    await confirm.getByRole('button', { name: 'Remove access' }).click();
    await expectToast(owner, 'Access removed');

    // The guest's very next request is refused.
    await guest.goto('/expenses');
    await guest.getByText('There is no household data to show.').waitFor();
    await banner.getByText(/Your access to your family member's account has ended/).waitFor();
  });

  it('offers the invitation after email verification, where the new account accepts it at once and then sees both households', async () => {
    const owner = await newPage(browser());
    await readyUser(owner, e2eEmail('family-owner'));
    await seedExpenses(owner, [{ category: 'other', vendor: 'Netflix', costCents: 1_549 }]);
    const memberEmail = e2eEmail('family-member');
    await callApi(owner, 'POST', '/family/invitations', {
      inviteeName: 'Sam Rivera',
      inviteeEmail: memberEmail,
    });

    // Registered on their own, the invitee is offered the invitation once the address is verified.
    const member = await newPage(browser());
    await registerThroughUi(member, memberEmail, 'Sam Rivera');
    await followLatestMail(member, memberEmail, 'Confirm your email for Nido');
    await member.getByText("You've Been Invited!").waitFor();
    await member.getByText(OWNER_NAME).first().waitFor();
    await expectAccessible(member, 'email confirmed with an invitation');
    // The link signed them in (spec §4), so accepting is this one click.
    await member.getByRole('button', { name: 'Accept Invitation' }).click();
    await expectToast(member, `You've joined ${OWNER_NAME}'s family!`);
    // Their own account has not been set up yet, so the onboarding guard comes first (spec §4).
    await member.waitForURL('**/onboarding');
    await callApi(member, 'POST', '/onboarding/complete');

    // A primary account with an inviter sees its own household and the inviter's, row by row.
    await seedExpenses(member, [{ category: 'other', vendor: 'Spotify', costCents: 1_199 }]);
    await openExpenses(member);
    await member.getByRole('button', { name: '2 sources selected' }).waitFor();
    const table = obligationsTable(member);
    await table.getByRole('columnheader', { name: 'Household' }).waitFor();
    await table
      .getByRole('row', { name: /Netflix/ })
      .getByText(OWNER_NAME)
      .waitFor();
    await table
      .getByRole('row', { name: /Spotify/ })
      .getByText('My Account')
      .waitFor();
    expect(await member.getByRole('complementary', { name: 'Guest Mode' }).count()).toBe(0);
    await expectAccessible(member, 'Monthly Expenses merging two households');
  });
});
