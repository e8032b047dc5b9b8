import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { followLatestMail } from './mailbox';
import { E2E_PASSWORD } from './users';

/** Fills /register and submits; the page ends on /registration-success. */
export async function registerThroughUi(
  page: Page,
  email: string,
  fullName = 'Morgan Ellis',
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(fullName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Confirm Password').fill(E2E_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/registration-success');
}

/** Opens the verification mail in /dev/mail and follows its link to /email-confirmed. */
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

/** A verified account that has finished onboarding, signed in, on the dashboard. */
export async function readyUser(page: Page, email: string): Promise<void> {
  await registerThroughUi(page, email);
  await verifyThroughMailbox(page, email);
  await signInThroughUi(page, email);
  await page.waitForURL('**/onboarding');
  const complete = await page.evaluate(async () => {
    const response = await fetch('/api/onboarding/complete', { method: 'POST' });
    return response.status;
  });
  expect(complete).toBe(200);
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1 }).waitFor();
}
