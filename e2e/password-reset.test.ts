import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { expectAccessible } from './support/axe';
import { followLatestMail } from './support/mailbox';
import { registerThroughUi, signInThroughUi, verifyThroughMailbox } from './support/account-flows';
import { e2eEmail } from './support/users';

const browser = useBrowser();

describe('forgotten password', () => {
  it('is reset through the emailed link, and the new password signs in', async () => {
    const email = e2eEmail('forgetful');
    const registering = await newPage(browser());
    await registerThroughUi(registering, email);
    await verifyThroughMailbox(registering, email);
    await registering.context().close();

    // Later, in a browser that is not signed in (the link signed in the first one).
    const page = await newPage(browser());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(email);
    await expectAccessible(page, 'forgot password dialog');
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await dialog.waitFor({ state: 'detached' });

    await followLatestMail(page, email, 'Reset your Nido password');
    await page.waitForURL('**/reset-password**');
    await page.getByLabel('New Password').waitFor();
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await expectAccessible(page, '/reset-password');
    await page.getByLabel('New Password').fill('Fresh-Nest-2027');
    await page.getByLabel('Confirm Password').fill('Fresh-Nest-2027');
    await page.getByRole('button', { name: /Reset Password|Update Password|Save/ }).click();
    await page.waitForURL('**/login');

    await signInThroughUi(page, email, 'Fresh-Nest-2027');
    await page.waitForURL('**/onboarding');
    await page.context().close();
  });
});
