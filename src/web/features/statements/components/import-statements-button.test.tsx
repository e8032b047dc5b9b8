import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { advisorSource, familySource, guestOwn, ownSource } from '@test/web/data-sources';
import { apiError, type Handler } from '@test/web/fake-api';
import { expectLinkTo } from '@test/web/expect-link';
import { openImport, renderStatementImport } from '../testing/render-statement-import';
import {
  detectRoute,
  detectedSeries,
  failedFile,
  readFile,
  sentForm,
  statementFile,
} from '../testing/statement-fixtures';

const sources =
  (...list: ReturnType<typeof ownSource>[]): Handler =>
  () => ({ sources: list });

describe('Import statements button', () => {
  it('is offered to someone who may add obligations to the household on screen', async () => {
    renderStatementImport({
      routes: { 'GET /api/family/sources': sources(ownSource('user-1')) },
    });
    expect(await screen.findByRole('button', { name: 'Import statements' })).toBeVisible();
  });

  it.each([
    { who: 'a viewer', source: familySource('rosa', 'Rosa Diaz', 'viewer'), offered: false },
    {
      who: 'an advisor who may only read',
      source: advisorSource('rosa', 'Rosa Diaz', { sections: ['expenses'] }),
      offered: false,
    },
    {
      who: 'an advisor who may change',
      source: advisorSource('rosa', 'Rosa Diaz', { sections: ['expenses'], level: 'read_write' }),
      offered: true,
    },
    {
      who: 'a family member who may add',
      source: familySource('rosa', 'Rosa Diaz', 'guest'),
      offered: true,
    },
  ])('for $who of the household on screen: offered $offered', async ({ source, offered }) => {
    const { api, queryClient } = renderStatementImport({
      user: { id: 'ev-1', accountType: 'guest', invitedBy: 'rosa' },
      routes: { 'GET /api/family/sources': sources(guestOwn('ev-1'), source) },
    });
    await waitFor(() => expect(api.callsTo('GET /api/family/sources')).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryAllByRole('button', { name: 'Import statements' })).toHaveLength(
      offered ? 1 : 0,
    );
  });
});

describe('Choosing statements', () => {
  it('says what is accepted and that statements are not kept', async () => {
    const user = userEvent.setup();
    renderStatementImport();
    const dialog = await openImport(user);
    expect(
      within(dialog).getByText(/\.ofx, \.qfx, \.csv, \.txt\), up to 10 MB each/),
    ).toBeVisible();
    expect(within(dialog).getByText(/not kept; only the obligations/)).toHaveTextContent(
      "Statements are read on your household's server and not kept; only the obligations and the pay you save are. To keep a statement, add its PDF in Documents.",
    );
    expectLinkTo(within(dialog), 'Documents', '/nido-hub');
    expect(within(dialog).getByRole('button', { name: 'Read statements' })).toBeDisabled();
  });

  it('leaves out files that are not statements, too large or empty, saying why', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { api } = renderStatementImport();
    const dialog = await openImport(user);
    const huge = statementFile('huge.csv');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(within(dialog).getByLabelText('Select Files'), [
      statementFile('checking.ofx'),
      statementFile('bill.pdf'),
      huge,
      new File([], 'empty.csv'),
    ]);
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Files were left out');
    expect(alert).toHaveTextContent(/bill\.pdf: This is not a bank or card statement/);
    expect(alert).toHaveTextContent(/huge\.csv: This file is over 10 MB/);
    expect(alert).toHaveTextContent(/empty\.csv: This file is empty/);
    const chosen = within(dialog).getByRole('region', { name: 'Selected statements (1)' });
    expect(within(chosen).getByText('checking.ofx')).toBeVisible();
    expect(api.callsTo('POST /api/statements/detect')).toHaveLength(0);
  });

  it('reads the chosen files for the household, busy meanwhile, and lists each outcome', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => {};
    const { api } = renderStatementImport({
      routes: {
        'POST /api/statements/detect': () =>
          new Promise((resolve) => {
            answer = resolve;
          }),
      },
    });
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText('Select Files'), [
      statementFile('checking.ofx'),
      statementFile('card.csv'),
      statementFile('notes.txt'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Read statements' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Reading your statements...',
    );
    expect(within(dialog).getByRole('button', { name: 'Reading...' })).toBeDisabled();
    const [call] = api.callsTo('POST /api/statements/detect');
    expect(call?.search).toBe('?owner=user-1');

    answer(
      detectRoute({
        files: [
          readFile('checking.ofx'),
          readFile('card.csv', { account: 'American Express ****1004', transactionCount: 1 }),
          failedFile(
            'notes.txt',
            'This is not a bank or card statement. Download your activity as OFX, QFX or CSV.',
          ),
        ],
        series: [detectedSeries()],
      })(undefined, {}),
    );
    const files = await within(dialog).findByRole('region', { name: 'Statements' });
    expect(within(files).getByText('Read: Chase ****8842 · 412 transactions')).toBeVisible();
    expect(
      within(files).getByText('Read: American Express ****1004 · 1 transaction'),
    ).toBeVisible();
    expect(
      within(files).getByText(
        'Not read: This is not a bank or card statement. Download your activity as OFX, QFX or CSV.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Bills found (1)' })).toHaveFocus(),
    );
  });

  it('sends every chosen file under `files`, and no mappings', async () => {
    const user = userEvent.setup();
    const sent: ReturnType<typeof sentForm>[] = [];
    renderStatementImport({
      routes: {
        'POST /api/statements/detect': (_body, init) => {
          sent.push(sentForm(init));
          return detectRoute({ files: [readFile('a.ofx'), readFile('b.qfx')], series: [] })(
            undefined,
            init,
          );
        },
      },
    });
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText('Select Files'), [
      statementFile('a.ofx'),
      statementFile('b.qfx'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove b.qfx' }));
    await user.upload(within(dialog).getByLabelText('Select Files'), [statementFile('b.qfx')]);
    await user.click(within(dialog).getByRole('button', { name: 'Read statements' }));
    expect(await within(dialog).findByText('No new bills found')).toBeVisible();
    expect(sent).toEqual([{ fileNames: ['a.ofx', 'b.qfx'], mappings: null }]);
  });

  it('says why when the statements could not be sent, and keeps the files to try again', async () => {
    const user = userEvent.setup();
    renderStatementImport({
      routes: {
        'POST /api/statements/detect': () =>
          apiError(429, 'RATE_LIMITED', 'Too many readings. Try again in a minute.'),
      },
    });
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText('Select Files'), [statementFile('a.ofx')]);
    await user.click(within(dialog).getByRole('button', { name: 'Read statements' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The statements could not be read');
    expect(alert).toHaveTextContent('Too many readings. Try again in a minute.');
    expect(within(dialog).getByText('a.ofx')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Read statements' })).toBeEnabled();
  });
});

describe('Mapping the columns of an unknown CSV', () => {
  const unknownLayout = failedFile(
    'credit-union.csv',
    'We do not know this CSV layout yet. Tell us which column is which.',
    {
      headers: ['Posted', 'Payee', 'Amt', 'Balance'],
      sampleRows: [
        ['03/02/2026', 'SPOTIFY USA', '-11.99', '1000.00'],
        ['03/03/2026', 'PAYROLL ACME', '2500.00', '3500.00'],
      ],
    },
  );

  it('shows the first rows, asks for the missing columns, then reads that file again with them', async () => {
    const user = userEvent.setup();
    const sent: ReturnType<typeof sentForm>[] = [];
    const answers = [
      { files: [readFile('checking.ofx'), unknownLayout], series: [detectedSeries()] },
      {
        files: [readFile('credit-union.csv', { account: 'Credit union', transactionCount: 40 })],
        series: [detectedSeries({ key: 'Netflix', vendor: 'Spotify', amountCents: 1199 })],
      },
    ];
    renderStatementImport({
      routes: {
        'POST /api/statements/detect': (_body, init) => {
          sent.push(sentForm(init));
          return detectRoute(answers[sent.length - 1] ?? answers[0]!)(undefined, init);
        },
      },
    });
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText('Select Files'), [
      statementFile('checking.ofx'),
      statementFile('credit-union.csv', 'Posted,Payee,Amt,Balance\n'),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Read statements' }));

    const form = await within(dialog).findByRole('form', { name: 'Columns of credit-union.csv' });
    const preview = within(form).getByRole('region', { name: 'First rows of credit-union.csv' });
    expect(within(preview).getByRole('columnheader', { name: 'Payee' })).toBeVisible();
    expect(within(preview).getByRole('cell', { name: 'SPOTIFY USA' })).toBeVisible();
    // The date column has no name that says so: nothing is guessed for it.
    expect(within(form).getByLabelText('Date')).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Read with these columns' }));
    expect(within(form).getByText('Choose the date column')).toBeVisible();
    await waitFor(() => expect(within(form).getByLabelText('Date')).toHaveFocus());
    expect(sent).toHaveLength(1);

    await user.selectOptions(within(form).getByLabelText('Date'), 'Posted');
    expect(within(form).getByLabelText('Description')).toHaveValue('Payee');
    expect(within(form).getByLabelText('Amount')).toHaveValue('Amt');
    await user.click(within(form).getByRole('checkbox', { name: 'Positive amounts are charges' }));
    await user.type(within(form).getByLabelText('Account (optional)'), 'Credit union');
    await user.click(within(form).getByRole('button', { name: 'Read with these columns' }));

    expect(await within(dialog).findByText('Read: Credit union · 40 transactions')).toBeVisible();
    expect(sent[1]).toEqual({
      fileNames: ['credit-union.csv'],
      mappings: {
        'credit-union.csv': {
          date: 'Posted',
          description: 'Payee',
          amount: 'Amt',
          positiveIsCharge: true,
          accountLabel: 'Credit union',
        },
      },
    });
    // What the first reading found is still there, with the new file's bills beside it.
    expect(within(dialog).getByText('Read: Chase ****8842 · 412 transactions')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Bills found (2)' })).toBeVisible();
    expect(within(dialog).getByRole('article', { name: 'Netflix' })).toBeVisible();
    expect(within(dialog).getByRole('article', { name: 'Spotify' })).toBeVisible();
  });

  it('takes debit and credit columns instead of one amount', async () => {
    const user = userEvent.setup();
    const sent: ReturnType<typeof sentForm>[] = [];
    const layout = failedFile('bank.csv', 'We do not know this CSV layout yet.', {
      headers: ['Date', 'Details', 'Paid out', 'Paid in'],
      sampleRows: [['2026-03-02', 'WATER CO', '45.10', '']],
    });
    renderStatementImport({
      routes: {
        'POST /api/statements/detect': (_body, init) => {
          sent.push(sentForm(init));
          return detectRoute({ files: [layout], series: [] })(undefined, init);
        },
      },
    });
    const dialog = await openImport(user);
    await user.upload(within(dialog).getByLabelText('Select Files'), [statementFile('bank.csv')]);
    await user.click(within(dialog).getByRole('button', { name: 'Read statements' }));
    const form = await within(dialog).findByRole('form', { name: 'Columns of bank.csv' });
    // "Paid out" and "Paid in" say what they are: the two-column layout is chosen already.
    expect(within(form).getByRole('radio', { name: 'Debit and credit columns' })).toBeChecked();
    expect(
      within(form).queryByRole('checkbox', { name: 'Positive amounts are charges' }),
    ).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Read with these columns' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.mappings).toEqual({
      'bank.csv': {
        date: 'Date',
        description: 'Details',
        debit: 'Paid out',
        credit: 'Paid in',
        positiveIsCharge: false,
      },
    });
  });
});
