import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { familySource, ownSource } from '@test/web/data-sources';
import { fakeApi } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { FormMoneyField } from '@web/components/ui/form-money-field';
import { FormTextField } from '@web/components/ui/form-text-field';
import { ApiError } from '@web/lib/api-error';
import { RecordFormDialog } from './record-form-dialog';

/*
 * The record forms built on this dialog are tested with their screens, which open them and fill
 * every field: accounts-page, investments-page (accounts, holdings, prices), loans-page,
 * properties-page (home and vehicle), advisors-page and policies-panel.
 */

const ZBoatForm = z
  .object({ name: z.string(), valueCents: z.number() })
  .pipe(z.object({ name: z.string().trim().min(1, 'Enter a name'), valueCents: z.number() }));
type TBoatInput = z.output<typeof ZBoatForm>;
type Boat = TBoatInput & { id: string };

const SLOOP: Boat = { id: 'boat-1', name: 'Sloop', valueCents: 1_250_000 };

type Save = (input: TBoatInput, id?: string) => Promise<Boat>;

function BoatFormDialog(props: {
  boat: Boat | null;
  save: Save;
  onClose: () => void;
  householdNote?: boolean;
}) {
  const { boat, save, onClose, householdNote } = props;
  const create = useMutation({ mutationFn: (input: TBoatInput) => save(input) });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: TBoatInput }) => save(input, id),
  });
  return (
    <RecordFormDialog
      schema={ZBoatForm}
      values={{ name: boat?.name ?? '', valueCents: boat?.valueCents ?? 0 }}
      create={create}
      update={update}
      editing={boat && { id: boat.id, title: 'Edit boat', description: `The ${boat.name}` }}
      adding={{
        title: 'Add boat',
        description: 'A boat the family owns.',
        submitLabel: 'Add boat',
      }}
      householdNote={householdNote}
      onClose={onClose}
    >
      {(form) => (
        <>
          <FormTextField form={form} name="name" id="boat-name" label="Name" autoComplete="off" />
          <FormMoneyField form={form} name="valueCents" id="boat-value" label="Value" />
        </>
      )}
    </RecordFormDialog>
  );
}

function renderDialog(boat: Boat | null, save: Save, householdNote?: boolean) {
  const onClose = vi.fn();
  fakeApi({});
  renderRoute(
    <BoatFormDialog boat={boat} save={save} onClose={onClose} householdNote={householdNote} />,
    '/boats',
    { signedInAs: sessionUser() },
  );
  return { onClose, dialog: screen.getByRole('dialog') };
}

/** A save that waits until the test lets it finish. */
function pendingSave() {
  let finish = (_boat: Boat) => {};
  const save = vi.fn<Save>(() => new Promise<Boat>((resolve) => (finish = resolve)));
  return { save, finish: (boat: Boat) => finish(boat) };
}

describe('RecordFormDialog', () => {
  it('adds a record: blank fields, the add texts, and the create with the parsed input', async () => {
    const user = userEvent.setup();
    const save = vi.fn<Save>((input) => Promise.resolve({ ...input, id: 'boat-2' }));
    const { dialog, onClose } = renderDialog(null, save);
    expect(dialog).toHaveAccessibleName('Add boat');
    expect(dialog).toHaveAccessibleDescription('A boat the family owns.');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');

    await user.type(within(dialog).getByLabelText('Name'), '  Dinghy ');
    await user.type(within(dialog).getByLabelText('Value'), '800');
    await user.click(within(dialog).getByRole('button', { name: 'Add boat' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledWith({ name: 'Dinghy', valueCents: 80_000 });
  });

  it("edits a record: its values, the edit texts, and the update with the record's id", async () => {
    const user = userEvent.setup();
    const save = vi.fn<Save>((input, id) => Promise.resolve({ ...input, id: id ?? '' }));
    const { dialog, onClose } = renderDialog(SLOOP, save);
    expect(dialog).toHaveAccessibleName('Edit boat');
    expect(dialog).toHaveAccessibleDescription('The Sloop');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Sloop');
    expect(within(dialog).getByLabelText('Value')).toHaveValue('12,500.00');

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Ketch');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(save).toHaveBeenCalledWith({ name: 'Ketch', valueCents: 1_250_000 }, 'boat-1');
  });

  it('puts the message beside the field and sends nothing while the form is wrong', async () => {
    const user = userEvent.setup();
    const save = vi.fn<Save>();
    const { dialog, onClose } = renderDialog(null, save);
    await user.click(within(dialog).getByRole('button', { name: 'Add boat' }));

    const name = within(dialog).getByLabelText('Name');
    expect(await within(dialog).findByText('Enter a name')).toBeVisible();
    expect(name).toHaveAccessibleDescription('Enter a name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("puts the server's field message beside its field and stays open", async () => {
    const user = userEvent.setup();
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'Check the form', {
      name: 'A boat of this name is recorded already',
    });
    const save = vi.fn<Save>(() => Promise.reject(refused));
    const { dialog, onClose } = renderDialog(SLOOP, save);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(
      await within(dialog).findByText('A boat of this name is recorded already'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
      'A boat of this name is recorded already',
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says it is adding, and cannot be sent twice or closed, until the save ends', async () => {
    const user = userEvent.setup();
    const { save, finish } = pendingSave();
    const { dialog, onClose } = renderDialog(null, save);
    await user.type(within(dialog).getByLabelText('Name'), 'Dinghy');
    await user.click(within(dialog).getByRole('button', { name: 'Add boat' }));

    const busy = await within(dialog).findByRole('button', { name: 'Adding…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledOnce();

    finish({ id: 'boat-2', name: 'Dinghy', valueCents: 0 });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('says it is saving while an edit is sent', async () => {
    const user = userEvent.setup();
    const { save } = pendingSave();
    const { dialog } = renderDialog(SLOOP, save);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('closes with Cancel or Escape while nothing is being saved', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog(SLOOP, vi.fn<Save>());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('RecordFormDialog with several households on screen', () => {
  /** The dialog once the households on screen are known, where it asks for them. */
  async function renderForHouseholds(boat: Boat | null, householdNote?: boolean) {
    fakeApi({
      'GET /api/family/sources': () => ({
        sources: [ownSource('user-2'), familySource('rosa', 'Rosa Diaz')],
      }),
    });
    const { queryClient } = renderRoute(
      <BoatFormDialog
        boat={boat}
        save={vi.fn<Save>()}
        onClose={() => {}}
        householdNote={householdNote}
      />,
      '/boats',
      { signedInAs: sessionUser({ id: 'user-2', invitedBy: 'rosa' }) },
    );
    // A note would ask for the households: once nothing is loading, it would be there.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    return screen.getByRole('dialog');
  }

  it('says which household an added record goes to', async () => {
    const dialog = await renderForHouseholds(null);
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        /^A boat the family owns\.\s*Adds to: My Account$/,
      ),
    );
  });

  it('says nothing of households when editing', async () => {
    const dialog = await renderForHouseholds(SLOOP);
    expect(dialog).toHaveAccessibleDescription('The Sloop');
  });

  it('says nothing of households when the record goes with something already chosen', async () => {
    const dialog = await renderForHouseholds(null, false);
    expect(dialog).toHaveAccessibleDescription('A boat the family owns.');
  });
});
