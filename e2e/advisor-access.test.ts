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
import { followLatestMail } from './support/mailbox';
import { E2E_PASSWORD, e2eEmail } from './support/users';

const browser = useBrowser();

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
    await expectAccessible(owner, 'Give access dialog');
    await grant.getByRole('button', { name: 'Send invitation' }).click();
    await dismissToast(await expectToast(owner, `Access invitation sent to ${advisorEmail}`));
    await expectClosed(grant);
    await card.getByText(/^Invitation sent/).waitFor();

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
    await advisor.getByRole('link', { name: 'Create Account & Accept' }).click();
    await advisor.waitForURL('**/register?invitation=*');
    await advisor.getByLabel('Full Name').fill(ADVISOR_NAME);
    await expect.poll(() => advisor.getByLabel('Email').inputValue()).toBe(advisorEmail);
    await advisor.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await advisor.getByLabel('Confirm Password').fill(E2E_PASSWORD);
    await advisor.getByRole('checkbox', { name: /I agree to the/ }).check();
    await advisor.getByRole('button', { name: 'Create Account' }).click();
    await advisor.waitForURL('**/account-choice?*');
    await advisor.getByRole('link', { name: `Continue to ${OWNER_NAME}'s family` }).click();
    await advisor.waitForURL('**/dashboard');
    const banner = advisor.getByRole('complementary', { name: 'Guest Mode' });
    await banner.getByText(`You are viewing ${OWNER_NAME}'s account.`).waitFor();

    // The owner's accounts, read only: no Add, no Edit, a View only badge.
    await advisor.goto('/accounts');
    await advisor.getByRole('heading', { level: 1, name: 'Financial Accounts' }).waitFor();
    const account = advisor.getByRole('article', { name: 'Everyday Checking' });
    await account.waitFor();
    expect(await account.textContent()).toContain('$4,250.75');
    await advisor.getByText('View only', { exact: true }).waitFor();
    expect(await advisor.getByRole('button', { name: /^Add/ }).count()).toBe(0);
    expect(await account.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    await expectAccessible(advisor, '/accounts as a read-only advisor');

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
    await advisor.reload();
    await banner.getByText(/Your access to your family member's account has ended/).waitFor();
    await advisor.getByRole('alert').getByText("We couldn't load your accounts").waitFor();
    expect(await advisor.getByRole('article', { name: 'Everyday Checking' }).count()).toBe(0);
    const refused = await advisor.request.get('/api/assets');
    expect(refused.status()).toBe(404);
    expect(await refused.text()).toContain('There is no household data to show.');
    await owner.context().close();
    await advisor.context().close();
    // Two people, an upload and seven accessibility checks: about 40 s on an idle two-core box.
  });
});
