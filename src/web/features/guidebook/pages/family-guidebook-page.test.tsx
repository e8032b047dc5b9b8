import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from '@test/web/fake-api';
import { familySource, guestOwn } from '@test/web/data-sources';
import { expectLinkTo } from '@test/web/expect-link';
import { IDS, entry, guidebook } from '../guidebook-fixtures.test-helper';
import { guidebookApi, renderGuidebook } from '../guidebook-api.test-helper';
import { expectToast } from '@test/web/expect-toast';

const VIEWER_SOURCES = {
  'GET /api/family/sources': () => ({
    sources: [guestOwn(IDS.viewer), familySource(IDS.owner, 'Maria Lopez', 'viewer')],
  }),
};

describe('FamilyGuidebookPage', () => {
  it('shows the sections in order with what the records say and the written entries', async () => {
    guidebookApi();
    renderGuidebook();
    expect(screen.getByRole('heading', { level: 1, name: 'Family Guidebook' })).toBeVisible();
    await screen.findByRole('article', { name: 'Spare house key' });
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Who to call first',
      'Where things are',
      'Final wishes',
      'Pets',
      'Digital accounts',
      'Personal letters',
      'Other things to know',
    ]);

    const calls = screen.getByRole('region', { name: 'Who to call first' });
    expectLinkTo(within(calls), 'Call Rosa Lopez', 'tel:5550100101');
    expectLinkTo(within(calls), 'Email Jane Counsel', 'mailto:jane@counsel.example');
    expect(within(calls).queryByRole('link', { name: 'Call Jane Counsel' })).toBeNull();

    const where = screen.getByRole('region', { name: 'Where things are' });
    expect(within(where).getByText('Fireproof safe, hall closet')).toBeVisible();
    expectLinkTo(within(where), 'Last will 2025', `/api/documents/${IDS.willScan}/open`);
    expect(within(where).getByText(/holds Will: 2/)).toBeVisible();
    const key = within(where).getByRole('article', { name: 'Spare house key' });
    // Line breaks are kept.
    expect(within(key).getByText(/Under the blue pot/)).toHaveClass('whitespace-pre-line');
    expect(within(key).getByText(/Under the blue pot/).textContent).toBe(
      'Under the blue pot.\nThe garage code is with Ana.',
    );
    expect(
      within(key).getByText('Shared now with Ana Lopez · after the event with Luis Diaz'),
    ).toBeVisible();

    const pets = screen.getByRole('region', { name: 'Pets' });
    expect(within(pets).getByRole('link', { name: 'Call Nina Neighbor' })).toBeVisible();

    const letter = screen.getByRole('article', { name: 'For Ana' });
    expect(within(letter).getByText('To Ana')).toBeVisible();
    expect(
      within(letter).getByText('Not shared: only the owner and whoever wrote it see it'),
    ).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Final wishes' })).getByText(
        'Nothing written here yet.',
      ),
    ).toBeVisible();
  });

  it('saves an entry shared after the triggering event with one person', async () => {
    const user = userEvent.setup();
    const server = guidebookApi();
    renderGuidebook();
    await screen.findByRole('article', { name: 'Spare house key' });
    await user.click(screen.getByRole('button', { name: 'Add to Final wishes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add entry' });
    expect(within(dialog).getByLabelText('Section')).toHaveValue('final_wishes');
    await user.type(within(dialog).getByLabelText('Title'), 'My service');
    await user.type(
      within(dialog).getByLabelText('What your family should know'),
      'A small service.{Enter}Cremation, please.',
    );
    const luis = within(dialog).getByRole('radiogroup', { name: 'Luis Diaz' });
    expect(within(luis).getByRole('radio', { name: 'Never share' })).toBeChecked();
    await user.click(within(luis).getByRole('radio', { name: 'Share after the triggering event' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));

    await expectToast('Guidebook entry added successfully!');
    expect(server.bodiesOf('POST /api/guidebook')).toEqual([
      {
        section: 'final_wishes',
        title: 'My service',
        body: 'A small service.\nCremation, please.',
        addressedTo: null,
        digitalAction: null,
        shares: [
          { userId: IDS.ana, mode: 'never' },
          { userId: IDS.luis, mode: 'after_event' },
        ],
      },
    ]);
    const saved = await screen.findByRole('article', { name: 'My service' });
    expect(within(saved).getByText('Shared after the event with Luis Diaz')).toBeVisible();
  });

  it('asks who a letter is for before saving it', async () => {
    const user = userEvent.setup();
    const server = guidebookApi();
    renderGuidebook();
    await screen.findByRole('article', { name: 'Spare house key' });
    await user.click(screen.getByRole('button', { name: 'Add to Personal letters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add entry' });
    await user.type(within(dialog).getByLabelText('Title'), 'For Luis');
    await user.type(within(dialog).getByLabelText('Letter'), 'Thank you.');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(await within(dialog).findByText('Enter who the letter is for')).toBeVisible();
    expect(within(dialog).getByLabelText('Addressed to')).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /api/guidebook')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Addressed to'), 'Luis');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    await expectToast('Guidebook entry added successfully!');
    expect(server.bodiesOf('POST /api/guidebook')[0]).toMatchObject({ addressedTo: 'Luis' });
  });

  it('refuses a password in a digital account entry, in plain words', async () => {
    const user = userEvent.setup();
    const server = guidebookApi();
    renderGuidebook();
    await screen.findByRole('article', { name: 'Spare house key' });
    await user.click(screen.getByRole('button', { name: 'Add to Digital accounts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add entry' });
    await user.type(within(dialog).getByLabelText('Title'), 'Gmail');
    await user.selectOptions(
      within(dialog).getByLabelText('What to do with the account'),
      'memorialize',
    );
    await user.type(within(dialog).getByLabelText('What your family should know'), 'pwd: x1');
    await user.click(within(dialog).getByRole('button', { name: 'Add entry' }));
    expect(
      await within(dialog).findByText(
        "Don't store passwords here: say where the family can find them (for example a password manager's emergency access)",
      ),
    ).toBeVisible();
    expect(server.callsTo('POST /api/guidebook')).toHaveLength(0);
  });

  it('deletes an entry after asking', async () => {
    const user = userEvent.setup();
    const server = guidebookApi();
    renderGuidebook();
    const key = await screen.findByRole('article', { name: 'Spare house key' });
    await user.click(within(key).getByRole('button', { name: 'Delete Spare house key' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    await expectToast('Guidebook entry deleted successfully!');
    expect(server.callsTo(`DELETE /api/guidebook/${IDS.entry}`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Spare house key' })).toBeNull(),
    );
  });

  it('shows a viewer what is shared with them, read-only and without who else sees it', async () => {
    guidebookApi(
      guidebook({
        entries: [entry({ shares: [], canManage: false })],
        people: [],
        writableOwnerIds: [],
      }),
      VIEWER_SOURCES,
    );
    renderGuidebook({ id: IDS.viewer, accountType: 'guest', invitedBy: IDS.owner });
    const key = await screen.findByRole('article', { name: 'Spare house key' });
    expect(screen.getByText('View only')).toBeVisible();
    expect(
      screen.getByText(
        'You see the entries shared with you. Some open only after the triggering event.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add entry' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add to/ })).toBeNull();
    expect(within(key).queryByRole('button')).toBeNull();
    expect(within(key).queryByText(/Shared|Not shared/)).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Final wishes' })).getByText(
        'Nothing shared with you here.',
      ),
    ).toBeVisible();
  });

  it('says so when nothing is written or recorded yet', async () => {
    const user = userEvent.setup();
    guidebookApi(
      guidebook({
        entries: [],
        assembled: {
          firstCalls: [],
          originals: [],
          documentCounts: [],
          keyDocuments: [],
          pets: [],
        },
      }),
    );
    renderGuidebook();
    await user.click(await screen.findByRole('button', { name: 'Write the first entry' }));
    expect(await screen.findByRole('dialog', { name: 'Add entry' })).toBeVisible();
  });

  it('offers to try again when the guidebook cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    guidebookApi(guidebook(), {
      'GET /api/guidebook': () =>
        fail ? apiError(500, 'INTERNAL', 'Something went wrong.') : guidebook(),
    });
    renderGuidebook();
    expect(await screen.findByText("We couldn't load the family guidebook")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Spare house key' })).toBeVisible();
  });
});
