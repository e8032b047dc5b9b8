import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { expectAccessible } from './support/axe';
import { callApi } from './support/household';
import { followLatestMail, openLatestMail } from './support/mailbox';
import {
  readyUser,
  registerThroughUi,
  signInThroughUi,
  submitRegistration,
  verifyThroughMailbox,
} from './support/account-flows';
import { e2eEmail } from './support/users';

const browser = useBrowser();

describe('a new household', () => {
  it('registers, verifies through the mailbox, onboards and reaches the dashboard', async () => {
    const page = await newPage(browser());
    const email = e2eEmail('newcomer');

    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await expectAccessible(page, '/register');
    const submit = page.getByRole('button', { name: 'Create Account' });
    expect(await submit.isDisabled()).toBe(true);

    await registerThroughUi(page, email, 'Morgan Ellis');
    // The page is a lazy chunk: the address changes before it renders, so wait for the text.
    await page.getByText(email).first().waitFor();
    await expectAccessible(page, '/registration-success');

    const link = await openLatestMail(page, email, 'Confirm your email for Nido');
    await page.getByRole('article', { name: 'Message' }).getByRole('link').first().click();
    await page.waitForURL('**/email-confirmed**');
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    // The token does not stay in the address bar.
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    // The link signed the person in (spec §4): the countdown leads to account setup, not sign-in.
    await page.getByText(/Taking you to set up your account in \d seconds?…/).waitFor();
    expect(await page.getByText('Sign in to continue').count()).toBe(0);
    await expectAccessible(page, '/email-confirmed');
    await page.waitForURL('**/onboarding', { timeout: 15_000 });

    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, '/onboarding step 1');
    await page.getByLabel('Household name (optional)').fill('The Ellis family');
    await page.getByLabel('Home state').selectOption('OR');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('checkbox', { name: /Monthly expenses/ }).check();
    await page.getByRole('checkbox', { name: /Documents/ }).check();
    await expectAccessible(page, '/onboarding step 2');
    await page.getByRole('button', { name: 'Next' }).click();

    // Leaving and coming back resumes at the saved step.
    await page.reload();
    await page.getByRole('button', { name: 'Go to my dashboard' }).waitFor();
    await expectAccessible(page, '/onboarding step 3');
    await page.getByRole('button', { name: 'Go to my dashboard' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /Welcome, Morgan/ }).waitFor();
    await page.getByText('The Ellis family').first().waitFor();
    await expectAccessible(page, '/dashboard');
    await page.context().close();

    // The same link opened again (a forwarded mail, another browser) is refused and signs no one in.
    const again = await newPage(browser());
    await again.goto(link);
    await again.getByRole('heading', { name: 'Verification Failed' }).waitFor();
    await again
      .getByRole('alert')
      .getByText(
        'This verification link has expired or has already been used. Please request a new verification email.',
      )
      .waitFor();
    await expectAccessible(again, '/email-confirmed, a used link');
    expect(await callApi(again, 'GET', '/auth/session')).toMatchObject({ user: null });
    await again.context().close();
  });
});

describe('registering from an invitation that cannot be used', () => {
  it('says the invitation is invalid, and Create Account registers without it', async () => {
    const page = await newPage(browser());
    const email = e2eEmail('uninvited');
    await page.goto('/register?invitation=NOSUCHCODE23');
    const notice = page.getByRole('alert');
    await notice.getByText('Invalid Invitation').waitFor();
    await notice
      .getByText('This invitation has already been accepted or is no longer valid')
      .waitFor();
    await page.getByText('Join Nido and create your family hub').waitFor();
    await expectAccessible(page, '/register with an invalid invitation');

    await submitRegistration(page, email, 'Uma Uninvited');
    await page.waitForURL('**/registration-success');
    await page.getByText(email).first().waitFor();
    // An account of their own: the verification mail, and its link, as for anyone registering.
    await verifyThroughMailbox(page, email);
    await page.waitForURL('**/onboarding', { timeout: 15_000 });
    await page.context().close();
  });
});

describe('signing in', () => {
  it('says so when the password is wrong', async () => {
    const email = e2eEmail('typo');
    await readyUser(await newPage(browser()), email);
    const page = await newPage(browser());
    await signInThroughUi(page, email, 'Not-The-Password-1');
    await page.getByText('Sign In Failed').waitFor();
    await page.getByText('Invalid email or password').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('before verifying, explains and resends the verification email', async () => {
    const page = await newPage(browser());
    const email = e2eEmail('unverified');
    await registerThroughUi(page, email);
    await signInThroughUi(page, email);
    await page.getByText('Email Not Verified').waitFor();
    await page
      .getByText('Please check your email and click the verification link before signing in.')
      .waitFor();
    await page.getByRole('button', { name: 'Resend Email' }).click();
    await page.getByText('Email Sent', { exact: true }).waitFor();

    // The resent link works, and signs in.
    await followLatestMail(page, email, 'Confirm your email for Nido');
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await page.waitForURL('**/onboarding', { timeout: 15_000 });
    await page.context().close();
  });

  it('signs out from the profile menu back to the landing page, and the app then needs a sign-in', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('leaver'), 'Lee Leaver');
    await page.goto('/settings');
    await page.getByRole('button', { name: /Account menu for Lee Leaver/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Signed out', { exact: true }).waitFor();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.context().close();
  });
});
