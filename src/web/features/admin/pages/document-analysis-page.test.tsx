import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, type Handler } from '@test/web/fake-api';
import { renderRoute } from '@test/web/render';
import { sessionUser } from '@test/web/session-user';
import { documentAnalysisReport } from '../testing/admin-fixtures';
import { DocumentAnalysisPage } from './document-analysis-page';

function renderPage(routes: Record<string, Handler> = {}) {
  const api = fakeApi({
    'GET /api/admin/document-analysis': () => documentAnalysisReport(),
    ...routes,
  });
  renderRoute(<DocumentAnalysisPage />, '/document-analysis', {
    signedInAs: sessionUser({ isAdmin: true }),
  });
  return api;
}

const cellsOf = (tableName: string, header: string) =>
  within(screen.getByRole('table', { name: tableName }))
    .getByRole('row', { name: new RegExp(`^${header}`) })
    .querySelectorAll('td');

describe('/document-analysis', () => {
  it('shows each field’s review outcomes with the kept rate, processing and failures', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Review outcomes by field' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Document Analysis' }),
    ).toBeInTheDocument();
    expect([...cellsOf('Review outcomes by field', 'Amount')].map((c) => c.textContent)).toEqual([
      '15',
      '4',
      '1',
      '75%',
    ]);
    expect([...cellsOf('Review outcomes by field', 'Vendor')].at(-1)?.textContent).toBe('90%');
    // A field nobody reviewed has no rate (it would be a division by nothing).
    expect([...cellsOf('Review outcomes by field', 'Due date')].map((c) => c.textContent)).toEqual([
      '0',
      '0',
      '0',
      '–',
    ]);

    const processing = screen.getByRole('region', { name: 'Processing' });
    expect(within(processing).getByText('24')).toBeInTheDocument();
    expect(within(processing).getByText('850 ms')).toBeInTheDocument();
    expect(within(processing).getByText('2.4 s')).toBeInTheDocument();
    expect(within(processing).getByText('13% of files')).toBeInTheDocument();

    const failures = screen.getByRole('table', { name: 'Failures by reason' });
    const rows = within(failures).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Took too long to read',
      'Password-protected PDF',
    ]);
  });

  it('names the bills refused at upload among the failures', async () => {
    renderPage({
      'GET /api/admin/document-analysis': () =>
        documentAnalysisReport({
          failuresByReason: [
            { reason: 'refused-too-large', files: 2 },
            { reason: 'refused-file-type', files: 1 },
            { reason: 'refused-upload-limit', files: 1 },
          ],
        }),
    });
    const failures = await screen.findByRole('table', { name: 'Failures by reason' });
    const rows = within(failures).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('th')?.textContent)).toEqual([
      'Refused at upload: file too large',
      'Refused at upload: not a supported file type',
      'Refused at upload: upload limit reached',
    ]);
  });

  it('says so when no bill was processed in the period', async () => {
    renderPage({
      'GET /api/admin/document-analysis': () =>
        documentAnalysisReport({
          fields: [{ field: 'vendor', kept: 0, corrected: 0, added: 0 }],
          processing: { files: 0, succeeded: 0, failed: 0, p50Ms: null, p95Ms: null },
          failuresByReason: [],
        }),
    });
    expect(await screen.findByText('No bills processed in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for the chosen period', async () => {
    const user = userEvent.setup();
    const api = renderPage();
    await screen.findByRole('table', { name: 'Review outcomes by field' });
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-06-01');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/document-analysis').at(-1)?.search).toBe(
        '?from=2026-06-01&to=2026-06-30',
      ),
    );
  });

  it('tells the reason when the server refuses the period', async () => {
    renderPage({
      'GET /api/admin/document-analysis': () =>
        apiError(400, 'BAD_REQUEST', 'Choose a period of at most 2 years.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a period of at most 2 years.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
