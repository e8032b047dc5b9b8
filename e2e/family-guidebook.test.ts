import { describe, expect, it } from 'vitest';
import { readyUser, registerThroughUi, verifyThroughMailbox } from './support/account-flows';
import { expectAccessible } from './support/axe';
import { baseUrl, newPage, useBrowser } from './support/browser';
import { callApi, dialogNamed, dismissToast, expectClosed, expectToast } from './support/household';
import { followLatestMail } from './support/mailbox';
import { e2eEmail } from './support/users';

const browser = useBrowser();

const OWNER_NAME = 'Morgan Ellis';
const VIEWER_NAME = 'Riley Ellis';

describe('family guidebook', () => {
  it('writes an entry shared after the event, which a viewer does not see while one shared now they do', async () => {
    const owner = await newPage(browser());
    await readyUser(owner, e2eEmail('guidebook-owner'));
    const viewer = await newPage(browser());
    const viewerEmail = e2eEmail('guidebook-viewer');
    await registerThroughUi(viewer, viewerEmail, VIEWER_NAME);
    // The link signs the viewer in; its countdown then opens onboarding.
    await verifyThroughMailbox(viewer, viewerEmail);
    await viewer.waitForURL('**/onboarding', { timeout: 15_000 });
    await callApi(viewer, 'POST', '/onboarding/complete');
    const { user: ownerUser } = await callApi<{ user: { id: string } }>(
      owner,
      'GET',
      '/auth/session',
    );
    const { user: viewerUser } = await callApi<{ user: { id: string } }>(
      viewer,
      'GET',
      '/auth/session',
    );

    // The viewer joins the owner's family, read-only.
    await callApi(owner, 'POST', '/family/invitations', {
      inviteeName: VIEWER_NAME,
      inviteeEmail: viewerEmail,
    });
    await followLatestMail(
      viewer,
      viewerEmail,
      `${OWNER_NAME} invited you to their family on Nido`,
    );
    const code = new URL(viewer.url()).searchParams.get('invitation');
    await callApi(viewer, 'POST', '/family/invitations/accept', { invitation: code });
    // callApi has no PATCH: the owner makes the member read-only as the Family page does.
    const madeViewer = await owner.request.fetch(`/api/family/members/${viewerUser.id}`, {
      method: 'PATCH',
      data: { role: 'viewer' },
      headers: { Origin: new URL(baseUrl()).origin },
    });
    expect(madeViewer.status()).toBe(200);
    await callApi(owner, 'POST', '/advisors', {
      name: 'Dana Whitfield',
      role: 'attorney',
      phone: '(503) 555-0147',
    });
    await callApi(owner, 'POST', '/guidebook', {
      section: 'where_things_are',
      title: 'Spare house key',
      body: 'Under the blue pot.',
      shares: [{ userId: viewerUser.id, mode: 'now' }],
    });

    await owner.goto('/family-guidebook');
    await owner.getByRole('heading', { level: 1, name: 'Family Guidebook' }).waitFor();
    await owner.getByRole('link', { name: 'Call Dana Whitfield' }).waitFor();
    await expectAccessible(owner, '/family-guidebook');

    await owner.getByRole('button', { name: 'Add to Personal letters' }).click();
    const add = dialogNamed(owner, 'Add entry');
    await add.waitFor();
    await add.getByLabel('Title', { exact: true }).fill('For Riley');
    await add.getByLabel('Addressed to', { exact: true }).fill('Riley');
    await add.getByLabel('Letter', { exact: true }).fill('I am proud of you.\nLove, Mom');
    await add
      .getByRole('radiogroup', { name: VIEWER_NAME })
      .getByRole('radio', { name: 'Share after the triggering event' })
      .check();
    await expectAccessible(owner, 'Add entry dialog');
    await add.getByRole('button', { name: 'Add entry' }).click();
    await dismissToast(await expectToast(owner, 'Guidebook entry added successfully!'));
    await expectClosed(add);
    const letter = owner.getByRole('article', { name: 'For Riley' });
    await letter.getByText(`Shared after the event with ${VIEWER_NAME}`).waitFor();
    await letter.getByRole('button', { name: 'Delete For Riley' }).click();
    const remove = dialogNamed(owner, 'Delete this entry?');
    await remove.waitFor();
    await expectAccessible(owner, 'Delete this entry? dialog');
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expectClosed(remove);

    // The viewer looks at the owner's household: the key, not the letter, and no sharing.
    await viewer.evaluate((id) => {
      window.sessionStorage.setItem('nido_view_owners', JSON.stringify([id]));
    }, ownerUser.id);
    await viewer.goto('/family-guidebook');
    const key = viewer.getByRole('article', { name: 'Spare house key' });
    await key.waitFor();
    await viewer.getByText('View only').waitFor();
    expect(await viewer.getByRole('article', { name: 'For Riley' }).count()).toBe(0);
    expect(await key.getByText(/Shared/).count()).toBe(0);
    await expectAccessible(viewer, '/family-guidebook as a viewer');
  });
});
