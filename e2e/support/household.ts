import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TAssetInput } from '@shared/finance/asset-schemas';
import type { TExpense, TExpenseInput } from '@shared/finance/expense-schemas';
import type { TLoan, TLoanInput } from '@shared/finance/loan-schemas';
import type { TPropertyInput } from '@shared/finance/property-schemas';
import { baseUrl } from './browser';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls the JSON API as the signed-in user of `page` (its cookies), for setting up data a test
 * does not exercise through the screens. Writes carry our own Origin, as the browser's do (the
 * same-origin rule for writes, src/server/http/same-origin-writes.ts): the shared server's, unless
 * the page is on a server of the file's own.
 */
export async function callApi<T = unknown>(
  page: Page,
  method: Method,
  path: string,
  data?: unknown,
  origin = new URL(baseUrl()).origin,
): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, {
    method,
    data,
    // A fresh connection each call: a kept-alive one the server closes after 5 idle seconds
    // (Node's default) can be written to just as it closes, and the call fails with ECONNRESET
    // (seen once in CI, on a GET long after the account was made).
    headers: { Connection: 'close', ...(method === 'GET' ? {} : { Origin: origin }) },
  });
  const body = await response.text();
  expect(response.ok(), `${method} /api${path} answered ${response.status()}: ${body}`).toBe(true);
  return (body ? JSON.parse(body) : null) as T;
}

/** Adds obligations in the order given (the list shows them newest first). */
export async function seedExpenses(page: Page, inputs: TExpenseInput[]): Promise<TExpense[]> {
  const saved: TExpense[] = [];
  for (const input of inputs) {
    saved.push((await callApi<{ expense: TExpense }>(page, 'POST', '/expenses', input)).expense);
  }
  return saved;
}

export async function listExpenses(page: Page): Promise<TExpense[]> {
  return (await callApi<{ expenses: TExpense[] }>(page, 'GET', '/expenses')).expenses;
}

export async function listLoans(page: Page): Promise<TLoan[]> {
  return (await callApi<{ loans: TLoan[] }>(page, 'GET', '/loans')).loans;
}

export async function seedAsset(page: Page, input: TAssetInput): Promise<void> {
  await callApi(page, 'POST', '/assets', input);
}

export async function seedLoan(page: Page, input: TLoanInput): Promise<void> {
  await callApi(page, 'POST', '/loans', input);
}

export async function seedProperty(page: Page, input: TPropertyInput): Promise<void> {
  await callApi(page, 'POST', '/properties', input);
}

/** A toast (sonner) whose text includes `text`; waits until it is on screen. */
export async function expectToast(page: Page, text: string): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await toast.waitFor({ timeout: 15_000 });
  return toast;
}

/**
 * Closes a toast with its close button, as a person would before going on. Toasts sit in the
 * bottom-right corner above everything, where a tall dialog has its buttons: a test that opens
 * the next dialog (and checks it with axe) while a toast is still up finds the toast's close
 * button on top of the dialog's footer (reported as an app issue).
 */
export async function dismissToast(toast: Locator): Promise<void> {
  try {
    await toast.getByRole('button', { name: 'Close toast' }).click({ timeout: 3_000 });
  } catch {
    // It went on its own (4 seconds) before the click: gone either way.
  }
  await toast.waitFor({ state: 'detached', timeout: 15_000 });
}

/** Every toast has gone (each leaves on its own after 4 seconds, or when closed). */
export async function toastsGone(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
}

/** An open modal dialog (or alert dialog) by its title. */
export function dialogNamed(page: Page, name: string): Locator {
  return page
    .getByRole('dialog', { name, exact: true })
    .or(page.getByRole('alertdialog', { name, exact: true }));
}

/** Waits for a dialog to be gone (closed and unmounted). */
export async function expectClosed(dialog: Locator): Promise<void> {
  await dialog.waitFor({ state: 'detached', timeout: 15_000 });
}

/**
 * Replaces the amount in a currency input as a person does: entering the field selects the amount
 * (shown without separators while focused), so what is typed replaces it.
 */
export async function fillAmount(input: Locator, amount: string): Promise<void> {
  await input.focus();
  await input.page().keyboard.type(amount);
}
