import type { Locator, Page } from 'playwright-core';
import type { TExpenseInput } from '@shared/finance/expense-schemas';
import { dialogNamed } from './household';

/** The Monthly Expenses screen, loaded with its data (or its empty state). */
export async function openExpenses(page: Page): Promise<void> {
  await page.goto('/expenses');
  await appTookOver(page);
  await page.getByRole('heading', { level: 1, name: 'Monthly Expenses' }).waitFor();
  await page
    .getByRole('heading', { name: 'Obligations', exact: true })
    .or(page.getByRole('heading', { name: 'Welcome to Nido!' }))
    .waitFor({ timeout: 20_000 });
}

/**
 * A household that can only view its own gets the screen rendered by the server first, inert
 * until the app swaps in its live copy (server/http/first-screen.ts): wait for that copy.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.locator('#root[data-first-screen]').waitFor({ state: 'detached', timeout: 30_000 });
}

/** The obligations table (the list view of All and of the categories without groups). */
export function obligationsTable(page: Page): Locator {
  return page.getByRole('table');
}

/** The vendors of the table's rows, top to bottom. */
export function tableVendors(page: Page): Promise<string[]> {
  return obligationsTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => row.querySelector('td p')?.textContent?.trim() ?? '(no vendor)'),
    );
}

/** A button of the category filter (All, Home, Auto, Insurance, Kids, Other). */
export function categoryFilter(page: Page, label: string): Locator {
  return page.getByRole('group', { name: 'Category' }).getByRole('button', { name: label });
}

/** A button of the list/grid toggle. */
export function layoutButton(page: Page, label: 'List' | 'Grid'): Locator {
  return page.getByRole('group', { name: 'View' }).getByRole('button', { name: label });
}

export function searchBox(page: Page): Locator {
  return page.getByPlaceholder('Search by vendor or description...');
}

export const addDialog = (page: Page) => dialogNamed(page, 'Add New Obligation');
export const editDialog = (page: Page) => dialogNamed(page, 'Edit Obligation');

type Address = { street: string; city: string; state: string; zip: string };

/** Types an address into the obligation form's new-address inputs. */
export async function fillNewAddress(dialog: Locator, address: Address): Promise<void> {
  await dialog.getByLabel('Street', { exact: true }).fill(address.street);
  await dialog.getByLabel('City', { exact: true }).fill(address.city);
  await dialog.getByLabel('State', { exact: true }).fill(address.state);
  await dialog.getByLabel('ZIP', { exact: true }).fill(address.zip);
}

/** A home obligation for API setup, at `address`. */
export function homeExpense(
  vendor: string,
  costCents: number,
  address: Address,
  extra: Partial<TExpenseInput> = {},
): TExpenseInput {
  return { category: 'home', vendor, costCents, homeSubcategory: 'Utilities', address, ...extra };
}

/** The texts of a table row's cells as read on screen (each cell's lines joined by a space). */
export function rowCells(row: Locator): Promise<string[]> {
  return row
    .getByRole('cell')
    .evaluateAll((cells) =>
      cells.map((cell) => (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim()),
    );
}
