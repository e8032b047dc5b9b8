import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { expectAccessible } from './support/axe';
import { followLatestMail } from './support/mailbox';
import { registerThroughUi, signInThroughUi, verifyThroughMailbox } from './support/account-flows';
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

    await verifyThroughMailbox(page, email);
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    // The token does not stay in the address bar.
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await expectAccessible(page, '/email-confirmed');

    // After the 5-second countdown the app moves on to onboarding, which asks to sign in first.
    await page.waitForURL('**/login', { timeout: 15_000 });
    await page
      .getByText('Email verified successfully! You can now sign in to your account.')
      .waitFor();
    await expectAccessible(page, '/login');
    await signInThroughUi(page, email);
    await page.waitForURL('**/onboarding');

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
  });
});

describe('signing in', () => {
  it('says so when the password is wrong', async () => {
    const page = await newPage(browser());
    const email = e2eEmail('typo');
    await registerThroughUi(page, email);
    await verifyThroughMailbox(page, email);
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

    // The resent link works.
    await followLatestMail(page, email, 'Confirm your email for Nido');
    await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
    await page.context().close();
  });

  it('signs out from the profile menu back to the landing page, and the app then needs a sign-in', async () => {
    const page = await newPage(browser());
    const email = e2eEmail('leaver');
    await registerThroughUi(page, email, 'Lee Leaver');
    await verifyThroughMailbox(page, email);
    await signInThroughUi(page, email);
    await page.waitForURL('**/onboarding');
    await page.evaluate(() => fetch('/api/onboarding/complete', { method: 'POST' }));
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
