import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_FILES } from '@shared/statements/statement-api';
import { AppError } from '../../http/app-error';
import {
  NO_STATEMENTS_MESSAGE,
  TOO_MANY_STATEMENTS_MESSAGE,
  readStatementUpload,
} from './statement-upload';

const LIMIT = 64;

function form(files: [name: string, text: string][], fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, text] of files) body.append('files', new Blob([text]), name);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const request = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/statements/detect', { method: 'POST', body, headers });

async function refusal(body: BodyInit, headers?: Record<string, string>) {
  const error = await readStatementUpload(request(body, headers), LIMIT).catch((e: unknown) => e);
  if (!(error instanceof AppError)) throw new Error(`not refused: ${String(error)}`);
  return { status: error.status, message: error.message, fields: error.fields };
}

describe('readStatementUpload', () => {
  it('receives every file in the order sent, and the mappings by file name', async () => {
    const mapping = {
      date: 'Posted',
      description: 'Payee',
      amount: 'Amt',
      positiveIsCharge: false,
    };
    const upload = await readStatementUpload(
      request(
        form(
          [
            ['checking.csv', 'Posted,Payee,Amt\n'],
            ['card.qfx', 'OFXHEADER:100'],
          ],
          { mappings: JSON.stringify({ 'checking.csv': mapping }) },
        ),
      ),
      LIMIT,
    );
    expect(upload.files.map((file) => [file.name, file.bytes?.toString()])).toEqual([
      ['checking.csv', 'Posted,Payee,Amt\n'],
      ['card.qfx', 'OFXHEADER:100'],
    ]);
    expect(upload.mappings).toEqual({ 'checking.csv': mapping });
  });

  it('keeps a file over the limit by name only, and still receives the others', async () => {
    const upload = await readStatementUpload(
      request(
        form([
          ['huge.csv', 'x'.repeat(LIMIT + 1)],
          ['small.csv', 'ok'],
        ]),
      ),
      LIMIT,
    );
    expect(upload.files.map((file) => [file.name, file.bytes?.toString() ?? null])).toEqual([
      ['huge.csv', null],
      ['small.csv', 'ok'],
    ]);
    expect(upload.mappings).toEqual({});
  });

  it('refuses no files, too many, a body larger than they may be, and what is not a form', async () => {
    expect(await refusal(form([]))).toMatchObject({
      status: 400,
      fields: { files: NO_STATEMENTS_MESSAGE },
    });
    const many = Array.from({ length: MAX_STATEMENT_FILES + 1 }, (_, index): [string, string] => [
      `${index}.csv`,
      'a',
    ]);
    expect(await refusal(form(many))).toEqual({
      status: 400,
      message: TOO_MANY_STATEMENTS_MESSAGE,
      fields: undefined,
    });
    expect(
      await refusal(form([['a.csv', 'a']]), { 'content-length': String(100 * 1024 * 1024) }),
    ).toMatchObject({ status: 413 });
    expect(await refusal('{}', { 'content-type': 'application/json' })).toMatchObject({
      status: 400,
      message: 'Send the statements as multipart/form-data.',
    });
  });

  it('refuses mappings that are not JSON, or not mappings, with the field named', async () => {
    expect(await refusal(form([['a.csv', 'a']], { mappings: '{' }))).toMatchObject({
      status: 400,
      fields: { mappings: 'The column mappings are not valid JSON.' },
    });
    const withoutDate = { 'a.csv': { description: 'Payee', positiveIsCharge: false } };
    const { status, fields } = await refusal(
      form([['a.csv', 'a']], { mappings: JSON.stringify(withoutDate) }),
    );
    expect([status, Object.keys(fields ?? {})]).toEqual([400, ['mappings.a.csv.date']]);
  });

  it('refuses a file sent under another field, and fields it does not take', async () => {
    const body = new FormData();
    body.append('file', new Blob(['a']), 'a.csv');
    expect(await refusal(body)).toMatchObject({ status: 400 });
    expect(await refusal(form([['a.csv', 'a']], { details: '{}' }))).toMatchObject({
      status: 400,
      message: 'Unexpected form field "details".',
    });
  });
});
