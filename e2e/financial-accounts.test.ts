import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import {
  dialogNamed,
  expectClosed,
  dismissToast,
  expectToast,
  fillAmount,
  seedAsset,
} from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

const FULL_NUMBER = '000123456789';

describe('Financial Accounts', () => {
  it('adds, edits and deletes an account with the spec messages, its number masked until shown', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('accounts'));
    await page.goto('/accounts');
    await page.getByRole('heading', { level: 1, name: 'Financial Accounts' }).waitFor();
    await page.getByRole('heading', { name: 'No accounts yet' }).waitFor();
    await expectAccessible(page, '/accounts empty');

    await page.getByRole('button', { name: 'Add your first account' }).click();
    const add = dialogNamed(page, 'Add account');
    await add.waitFor();
    await expectAccessible(page, 'Add account dialog');
    await add.getByLabel('Type').selectOption({ label: 'Checking' });
    await add.getByLabel('Institution').fill('Chase');
    await add.getByLabel('Account name').fill('Everyday Checking');
    await add.getByLabel('Account number').fill(FULL_NUMBER);
    await fillAmount(add.getByLabel('Balance'), '4250.75');
    await add.getByLabel('Owner').fill('Morgan Ellis');
    await add.getByLabel('Beneficiary').fill('Jamie Ellis');
    await add.getByRole('button', { name: 'Add account' }).click();
    await dismissToast(await expectToast(page, 'Account added successfully!'));
    await expectClosed(add);

    const card = page.getByRole('article', { name: 'Everyday Checking' });
    await card.waitFor();
    let text = await card.textContent();
    expect(text).toContain('Chase');
    expect(text).toContain('$4,250.75');
    expect(text).toContain('Jamie Ellis');
    // Masked to its last 4; the whole number is not in the page until asked for.
    expect(text).toContain('****6789');
    expect(await page.content()).not.toContain(FULL_NUMBER);
    await card
      .getByRole('button', { name: 'Show account number of Chase Everyday Checking' })
      .click();
    await card.getByText(FULL_NUMBER, { exact: true }).waitFor();
    await card
      .getByRole('button', { name: 'Hide account number of Chase Everyday Checking' })
      .click();
    await card.getByText('****6789', { exact: true }).waitFor();
    expect(await page.content()).not.toContain(FULL_NUMBER);
    await page.getByRole('heading', { name: 'Checking', exact: true }).waitFor();
    await expectAccessible(page, '/accounts with an account');

    await card.getByRole('button', { name: 'Edit Chase Everyday Checking' }).click();
    const edit = dialogNamed(page, 'Edit account');
    await edit.waitFor();
    // The stored number stays on the server: blank, and kept unless replaced.
    expect(await edit.getByLabel('Account number').inputValue()).toBe('');
    expect(await edit.getByLabel('Account number').getAttribute('placeholder')).toBe(
      'Unchanged (****6789)',
    );
    expect(await edit.getByLabel('Institution').inputValue()).toBe('Chase');
    await expectAccessible(page, 'Edit account dialog');
    await edit.getByLabel('Account name').fill('Joint Checking');
    await fillAmount(edit.getByLabel('Balance'), '5000');
    await edit.getByLabel('Owner').fill('Joint');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await dismissToast(await expectToast(page, 'Account updated successfully!'));
    await expectClosed(edit);

    const edited = page.getByRole('article', { name: 'Joint Checking' });
    await edited.waitFor();
    text = await edited.textContent();
    expect(text).toContain('$5,000.00');
    expect(text).toContain('****6789');
    expect(await page.getByRole('article', { name: 'Everyday Checking' }).count()).toBe(0);
    // The number kept through the edit is still the whole one.
    await edited
      .getByRole('button', { name: 'Show account number of Chase Joint Checking' })
      .click();
    await edited.getByText(FULL_NUMBER, { exact: true }).waitFor();

    await edited.getByRole('button', { name: 'Delete Chase Joint Checking' }).click();
    const confirm = dialogNamed(page, 'Delete this account?');
    await confirm.waitFor();
    await expectAccessible(page, 'Delete account dialog');
    await confirm.getByRole('button', { name: 'Delete account' }).click();
    await expectToast(page, 'Account deleted successfully!');
    await expectClosed(confirm);
    await page.getByRole('heading', { name: 'No accounts yet' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await page.context().close();
  });

  it('shows the same screen at /bank-accounts, grouped by type with a filter', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('bank-accounts'));
    await seedAsset(page, {
      type: 'savings',
      institutionName: 'Ally',
      accountName: 'Rainy Day',
      accountNumber: '4455667788',
      balanceCents: 1_200_000,
    });
    await seedAsset(page, {
      type: 'credit_card',
      institutionName: 'Amex',
      accountName: 'Gold Card',
      balanceCents: 45_000,
    });
    await page.goto('/bank-accounts');
    await page.getByRole('heading', { level: 1, name: 'Financial Accounts' }).waitFor();
    const savings = page.getByRole('article', { name: 'Rainy Day' });
    await savings.waitFor();
    expect(await savings.textContent()).toContain('****7788');
    const card = page.getByRole('article', { name: 'Gold Card' });
    expect(await card.textContent()).toContain('Not recorded');
    expect(await card.textContent()).toContain('owed');

    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Credit card (1)' });
    await savings.waitFor({ state: 'detached' });
    expect(await page.getByRole('article').count()).toBe(1);
    await expectAccessible(page, '/bank-accounts');
    await page.context().close();
  });
});
