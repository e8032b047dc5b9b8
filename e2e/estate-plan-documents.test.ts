import { describe, expect, it } from 'vitest';
import { readyUser } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { newPage, useBrowser } from './support/browser';
import {
  callApi,
  dialogNamed,
  dismissToast,
  expectClosed,
  expectToast,
  seedAsset,
} from './support/household';
import { e2eEmail } from './support/users';

const browser = useBrowser();

describe('estate plan documents', () => {
  it('fills the will card with an executor, an alternate and where the original is kept', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('estate-will'));
    await callApi(page, 'POST', '/advisors', {
      name: 'Dana Whitfield',
      role: 'attorney',
      phone: '(503) 555-0147',
    });

    await page.goto('/estate-plan');
    await page.getByRole('heading', { level: 1, name: 'Estate Plan' }).waitFor();
    const willCard = page.getByRole('region', { name: 'Will', exact: true });
    await willCard.getByText('Not started').waitFor();
    await expectAccessible(page, '/estate-plan');

    await willCard.getByRole('button', { name: 'Add will' }).click();
    const add = dialogNamed(page, 'Add will');
    await add.waitFor();
    await add.getByLabel('Whose document', { exact: true }).fill('Morgan Ellis');
    await add.getByLabel('Status', { exact: true }).selectOption('Witnessed or notarized');
    await add.getByLabel('Date signed', { exact: true }).fill('2024-03-05');
    await add.getByLabel('State signed in', { exact: true }).selectOption('Oregon');
    await add
      .getByLabel('Where the original is kept', { exact: true })
      .fill('Fireproof safe in the home office');
    await add.getByRole('button', { name: 'Add executor' }).click();
    const executor = add.getByRole('group', { name: 'Executor 1' });
    await executor.getByLabel('Person', { exact: true }).selectOption('Someone else');
    await executor.getByLabel('Name', { exact: true }).fill('Ana Lopez');
    await executor.getByLabel('Relationship', { exact: true }).fill('Sister');
    await add.getByRole('button', { name: 'Add alternate executor' }).click();
    await add
      .getByRole('group', { name: 'Executor 2' })
      .getByLabel('Person', { exact: true })
      .selectOption('Dana Whitfield (Attorney)');
    await expectAccessible(page, 'Add will dialog');
    await add.getByRole('button', { name: 'Add will' }).click();
    await dismissToast(await expectToast(page, 'Will added successfully!'));
    await expectClosed(add);

    const will = willCard.getByRole('article', { name: 'Will of Morgan Ellis' });
    await will.getByText('Fireproof safe in the home office').waitFor();
    expect(await will.getByRole('list', { name: 'People named' }).innerText()).toContain(
      'Executor: Ana Lopez · Alternate: Dana Whitfield',
    );
    expect(
      await will.getByRole('list', { name: 'Status' }).locator('[aria-current="step"]').innerText(),
    ).toBe('Witnessed or notarized');
    await will.getByText('Signed: Mar 5, 2024 in Oregon').waitFor();

    // A life event brings the will's review forward.
    await page.getByRole('button', { name: 'Record a life event' }).click();
    const event = dialogNamed(page, 'Record a life event');
    await event.waitFor();
    await event.getByLabel('What happened', { exact: true }).selectOption('Marriage');
    await event.getByLabel('Date', { exact: true }).fill('2025-06-01');
    await expectAccessible(page, 'Record a life event dialog');
    await event.getByRole('button', { name: 'Record life event' }).click();
    await dismissToast(await expectToast(page, 'Life event recorded successfully!'));
    await expectClosed(event);
    await will.getByText('Review overdue').waitFor();
    await will.getByText('Brought forward by a life event: Marriage on Jun 1, 2025.').waitFor();
    await expectAccessible(page, '/estate-plan with a will');

    // The delete confirmations, checked and cancelled: nothing goes.
    await page.getByRole('button', { name: 'Delete Marriage on Jun 1, 2025' }).click();
    const deleteEvent = dialogNamed(page, 'Delete this life event?');
    await deleteEvent.waitFor();
    await expectAccessible(page, 'Delete this life event? dialog');
    await deleteEvent.getByRole('button', { name: 'Cancel' }).click();
    await expectClosed(deleteEvent);
    await will.getByRole('button', { name: 'Delete Will of Morgan Ellis' }).click();
    const deleteWill = dialogNamed(page, 'Delete this will?');
    await deleteWill.waitFor();
    await expectAccessible(page, 'Delete this will? dialog');
    await deleteWill.getByRole('button', { name: 'Cancel' }).click();
    await expectClosed(deleteWill);
    await will.getByText('Review overdue').waitFor();
  });

  it('lists what a trust should hold and ticks an account once it is retitled', async () => {
    const page = await newPage(browser());
    await readyUser(page, e2eEmail('estate-trust'));
    await seedAsset(page, {
      type: 'checking',
      institutionName: 'Chase',
      accountName: 'Everyday Checking',
      accountNumber: '000123456789',
      balanceCents: 425_075,
    });

    await page.goto('/estate-plan');
    const trustCard = page.getByRole('region', { name: 'Trust', exact: true });
    await trustCard.getByRole('button', { name: 'Add trust' }).click();
    const add = dialogNamed(page, 'Add trust');
    await add.waitFor();
    await add.getByLabel('Whose document', { exact: true }).fill('Morgan Ellis');
    await add.getByRole('button', { name: 'Add trustee' }).click();
    await add
      .getByRole('group', { name: 'Trustee 1' })
      .getByLabel('Person', { exact: true })
      .selectOption('Morgan Ellis');
    await add.getByRole('checkbox', { name: 'Chase · Everyday Checking' }).check();
    await expectAccessible(page, 'Add trust dialog');
    await add.getByRole('button', { name: 'Add trust' }).click();
    await dismissToast(await expectToast(page, 'Trust added successfully!'));
    await expectClosed(add);

    const trust = trustCard.getByRole('article', { name: 'Trust of Morgan Ellis' });
    await trust.getByText('0 of 1 retitled to the trust').waitFor();
    await trust.getByRole('checkbox', { name: 'Chase · Everyday Checking' }).check();
    await dismissToast(await expectToast(page, 'Funding checklist saved'));
    await trust.getByText('1 of 1 retitled to the trust').waitFor();
    await page.reload();
    expect(
      await page
        .getByRole('article', { name: 'Trust of Morgan Ellis' })
        .getByRole('checkbox', { name: 'Chase · Everyday Checking' })
        .isChecked(),
    ).toBe(true);
    await expectAccessible(page, '/estate-plan with a trust');
  });
});
