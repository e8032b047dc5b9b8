import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_BILLS_PER_UPLOAD, type TBillExtractionResult } from '@shared/bills/bill-schemas';
import { apiError, fakeApi, hang, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { photo, readBill, unreadBill, uploadsRoute } from '../testing/bill-fixtures';
import { BillUploadDialog } from './bill-upload-dialog';

function renderDialog(routes: Record<string, Handler>) {
  const onReview = vi.fn();
  const onOneAtATime = vi.fn();
  const api = fakeApi(routes);
  renderRoute(
    <BillUploadDialog
      open
      onOpenChange={() => {}}
      onReview={onReview}
      onOneAtATime={onOneAtATime}
    />,
    '/expenses',
    { signedInAs: sessionUser() },
  );
  const dialog = screen.getByRole('dialog', { name: 'Upload Bills for AI Processing' });
  return { api, dialog, onReview, onOneAtATime };
}

const processing = (results: TBillExtractionResult[]) => () => ({ results });

describe('Upload Bills for AI Processing', () => {
  it('asks for bills when Upload & Process is pressed without any', async () => {
    const user = userEvent.setup();
    const { api, dialog } = renderDialog({});
    await user.click(within(dialog).getByRole('button', { name: 'Upload & Process' }));
    expect(await screen.findByText('No files selected')).toBeInTheDocument();
    expect(screen.getByText('Please select bills to upload')).toBeInTheDocument();
    expect(api.callsTo('POST /api/bills/uploads')).toHaveLength(0);
  });

  it('lists the chosen bills with Remove, and leaves out files over 10 MB', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog({});
    await user.upload(within(dialog).getByLabelText('Select Files'), [
      photo('march.png'),
      photo('april.png'),
      photo('huge.png', 10 * 1024 * 1024 + 1),
    ]);
    expect(within(dialog).getByText('march.png')).toBeInTheDocument();
    expect(within(dialog).queryByText('huge.png')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove march.png' }));
    expect(within(dialog).queryByText('march.png')).toBeNull();
    expect(within(dialog).getByText('april.png')).toBeInTheDocument();
  });

  it('shows each upload’s progress, then processing, then each result and the summary', async () => {
    const user = userEvent.setup();
    let finishProcessing: (value: unknown) => void = () => {};
    const read = [
      readBill('a.png'),
      readBill('b.png', {}, { vendor: null }),
      unreadBill('c.png', 'The photo is too blurry to read.'),
      unreadBill('d.png', null),
    ];
    const { api, dialog, onReview } = renderDialog({
      'POST /api/bills/uploads': uploadsRoute(),
      'POST /api/bills/process': () =>
        new Promise((resolve) => {
          finishProcessing = () => resolve({ results: read });
        }),
    });
    await user.upload(
      within(dialog).getByLabelText('Select Files'),
      ['a.png', 'b.png', 'c.png', 'd.png'].map((name) => photo(name)),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload & Process' }));
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Upload of a.png' }),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Processing bills with AI...')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/bills/process')).toEqual([
      { imageUrls: ['a', 'b', 'c', 'd'].map((name) => `/api/files/token-${name}.png`) },
    ]);
    finishProcessing(null);

    const results = await within(dialog).findByRole('region', { name: 'Results' });
    const rows = within(results).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'a.pngRead: Comcast',
      'b.pngRead: Extracted',
      'c.pngNot read: The photo is too blurry to read.',
      'd.pngNot read: Failed',
    ]);
    expect(await screen.findByText('2 bill(s) extracted successfully, 2 failed')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Review 2 bill(s)' }));
    expect(onReview).toHaveBeenCalledWith([read[0], read[1]]);
  });

  it('lists a file the upload refused among the results, and counts it as failed', async () => {
    const user = userEvent.setup();
    const { api, dialog } = renderDialog({
      'POST /api/bills/uploads': (body, init) => {
        const file = (init.body as FormData).get('file') as File;
        return file.name === 'notes.pdf'
          ? apiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This file is not a PDF or a photo.')
          : uploadsRoute()(body, init);
      },
      'POST /api/bills/process': processing([readBill('a.png')]),
    });
    await user.upload(within(dialog).getByLabelText('Select Files'), [
      photo('notes.pdf'),
      photo('a.png'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload & Process' }));
    const results = await within(dialog).findByRole('region', { name: 'Results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['notes.pdfNot read: This file is not a PDF or a photo.', 'a.pngRead: Comcast']);
    expect(await screen.findByText('1 bill(s) extracted successfully, 1 failed')).toBeVisible();
    expect(api.bodiesOf('POST /api/bills/process')).toEqual([
      { imageUrls: ['/api/files/token-a.png'] },
    ]);
  });

  it('says processing failed when no bill could be read', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog({
      'POST /api/bills/uploads': uploadsRoute(),
      'POST /api/bills/process': processing([unreadBill('a.png', null)]),
    });
    await user.upload(within(dialog).getByLabelText('Select Files'), photo('a.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload & Process' }));
    expect(await screen.findByText('Processing failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to extract data from bills')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Review/ })).toBeNull();
  });

  it('offers one bill in the prefilled form, and several one at a time', async () => {
    const user = userEvent.setup();
    const { dialog, onOneAtATime } = renderDialog({
      'POST /api/bills/uploads': uploadsRoute(),
      'POST /api/bills/process': processing([readBill('a.png')]),
    });
    await user.upload(within(dialog).getByLabelText('Select Files'), photo('a.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload & Process' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Review 1 bill(s)' }));
    expect(onOneAtATime).toHaveBeenCalledWith([readBill('a.png')]);
  });

  it('tells why an upload failed, and that a signed-out person is not authenticated', async () => {
    const user = userEvent.setup();
    let answer = apiError(413, 'PAYLOAD_TOO_LARGE', 'This file is larger than 10 MB.');
    const { api, dialog } = renderDialog({ 'POST /api/bills/uploads': () => answer });
    await user.upload(within(dialog).getByLabelText('Select Files'), photo('a.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload & Process' }));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getAllByText('This file is larger than 10 MB.').length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/bills/process')).toHaveLength(0);

    answer = apiError(401, 'UNAUTHENTICATED', 'Sign in to continue.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload & Process' }));
    expect(await screen.findByText('Not authenticated')).toBeInTheDocument();
  });

  it(`takes at most ${MAX_BILLS_PER_UPLOAD} bills at a time, and says which were left out before sending any`, async () => {
    const user = userEvent.setup();
    const { api, dialog } = renderDialog({
      'POST /api/bills/uploads': uploadsRoute(),
      'POST /api/bills/process': processing([]),
    });
    const names = Array.from(
      { length: MAX_BILLS_PER_UPLOAD + 2 },
      (_, index) => `bill-${index + 1}.png`,
    );
    await user.upload(
      within(dialog).getByLabelText('Select Files'),
      names.map((name) => photo(name)),
    );
    expect(await screen.findByText(`Up to ${MAX_BILLS_PER_UPLOAD} bills at a time`)).toBeVisible();
    expect(
      screen.getByText('2 file(s) were left out. Add them once these are read.'),
    ).toBeVisible();
    expect(within(dialog).getByText(`bill-${MAX_BILLS_PER_UPLOAD}.png`)).toBeInTheDocument();
    expect(within(dialog).queryByText(`bill-${MAX_BILLS_PER_UPLOAD + 1}.png`)).toBeNull();
    expect(api.callsTo('POST /api/bills/uploads')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Upload & Process' }));
    await waitFor(() => expect(api.callsTo('POST /api/bills/process')).toHaveLength(1));
    expect(api.callsTo('POST /api/bills/uploads')).toHaveLength(MAX_BILLS_PER_UPLOAD);
  });

  it('shows what to do when a limit refuses an upload: on the file’s row and under "Upload failed"', async () => {
    const user = userEvent.setup();
    const limit =
      'You have uploaded 30 bills in the last minute, the most Nido takes. Wait a minute, then upload the rest.';
    const { dialog } = renderDialog({
      'POST /api/bills/uploads': (body, init) => {
        const file = (init.body as FormData).get('file') as File;
        return file.name === 'b.png'
          ? apiError(429, 'RATE_LIMITED', limit)
          : uploadsRoute()(body, init);
      },
      'POST /api/bills/process': processing([readBill('a.png')]),
    });
    await user.upload(within(dialog).getByLabelText('Select Files'), [
      photo('a.png'),
      photo('b.png'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Upload & Process' }));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getAllByText(limit).length).toBeGreaterThan(0);
    const results = await within(dialog).findByRole('region', { name: 'Results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['a.pngRead: Comcast', `b.pngNot read: ${limit}`]);
  });

  it('shows what to do when the reading is refused, and sends only the reading again', async () => {
    const user = userEvent.setup();
    const limit =
      'Nido is already reading 2 sets of your bills. Wait for them to finish, then try again.';
    let busy = true;
    const { api, dialog } = renderDialog({
      'POST /api/bills/uploads': uploadsRoute(),
      'POST /api/bills/process': () =>
        busy ? apiError(429, 'RATE_LIMITED', limit) : { results: [readBill('a.png')] },
    });
    await user.upload(within(dialog).getByLabelText('Select Files'), photo('a.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload & Process' }));
    expect(await screen.findByText('Processing failed')).toBeInTheDocument();
    expect(screen.getByText(limit)).toBeInTheDocument();

    busy = false;
    await user.click(within(dialog).getByRole('button', { name: 'Upload & Process' }));
    expect(await within(dialog).findByRole('region', { name: 'Results' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/bills/uploads')).toHaveLength(1);
    expect(api.callsTo('POST /api/bills/process')).toHaveLength(2);
  });

  it('cannot take a bill out while it is being sent', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog({ 'POST /api/bills/uploads': hang });
    await user.upload(within(dialog).getByLabelText('Select Files'), photo('a.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload & Process' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Remove a.png' })).toBeNull(),
    );
    expect(within(dialog).getByRole('button', { name: /Uploading/ })).toBeDisabled();
  });
});
