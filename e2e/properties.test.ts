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
  seedExpenses,
} from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

describe('Properties', () => {
  it('adds a home and a vehicle, edits the vehicle and deletes the home', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('properties'));
    // A bill at the home's address: the home, once added, shows it as its own.
    await seedExpenses(page, [
      {
        category: 'home',
        vendor: 'Cedar Grove HOA',
        costCents: 12_550,
        homeSubcategory: 'HOA',
        address: { street: '12 Maple Street', city: 'Springfield', state: 'IL', zip: '62704' },
      },
    ]);
    await page.goto('/properties');
    await page.getByRole('heading', { level: 1, name: 'Properties' }).waitFor();
    await page.getByRole('heading', { name: 'No properties yet' }).waitFor();
    await expectAccessible(page, '/properties empty');

    await page.getByRole('button', { name: 'Add your first home' }).click();
    const add = dialogNamed(page, 'Add property');
    await add.waitFor();
    expect(await add.getByRole('radio', { name: 'Home' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await expectAccessible(page, 'Add property dialog (home)');
    await add.getByLabel('Name (optional)').fill('Maple House');
    await add.getByLabel('Type').selectOption({ label: 'Primary residence' });
    await add.getByLabel('Street').fill('12 Maple Street');
    await add.getByLabel('City').fill('Springfield');
    await add.getByLabel('State').fill('IL');
    await add.getByLabel('ZIP').fill('62704');
    await fillAmount(add.getByLabel('Estimated value'), '450000');
    await add.getByLabel('Purchase date').fill('2019-06-01');
    await fillAmount(add.getByLabel('Purchase price'), '385000');
    await add.getByRole('button', { name: 'Add home' }).click();
    await dismissToast(await expectToast(page, 'Property added'));
    await expectClosed(add);

    const homes = page.getByRole('region', { name: 'Homes' });
    const home = homes.getByRole('article', { name: 'Maple House' });
    await home.waitFor();
    const homeText = await home.textContent();
    expect(homeText).toContain('12 Maple Street, Springfield, IL, 62704');
    expect(homeText).toContain('Primary residence');
    expect(homeText).toContain('$450,000.00');
    expect(homeText).toContain('Jun 1, 2019 for $385,000.00');
    expect(homeText).toContain('Cedar Grove HOA');
    expect(homeText).toContain('$125.50/mo');

    // The vehicle from the Vehicles section: the dialog asks for a vehicle's fields instead.
    const vehicles = page.getByRole('region', { name: 'Vehicles' });
    await vehicles.getByText('No vehicles yet.').waitFor();
    await vehicles.getByRole('button', { name: 'Add a vehicle' }).click();
    await add.waitFor();
    expect(await add.getByRole('radio', { name: 'Vehicle' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await add.getByLabel('Street').count()).toBe(0);
    await expectAccessible(page, 'Add property dialog (vehicle)');
    await add.getByLabel('Year').fill('2021');
    await add.getByLabel('Make').fill('Honda');
    await add.getByLabel('Model').fill('CR-V');
    await add.getByLabel('VIN (optional)').fill('5j6rw2h89ml012345');
    await fillAmount(add.getByLabel('Estimated value'), '24000');
    await add.getByRole('button', { name: 'Add vehicle' }).click();
    await dismissToast(await expectToast(page, 'Property added'));
    await expectClosed(add);

    const vehicle = vehicles.getByRole('article', { name: '2021 Honda CR-V' });
    await vehicle.waitFor();
    expect(await vehicle.textContent()).toContain('5J6RW2H89ML012345');
    const value = page.getByRole('term').filter({ hasText: 'Property value' });
    expect(await value.locator('xpath=following-sibling::dd').first().textContent()).toBe(
      '$474,000.00',
    );
    await expectAccessible(page, '/properties with a home and a vehicle');

    await vehicle.getByRole('button', { name: 'Edit 2021 Honda CR-V' }).click();
    const edit = dialogNamed(page, 'Edit vehicle');
    await edit.waitFor();
    // An existing property keeps its kind.
    expect(await edit.getByRole('radio').count()).toBe(0);
    expect(await edit.getByLabel('Make').inputValue()).toBe('Honda');
    await expectAccessible(page, 'Edit vehicle dialog');
    await edit.getByLabel('Name (optional)').fill('Family SUV');
    await fillAmount(edit.getByLabel('Estimated value'), '23000');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await dismissToast(await expectToast(page, 'Property updated'));
    await expectClosed(edit);
    const renamed = vehicles.getByRole('article', { name: 'Family SUV' });
    await renamed.waitFor();
    expect(await renamed.textContent()).toContain('2021 Honda CR-V');
    expect(await renamed.textContent()).toContain('$23,000.00');
    await expect
      .poll(() => value.locator('xpath=following-sibling::dd').first().textContent())
      .toBe('$473,000.00');

    await home.getByRole('button', { name: 'Delete Maple House' }).click();
    const confirm = dialogNamed(page, 'Delete this home?');
    await confirm.waitFor();
    await expectAccessible(page, 'Delete home dialog');
    await confirm.getByRole('button', { name: 'Delete home' }).click();
    await expectToast(page, 'Property deleted');
    await expectClosed(confirm);
    await homes.getByText('No homes yet.').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.context().close();
  });
});
