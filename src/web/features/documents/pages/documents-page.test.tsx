import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TDocument } from '@shared/documents/document-schemas';
import { familySource, ownSource } from '@test/web/data-sources';
import { apiError, json } from '@test/web/fake-api';
import { makeDocument, makeFile } from '../testing/document-fixtures';
import { renderDocumentsPage } from '../testing/render-documents-page';

const WILL = makeDocument({
  id: 'will-1',
  name: 'Last Will 2024',
  fileName: 'last-will-2024.pdf',
  category: 'will',
  tags: ['estate', 'signed'],
  link: {
    kind: 'asset',
    id: '8f14e45f-ceea-467f-a0e6-3d2b4a1c9e01',
    label: 'Chase · Everyday Checking',
  },
  expiresOn: '2026-04-01',
});
const PASSPORT = makeDocument({
  id: 'passport-1',
  name: 'Passport Maria',
  fileName: 'passport.png',
  fileType: 'png',
  contentType: 'image/png',
  sizeBytes: 845_000,
  category: 'identification',
  expiresOn: '2026-01-10',
});
const BUDGET = makeDocument({
  id: 'budget-1',
  name: 'Budget 2026',
  fileName: 'budget.xlsx',
  fileType: 'xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  sizeBytes: 20_480,
  category: 'financial_statement',
});

const article = (name: string) => screen.getByRole('article', { name });
const selectFiles = () => screen.getByLabelText('Select Files');

/** The upload answer, held until the test lets it through. */
function heldUpload() {
  let release: (response: Response) => void = () => undefined;
  const bodies: FormData[] = [];
  const handler = (_body: unknown, init: RequestInit) => {
    bodies.push(init.body as FormData);
    return new Promise<Response>((resolve) => (release = resolve));
  };
  return { handler, bodies, release: (response: Response) => release(response) };
}

describe('DocumentsPage', () => {
  it("lists each document's facts, with expiry flags", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 15));
    renderDocumentsPage({ documents: [WILL, PASSPORT, BUDGET] });
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    expect(document.title).toBe('Documents · Nido');
    const will = await screen.findByRole('article', { name: 'Last Will 2024' });
    expect(within(will).getByText('Will')).toBeVisible();
    expect(within(will).getByText('PDF · 1.2 MB · Uploaded Mar 1, 2026')).toBeVisible();
    expect(within(will).getByRole('list', { name: 'Tags' })).toHaveTextContent('#estate#signed');
    expect(within(will).getByText('Chase · Everyday Checking')).toBeVisible();
    expect(within(will).getByText('Apr 1, 2026')).toBeVisible();
    expect(within(will).getByText('Expires soon')).toBeVisible();
    expect(within(article('Passport Maria')).getByText('Expired')).toBeVisible();
    expect(within(article('Passport Maria')).getByText(/PNG · 825 KB/)).toBeVisible();
    expect(within(article('Budget 2026')).queryByText(/Expire/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: '3 documents' })).toBeVisible();
    // One household on screen: no owner badges.
    expect(screen.queryByText('Household:')).toBeNull();
  });

  it('names the household of each document when several are selected', async () => {
    renderDocumentsPage({
      documents: [WILL, makeDocument({ name: 'Jordan deed', ownerId: 'jordan' })],
      routes: {
        'GET /api/family/sources': () => ({
          sources: [ownSource('user-1'), familySource('jordan', 'Jordan Lee')],
        }),
      },
      user: { invitedBy: 'jordan' },
    });
    expect(
      await within(await screen.findByRole('article', { name: 'Jordan deed' })).findByText(
        'Jordan Lee',
      ),
    ).toBeVisible();
    expect(within(article('Last Will 2024')).getByText('My Account')).toBeVisible();
  });

  it('shows the progress of an upload: 10 % every 200 ms up to 90, then 100', async () => {
    const upload = heldUpload();
    const saved = makeDocument({ id: 'new-1', name: 'Home policy', fileName: 'Home policy.pdf' });
    renderDocumentsPage({ routes: { 'POST /api/documents': upload.handler } });
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeVisible();

    vi.useFakeTimers();
    fireEvent.change(selectFiles(), { target: { files: [makeFile('Home policy.pdf')] } });
    const bar = screen.getByRole('progressbar', { name: 'Upload of Home policy.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    for (const percent of [10, 20, 30, 40, 50, 60, 70, 80, 90]) {
      act(() => {
        vi.advanceTimersByTime(199);
      });
      expect(bar).toHaveAttribute('aria-valuenow', String(percent - 10));
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    }
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(bar).toHaveAttribute('aria-valuenow', '90');
    expect(screen.getByText('90%')).toBeVisible();

    // The toast host animates on real timers.
    vi.useRealTimers();
    upload.release(json(201, { document: saved }));
    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload of Home policy.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.getByText('Uploaded')).toBeVisible();

    const [body] = upload.bodies;
    expect((body?.get('file') as File).name).toBe('Home policy.pdf');
    expect(JSON.parse(body?.get('details') as string)).toEqual({
      name: 'Home policy',
      category: 'other',
      tags: [],
      link: null,
      expiresOn: null,
    });
  });

  it('ignores files over 10 MB without a word, and uploads the rest', async () => {
    const user = userEvent.setup();
    const { api } = renderDocumentsPage({
      routes: { 'POST /api/documents': () => json(201, { document: makeDocument() }) },
    });
    await screen.findByRole('heading', { name: 'No documents yet' });
    await user.upload(selectFiles(), [
      makeFile('scan.pdf', 10 * 1024 * 1024 + 1),
      makeFile('deed.pdf', 10 * 1024 * 1024),
    ]);
    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /api/documents')).toHaveLength(1);
    expect(screen.getByText('deed.pdf')).toBeVisible();
    expect(screen.queryByText('scan.pdf')).toBeNull();
    expect(screen.queryByText('Failed to upload document')).toBeNull();
  });

  it('uploads dropped files, in the category on screen, and says why the server refused one', async () => {
    const upload = heldUpload();
    renderDocumentsPage({
      documents: [WILL],
      routes: { 'POST /api/documents': upload.handler },
    });
    await screen.findByRole('article', { name: 'Last Will 2024' });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name: 'Will' }),
    );
    fireEvent.drop(screen.getByTestId('document-drop-zone'), {
      dataTransfer: { files: [makeFile('setup.pdf')], types: ['Files'] },
    });
    await waitFor(() => expect(upload.bodies).toHaveLength(1));
    expect(JSON.parse(upload.bodies[0]?.get('details') as string)).toMatchObject({
      name: 'setup',
      category: 'will',
    });
    const refusal = 'This file is not a PDF, image, Word or Excel document.';
    upload.release(apiError(415, 'UNSUPPORTED_MEDIA_TYPE', refusal));
    expect(await screen.findByText('Failed to upload document')).toBeInTheDocument();
    expect(screen.getAllByText(refusal)).toHaveLength(2); // the toast and the upload's row
    expect(screen.getByText('Failed')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('opens the picker from the header button and the drop zone', async () => {
    const user = userEvent.setup();
    renderDocumentsPage();
    await screen.findByRole('heading', { name: 'No documents yet' });
    const click = vi.spyOn(selectFiles(), 'click');
    await user.click(screen.getByRole('button', { name: 'Upload Document' }));
    await user.click(screen.getByRole('button', { name: 'Select Files' }));
    expect(click).toHaveBeenCalledTimes(2);
    expect(selectFiles()).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.doc,.docx,.xls,.xlsx');
    expect(selectFiles()).toHaveAttribute('multiple');
  });

  it('edits the details of a document just uploaded ("Add details")', async () => {
    const user = userEvent.setup();
    const saved = makeDocument({ id: 'new-2', name: 'lease', category: 'other' });
    const { api } = renderDocumentsPage({
      routes: {
        'POST /api/documents': () => json(201, { document: saved }),
        'PATCH /api/documents/new-2': (body) => ({ document: { ...saved, ...(body as object) } }),
      },
    });
    await screen.findByRole('heading', { name: 'No documents yet' });
    await user.upload(selectFiles(), makeFile('lease.pdf'));
    await user.click(await screen.findByRole('button', { name: 'Add details to lease.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Document' });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Deed or Title');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Document updated')).toBeInTheDocument();
    expect(api.bodiesOf('PATCH /api/documents/new-2')).toEqual([
      { name: 'lease', category: 'deed_or_title', tags: [], link: null, expiresOn: null },
    ]);
  });

  it('switches between the list and the grid', async () => {
    const user = userEvent.setup();
    renderDocumentsPage({ documents: [WILL, BUDGET] });
    await screen.findByRole('article', { name: 'Last Will 2024' });
    const view = screen.getByRole('group', { name: 'View' });
    const list = within(view).getByRole('button', { name: 'List' });
    const grid = within(view).getByRole('button', { name: 'Grid' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    const results = () =>
      within(screen.getByRole('region', { name: '2 documents' })).getAllByRole('list')[0];
    expect(results()).toHaveClass('divide-y');
    await user.click(grid);
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    expect(results()).toHaveClass('grid');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('filters by category', async () => {
    const user = userEvent.setup();
    renderDocumentsPage({ documents: [WILL, PASSPORT, BUDGET] });
    await screen.findByRole('article', { name: 'Last Will 2024' });
    const categories = screen.getByRole('group', { name: 'Category' });
    expect(within(categories).getAllByRole('button')).toHaveLength(13);
    await user.click(within(categories).getByRole('button', { name: 'Identification' }));
    expect(
      screen.getAllByRole('article').map((item) => item.getAttribute('aria-labelledby')),
    ).toHaveLength(1);
    expect(article('Passport Maria')).toBeVisible();
    await user.click(within(categories).getByRole('button', { name: 'Trust' }));
    expect(screen.getByText('No documents in this category yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all documents' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('searches as you type, once typing pauses, and marks where each result matched', async () => {
    const user = userEvent.setup();
    const { api } = renderDocumentsPage({
      documents: [WILL, PASSPORT],
      routes: {
        'GET /api/documents/search': () => ({
          results: [
            {
              document: WILL,
              highlights: ['the «roof» of the house at 12 Elm St', '<b>«Roof»</b> repairs'],
            },
          ],
        }),
      },
    });
    await screen.findByRole('article', { name: 'Last Will 2024' });
    const box = screen.getByRole('searchbox', { name: 'Search documents' });
    expect(box).toHaveAttribute('placeholder', 'Search documents...');
    await user.type(box, 'roof');
    expect(
      await screen.findByRole('heading', { level: 2, name: '1 result for “roof”' }),
    ).toBeVisible();
    expect(api.callsTo('GET /api/documents/search').map((call) => call.search)).toEqual([
      '?q=roof&owners=user-1',
    ]);
    const matches = within(article('Last Will 2024')).getByRole('list', { name: 'Matches' });
    const marks = [...matches.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['roof', 'Roof']);
    // The server's text is shown as text: no element comes out of it.
    expect(matches.querySelector('b')).toBeNull();
    expect(matches).toHaveTextContent('<b>Roof</b> repairs');
    expect(screen.queryByRole('article', { name: 'Passport Maria' })).toBeNull();
  });

  it('says when nothing matches the search', async () => {
    const user = userEvent.setup();
    renderDocumentsPage({
      documents: [WILL],
      routes: { 'GET /api/documents/search': () => ({ results: [] }) },
    });
    await screen.findByRole('article', { name: 'Last Will 2024' });
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'zebra');
    expect(await screen.findByText('No documents match “zebra”')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'Last Will 2024' })).toBeVisible();
  });

  it('previews a PDF in a frame from a signed inline link', async () => {
    const user = userEvent.setup();
    const { api } = renderDocumentsPage({
      documents: [WILL, BUDGET],
      routes: {
        'POST /api/documents/will-1/link': () => ({
          url: '/api/files/inline-token',
          expiresAt: '2026-03-01T13:00:00.000Z',
        }),
      },
    });
    await screen.findByRole('article', { name: 'Last Will 2024' });
    expect(within(article('Budget 2026')).queryByRole('button', { name: /Preview/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Preview Last Will 2024' }));
    const dialog = screen.getByRole('dialog', { name: 'Last Will 2024' });
    const frame = await within(dialog).findByTitle('Preview of Last Will 2024');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/api/files/inline-token');
    expect(api.bodiesOf('POST /api/documents/will-1/link')).toEqual([{ disposition: 'inline' }]);
    expect(within(dialog).getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('previews an image as an image', async () => {
    const user = userEvent.setup();
    renderDocumentsPage({
      documents: [PASSPORT],
      routes: {
        'POST /api/documents/passport-1/link': () => ({
          url: '/api/files/image-token',
          expiresAt: '2026-03-01T13:00:00.000Z',
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Preview Passport Maria' }));
    const dialog = screen.getByRole('dialog', { name: 'Passport Maria' });
    expect(await within(dialog).findByRole('img', { name: 'Passport Maria' })).toHaveAttribute(
      'src',
      '/api/files/image-token',
    );
  });

  it('downloads through a signed attachment link', async () => {
    const user = userEvent.setup();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const { api } = renderDocumentsPage({
      documents: [BUDGET],
      routes: {
        'POST /api/documents/budget-1/link': () => ({
          url: '/api/files/attachment-token',
          expiresAt: '2026-03-01T13:00:00.000Z',
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download Budget 2026' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.bodiesOf('POST /api/documents/budget-1/link')).toEqual([
      { disposition: 'attachment' },
    ]);
    expect(clicked[0]?.getAttribute('href')).toBe('/api/files/attachment-token');
    expect(clicked[0]?.getAttribute('download')).toBe('budget.xlsx');
    expect(clicked[0]?.isConnected).toBe(false);
  });

  it('renames, tags, links and dates a document (PATCH with all its details)', async () => {
    const user = userEvent.setup();
    const { api } = renderDocumentsPage({
      documents: [BUDGET],
      routes: {
        'GET /api/assets': () => ({ assets: [] }),
        'GET /api/loans': () => ({ loans: [] }),
        'GET /api/expenses': () => ({
          expenses: [
            {
              id: '3c59dc04-8e4f-4d5b-9f1a-2b7c0e6a1d22',
              ownerId: 'user-1',
              createdAt: '2026-03-01T12:00:00.000Z',
              category: 'home',
              vendor: 'State Farm',
              costCents: 12_000,
              frequency: 'monthly',
            },
          ],
        }),
        'GET /api/properties': () => ({ properties: [] }),
        'PATCH /api/documents/budget-1': (body) => ({
          document: { ...BUDGET, ...(body as Partial<TDocument>), link: null },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Budget 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Document' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Household budget 2026');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Tax Return');
    const tags = within(dialog).getByLabelText('Tags');
    await user.type(tags, 'taxes{Enter}2026, irs,');
    expect(within(dialog).getByRole('list', { name: 'Tags added' })).toHaveTextContent(
      'taxes2026irs',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove tag 2026' }));
    await user.type(tags, 'shared');
    expect(within(dialog).getByLabelText('Expiry or renewal date')).toHaveAccessibleDescription(
      "We'll email a reminder 30 days before",
    );
    await user.type(within(dialog).getByLabelText('Expiry or renewal date'), '2027-04-15');
    const link = within(dialog).getByLabelText('Linked to');
    await waitFor(() =>
      expect(within(link).getByRole('option', { name: 'State Farm · Home' })).toBeInTheDocument(),
    );
    await user.selectOptions(link, 'State Farm · Home');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Document updated')).toBeInTheDocument();
    expect(api.bodiesOf('PATCH /api/documents/budget-1')).toEqual([
      {
        name: 'Household budget 2026',
        category: 'tax_return',
        tags: ['taxes', 'irs', 'shared'],
        link: { kind: 'expense', id: '3c59dc04-8e4f-4d5b-9f1a-2b7c0e6a1d22' },
        expiresOn: '2027-04-15',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks for a name, and shows why an update failed', async () => {
    const user = userEvent.setup();
    const { api } = renderDocumentsPage({
      documents: [BUDGET],
      routes: {
        'PATCH /api/documents/budget-1': () =>
          apiError(404, 'NOT_FOUND', 'This document does not exist.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Budget 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Document' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Please enter a name')).toBeVisible();
    expect(api.callsTo('PATCH /api/documents/budget-1')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Budget');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update document')).toBeInTheDocument();
    expect(screen.getByText('This document does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Document' })).toBeVisible();
  });

  it('deletes a document after confirmation', async () => {
    const user = userEvent.setup();
    let documents = [WILL, BUDGET];
    const { api } = renderDocumentsPage({
      routes: {
        'GET /api/documents': () => ({ documents }),
        'DELETE /api/documents/budget-1': () => {
          documents = documents.filter((item) => item.id !== 'budget-1');
          return { ok: true };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Budget 2026' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Document' });
    expect(dialog).toHaveAccessibleDescription(
      'This permanently deletes Budget 2026 and its file.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/documents/budget-1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Budget 2026' })).toBeNull());
    expect(article('Last Will 2024')).toBeVisible();
  });

  it('keeps the document when a delete fails', async () => {
    const user = userEvent.setup();
    renderDocumentsPage({
      documents: [BUDGET],
      routes: {
        'DELETE /api/documents/budget-1': () =>
          apiError(404, 'NOT_FOUND', 'This document does not exist.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Budget 2026' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete document')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Delete Document' })).toBeVisible();
  });

  it('shows loading, then offers to try again when the documents cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderDocumentsPage({
      routes: {
        'GET /api/documents': () =>
          fail ? apiError(500, 'INTERNAL', 'Something went wrong.') : { documents: [WILL] },
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your documents…');
    expect(await screen.findByText("We couldn't load your documents")).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Last Will 2024' })).toBeVisible();
  });

  it('welcomes a household without documents', async () => {
    renderDocumentsPage();
    expect(await screen.findByRole('heading', { name: 'No documents yet' })).toBeVisible();
    expect(screen.getByText('Drag and drop files here, or')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Select Files' })).toHaveAccessibleDescription(
      'PDF, JPG, PNG, Word or Excel, up to 10 MB each',
    );
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
