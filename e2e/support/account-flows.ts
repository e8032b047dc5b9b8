import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from './household';
import { followLatestMail, latestMailLink } from './mailbox';
import { E2E_PASSWORD } from './users';

/** Fills the registration form the page shows and submits it. */
export async function submitRegistration(
  page: Page,
  email: string,
  fullName = 'Morgan Ellis',
): Promise<void> {
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** Fills /register and submits; the page ends on /registration-success. */
export async function registerThroughUi(
  page: Page,
  email: string,
  fullName = 'Morgan Ellis',
): Promise<void> {
  await page.goto('/register');
  await submitRegistration(page, email, fullName);
  await page.waitForURL('**/registration-success');
}

/**
 * Opens the verification mail in /dev/mail and follows its link to /email-confirmed, which signs
 * the browser in (spec §4); its countdown then moves on to /onboarding.
 */
export async function verifyThroughMailbox(page: Page, email: string): Promise<void> {
  await followLatestMail(page, email, 'Confirm your email for Nido');
  await page.waitForURL('**/email-confirmed**');
  await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
}

export async function signInThroughUi(
  page: Page,
  email: string,
  password = E2E_PASSWORD,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * A verified account that has finished onboarding, signed in, on the dashboard. Made through the
 * same API calls as the screens make (sign-up, the emailed link's token, which signs in, then
 * onboarding), not through the screens: it is the starting point of other flows, and going through
 * four screens for it cost each such test 10-20 s on a busy CI machine. account-lifecycle.test.ts
 * walks registration, the mail and onboarding through the screens.
 */
export async function readyUser(
  page: Page,
  email: string,
  fullName = 'Morgan Ellis',
): Promise<void> {
  // The page's server: the shared one, or a file's own (support/own-server.ts).
  await page.goto('/api/health');
  const server = new URL(page.url()).origin;
  const post = (path: string, data?: unknown) => callApi(page, 'POST', path, data, server);
  await post('/auth/sign-up', { fullName, email, password: E2E_PASSWORD, acceptedTerms: true });
  const link = new URL(await latestMailLink(email, 'Confirm your email for Nido', server));
  expect(link.pathname).toBe('/email-confirmed');
  await post('/auth/verify-email', { token: link.searchParams.get('token') });
  await post('/onboarding/complete');
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1 }).waitFor();
}
