import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildTextPdf } from '@server/platform/pdf/build-text-pdf';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import {
  dialogNamed,
  dismissToast,
  expectClosed,
  expectToast,
  seedAsset,
} from './support/household';
import { followLatestMail, latestMailLink } from './support/mailbox';
import { useOwnServer } from './support/own-server';
import { E2E_PASSWORD, e2eEmail } from './support/users';

/** The id of the first account the signed-in person of `page` can see. */
async function firstAssetId(page: Page): Promise<string> {
  const answer = await page.request.get('/api/assets');
  const { assets } = (await answer.json()) as { assets: { id: string }[] };
  const id = assets[0]?.id;
  if (!id) throw new Error('No account to reveal');
  return id;
}

const browser = useBrowser();
// The ended grant needs the server's clock moved (NIDO_DEV_CLOCK): on a server of this file's own.
const clockServer = useOwnServer({ NIDO_DEV_CLOCK: '1' });

const OWNER_NAME = 'Morgan Ellis';
const ADVISOR_NAME = 'Dana Whitfield';

describe('advisor access', () => {
  it('adds an advisor with a linked document, gives read-only access, sees their views in the log and revokes it', async () => {
    // The owner's household has an account the advisor will look at.
    const owner = await newPage(browser());
    await readyUser(owner, e2eEmail('advisor-owner'));
    await seedAsset(owner, {
      type: 'checking',
      institutionName: 'Chase',
      accountName: 'Everyday Checking',
      accountNumber: '000123456789',
      balanceCents: 425_075,
    });

    await owner.goto('/advisors');
    await owner.getByRole('heading', { level: 1, name: 'Advisor Contacts' }).waitFor();
    await owner.getByRole('heading', { name: 'No advisors yet' }).waitFor();
    await expectAccessible(owner, '/advisors empty');

    // The advisor, with the email the invitation goes to and the account they look after.
    const advisorEmail = e2eEmail('advisor');
    await owner.getByRole('button', { name: 'Add your first advisor' }).click();
    const add = dialogNamed(owner, 'Add advisor');
    await add.waitFor();
    await add.getByLabel('Name', { exact: true }).fill(ADVISOR_NAME);
    await add.getByLabel('Role', { exact: true }).selectOption({ label: 'Attorney' });
    await add.getByLabel('Firm', { exact: true }).fill('Whitfield & Rowe LLP');
    await add.getByLabel('Phone', { exact: true }).fill('(503) 555-0147');
    await add.getByLabel('Email', { exact: true }).fill(advisorEmail);
    await add.getByRole('checkbox', { name: 'Chase · Everyday Checking' }).check();
    await add.getByText('1 chosen', { exact: true }).waitFor();
    await expectAccessible(owner, 'Add advisor dialog');
    await add.getByRole('button', { name: 'Add advisor' }).click();
    await dismissToast(await expectToast(owner, 'Advisor added successfully!'));
    await expectClosed(add);
    const card = owner.getByRole('article', { name: ADVISOR_NAME });
    await card.waitFor();
    await card.getByText('Attorney · Whitfield & Rowe LLP').waitFor();
    await card.getByText(/Everyday Checking/).waitFor();
    await card.getByText('No access', { exact: true }).waitFor();

    // A document uploaded to the hub and linked to the advisor in its edit dialog.
    await owner.goto('/nido-hub');
    await owner.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    await owner.getByText('No documents yet').waitFor();
    const pdf = buildTextPdf(['Engagement Letter', 'Whitfield & Rowe LLP, estate planning']);
    const chooser = owner.waitForEvent('filechooser');
    await owner.getByRole('button', { name: 'Select Files' }).first().click();
    await (
      await chooser
    ).setFiles({ name: 'Engagement Letter.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dismissToast(await expectToast(owner, 'Document uploaded successfully'));
    const entry = owner.getByRole('article', { name: 'Engagement Letter' });
    await entry.waitFor();
    await entry.getByRole('button', { name: 'Edit Engagement Letter' }).click();
    const editDocument = dialogNamed(owner, 'Edit Document');
    await editDocument.waitFor();
    const linkedTo = editDocument.getByLabel('Linked to', { exact: true });
    await linkedTo.locator('option', { hasText: `${ADVISOR_NAME} · Attorney` }).waitFor({
      state: 'attached',
    });
    await linkedTo.selectOption({ label: `${ADVISOR_NAME} · Attorney` });
    await expectAccessible(owner, 'Edit Document dialog linking to the advisor');
    await editDocument.getByRole('button', { name: 'Save changes' }).click();
    await dismissToast(await expectToast(owner, 'Document updated'));
    await expectClosed(editDocument);
    await entry.getByText(ADVISOR_NAME).waitFor();

    // The advisor's card lists the document, leading to the hub.
    await owner.goto('/advisors');
    await card.waitFor();
    await card.getByRole('link', { name: 'Engagement Letter' }).waitFor();
    expect(await card.getByRole('link', { name: 'Engagement Letter' }).getAttribute('href')).toBe(
      '/nido-hub',
    );

    // Read-only access, sent as an invitation.
    await card.getByRole('button', { name: `Give access to ${ADVISOR_NAME}` }).click();
    const grant = dialogNamed(owner, `Give ${ADVISOR_NAME} access`);
    await grant.waitFor();
    await grant
      .getByText(`We’ll email an invitation to ${advisorEmail}.`, { exact: false })
      .waitFor();
    expect(await grant.getByRole('radio', { name: 'Can view only' }).isChecked()).toBe(true);
    expect(await grant.getByLabel('Days of access', { exact: true }).inputValue()).toBe('60');
    // What the advisor sees (issue 35): an attorney's usual sections come ticked; the owner
    // shares the accounts and the documents only, with numbers masked (the switch starts off).
    const seen = grant.getByRole('group', { name: 'What they can see' });
    expect(await seen.getByRole('checkbox', { name: 'Documents' }).isChecked()).toBe(true);
    expect(
      await grant
        .getByRole('switch', { name: 'Allow full account and policy numbers' })
        .getAttribute('aria-checked'),
    ).toBe('false');
    for (const section of ['Properties', 'Insurance policies', 'Estate plan and advisor contacts'])
      await seen.getByRole('checkbox', { name: section }).click();
    await seen.getByRole('checkbox', { name: 'Financial accounts' }).click();
    await expectAccessible(owner, 'Give access dialog');
    await grant.getByRole('button', { name: 'Send invitation' }).click();
    await dismissToast(await expectToast(owner, `Access invitation sent to ${advisorEmail}`));
    await expectClosed(grant);
    await card.getByText(/^Invitation sent/).waitFor();
    await card.getByText('Will see: Financial accounts and Documents · Numbers masked').waitFor();

    // The advisor opens the email and creates an account from it.
    const advisor = await newPage(browser());
    await followLatestMail(
      advisor,
      advisorEmail,
      `${OWNER_NAME} gave you access to their records on Nido`,
    );
    expect(new URL(advisor.url()).searchParams.get('invitation')).toMatch(/^[2-9A-Z]{12}$/);
    await advisor.getByText("You're Invited!").waitFor();
    await advisor.getByText(OWNER_NAME).first().waitFor();
    // The advisor's own words (issue 15): whose household, what is shared, view only, how long.
    const offered = advisor.getByRole('region', { name: `What ${OWNER_NAME} shares with you` });
    await offered.getByText('Shared with you: Financial accounts and Documents').waitFor();
    await offered.getByText("View only: you can't change anything").waitFor();
    await offered.getByText('For 60 days from when you accept').waitFor();
    expect(await advisor.getByText(/join their family|View and manage/).count()).toBe(0);
    await expectAccessible(advisor, "An advisor's invitation");
    await advisor.getByRole('link', { name: 'Create Account & Accept' }).click();
    await advisor.waitForURL('**/register?invitation=*');
    await advisor.getByLabel('Full Name').fill(ADVISOR_NAME);
    await expect.poll(() => advisor.getByLabel('Email').inputValue()).toBe(advisorEmail);
    await advisor.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await advisor.getByLabel('Confirm Password').fill(E2E_PASSWORD);
    await advisor.getByRole('checkbox', { name: /I agree to the/ }).check();
    await advisor.getByRole('button', { name: 'Create Account' }).click();
    await advisor.waitForURL('**/account-choice?*');
    await advisor
      .getByRole('heading', {
        level: 1,
        name: `You have advisor access to ${OWNER_NAME}'s household`,
      })
      .waitFor();
    await advisor
      .getByRole('list', { name: `What ${OWNER_NAME} shares with you` })
      .getByText(/^Until /)
      .waitFor();
    expect(await advisor.getByText(/joined|family/).count()).toBe(0);
    await expectAccessible(advisor, '/account-choice for an advisor');
    await advisor.getByRole('link', { name: `Continue to ${OWNER_NAME}'s household` }).click();
    await advisor.waitForURL('**/dashboard');
    const banner = advisor.getByRole('complementary', { name: 'Advisor access' });
    await banner
      .getByText(
        new RegExp(
          `^You have advisor access to ${OWNER_NAME}'s household: Financial accounts and Documents\\. View only, until `,
        ),
      )
      .waitFor();
    // The household's figures draw on sections not shared: the dashboard says what is shared.
    const shared = advisor.getByRole('region', { name: `What ${OWNER_NAME} shares with you` });
    await shared.getByRole('link', { name: 'Financial accounts' }).waitFor();
    expect(await advisor.getByText("We couldn't load your household figures").count()).toBe(0);
    // The sidebar offers what is shared, and not what is not.
    const nav = advisor.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Documents' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Loans' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Monthly Expenses' }).count()).toBe(0);
    await expectAccessible(advisor, "An advisor's dashboard");

    // The owner's accounts, read only: no Add, no Edit, a View only badge.
    await advisor.goto('/accounts');
    await advisor.getByRole('heading', { level: 1, name: 'Financial Accounts' }).waitFor();
    const account = advisor.getByRole('article', { name: 'Everyday Checking' });
    await account.waitFor();
    expect(await account.textContent()).toContain('$4,250.75');
    await advisor.getByText('View only', { exact: true }).waitFor();
    expect(await advisor.getByRole('button', { name: /^Add/ }).count()).toBe(0);
    expect(await account.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    // Numbers stay masked: the last 4, and no Show.
    await account.getByText('****6789').waitFor();
    expect(await account.getByRole('button', { name: /^Show / }).count()).toBe(0);
    const reveal = await advisor.request.get(
      `/api/assets/${await firstAssetId(advisor)}/account-number`,
    );
    expect(reveal.status()).toBe(404);
    await expectAccessible(advisor, '/accounts as a read-only advisor');

    // A section not shared is said so plainly, and the server refuses it like another household's.
    await advisor.goto('/loans');
    await advisor
      .getByText(`${OWNER_NAME} hasn’t shared Loans with you.`, { exact: false })
      .waitFor();
    await advisor.getByRole('heading', { level: 1, name: 'Loans' }).waitFor();
    expect((await advisor.request.get('/api/loans')).status()).toBe(404);
    await expectAccessible(advisor, '/loans not shared with an advisor');

    // The owner's card says what the advisor sees, and the owner shares the loans too.
    await owner.goto('/advisors');
    await card.getByText('Sees: Financial accounts and Documents · Numbers masked').waitFor();
    await card.getByRole('button', { name: `Edit what ${ADVISOR_NAME} sees` }).click();
    const scope = dialogNamed(owner, `What ${ADVISOR_NAME} sees`);
    await scope.waitFor();
    await expectAccessible(owner, 'Edit what they see dialog');
    await scope.getByRole('checkbox', { name: 'Loans' }).click();
    await scope.getByRole('button', { name: 'Save' }).click();
    await dismissToast(
      await expectToast(owner, `${ADVISOR_NAME} now sees Financial accounts, Loans and Documents`),
    );
    await expectClosed(scope);
    await advisor.reload();
    await advisor.getByRole('heading', { level: 1, name: 'Loans' }).waitFor();
    await advisor.getByRole('heading', { name: 'No loans yet' }).waitFor();
    expect((await advisor.request.get('/api/loans')).status()).toBe(200);

    // The owner sees the advisor among the members and their views in the activity log.
    await owner.goto('/settings/family');
    await owner.getByRole('heading', { level: 1, name: 'Family' }).waitFor();
    const member = owner
      .getByRole('region', { name: 'Members' })
      .getByRole('row')
      .filter({ hasText: advisorEmail });
    await member.getByText('Advisor: can view only').waitFor();
    const activity = owner.getByRole('region', { name: 'Activity log' });
    const viewedAccounts = activity
      .getByRole('row')
      .filter({ hasText: ADVISOR_NAME })
      .filter({ hasText: 'Viewed Financial Accounts' });
    await viewedAccounts.first().waitFor();
    await expectAccessible(owner, 'Family page with the advisor and their activity');

    // Revoked on the advisor's card, after a confirmation.
    await owner.goto('/advisors');
    await card.getByText(/^Can view only until /).waitFor();
    await card.getByRole('button', { name: `Renew access for ${ADVISOR_NAME}` }).click();
    const renew = dialogNamed(owner, `Renew ${ADVISOR_NAME}’s access`);
    await renew.waitFor();
    await expectAccessible(owner, 'Renew access dialog');
    await renew.getByRole('button', { name: 'Cancel' }).click();
    await expectClosed(renew);
    await card.getByRole('button', { name: `Revoke access for ${ADVISOR_NAME}` }).click();
    const confirm = dialogNamed(owner, `Revoke ${ADVISOR_NAME}’s access?`);
    await confirm.waitFor();
    await expectAccessible(owner, 'Revoke access confirmation');
    await confirm.getByRole('button', { name: 'Revoke access' }).click();
    await expectToast(owner, 'Access revoked');
    await expectClosed(confirm);
    await card.getByText('No access', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Give access to ${ADVISOR_NAME}` }).waitFor();

    // The advisor's next visit shows none of the owner's data, and the server refuses it.
    await advisor.goto('/accounts');
    await advisor
      .getByRole('complementary', { name: 'Guest Mode' })
      .getByText(/Your access to your family member's account has ended/)
      .waitFor();
    await advisor.getByRole('alert').getByText("We couldn't load your accounts").waitFor();
    expect(await advisor.getByRole('article', { name: 'Everyday Checking' }).count()).toBe(0);
    const refused = await advisor.request.get('/api/assets');
    expect(refused.status()).toBe(404);
    expect(await refused.text()).toContain('There is no household data to show.');
    await owner.context().close();
    await advisor.context().close();
    // Two people, an upload and thirteen accessibility checks: 23 s on this two-core box (shared).
  });

  it('tells an advisor whose access has ended whose it was, when, and whom to ask', async () => {
    const { api, newPage: newOwnPage, advanceClock, url } = clockServer();
    const owner = await newOwnPage(browser());
    const ownerEmail = e2eEmail('ended-owner');
    await readyUser(owner, ownerEmail);
    const advisorEmail = e2eEmail('ended-advisor');
    const { advisor: contact } = await api<{ advisor: { id: string } }>(
      owner,
      'POST',
      '/advisors',
      {
        name: ADVISOR_NAME,
        role: 'cpa',
        email: advisorEmail,
      },
    );
    await api(owner, 'POST', `/advisors/${contact.id}/access`, {
      level: 'read',
      days: 1,
      scope: { sections: ['expenses'], revealNumbers: false },
    });
    const link = new URL(
      await latestMailLink(
        advisorEmail,
        `${OWNER_NAME} gave you access to their records on Nido`,
        url,
      ),
    );

    // The advisor makes an account from the invitation, as the register screen does.
    const advisor = await newOwnPage(browser());
    await advisor.goto('/api/health');
    await api(advisor, 'POST', '/auth/sign-up-and-accept', {
      fullName: ADVISOR_NAME,
      email: advisorEmail,
      password: E2E_PASSWORD,
      invitationCode: link.searchParams.get('invitation'),
      acceptedTerms: true,
    });
    await advisor.goto('/expenses');
    await advisor
      .getByRole('complementary', { name: 'Advisor access' })
      .getByText(/Monthly expenses\. View only, until /)
      .waitFor();

    // A day and an hour later the grant has ended: said plainly, not "couldn't load".
    await advanceClock(25);
    await advisor.goto('/dashboard');
    const ended = `Your access to ${OWNER_NAME}'s household ended on`;
    const asked = `Ask ${OWNER_NAME} (${ownerEmail}) to renew it from their Advisor Contacts.`;
    await advisor.getByRole('heading', { name: 'Your advisor access has ended' }).waitFor();
    await advisor.getByRole('main').getByText(ended, { exact: false }).waitFor();
    await advisor.getByRole('main').getByText(asked, { exact: false }).waitFor();
    const banner = advisor.getByRole('complementary', { name: 'Advisor access ended' });
    await banner.getByText(asked, { exact: false }).waitFor();
    expect(await advisor.getByText("We couldn't load your household figures").count()).toBe(0);
    await expectAccessible(advisor, 'Dashboard of an advisor whose access ended');
    // The family selector says it too.
    await advisor.getByRole('button', { name: 'My Account' }).click();
    await advisor.getByRole('note').getByText(asked, { exact: false }).waitFor();
    await expectAccessible(advisor, 'Family selector of an advisor whose access ended');
    await owner.context().close();
    await advisor.context().close();
  });
});
