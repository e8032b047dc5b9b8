import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { MAX_STATEMENT_FILES, ZCsvMappings } from '@shared/statements/statement-api';
import type { TCsvMapping } from '@shared/statements/statement-types';
import { AppError } from '../../http/app-error';
import { fieldMessages } from '../../http/error-handler';
import { PayloadTooLargeError, sizeLimit } from '../../platform/storage/size-limit';
import { MULTIPART_OVERHEAD_BYTES } from '../documents/multipart-upload';

/** One file of the form: its bytes, or only its name when it was over the size limit. */
export type ReceivedStatement = { name: string; bytes: Buffer | null };

/** The detect form: the files in the order sent, and the CSV mappings by file name. */
export type StatementUpload = {
  files: ReceivedStatement[];
  mappings: Record<string, TCsvMapping>;
};

export const FILES_FIELD = 'files';
export const MAPPINGS_FIELD = 'mappings';
export const NO_STATEMENTS_MESSAGE = 'Choose one or more statement files.';
export const TOO_MANY_STATEMENTS_MESSAGE = `Send at most ${MAX_STATEMENT_FILES} statements at a time.`;
/** The mappings of twelve files are a few kilobytes. */
const MAX_MAPPINGS_BYTES = 64 * 1024;

const malformed = (message = 'The statements could not be received. Please try again.') =>
  new AppError('BAD_REQUEST', message);
const noFiles = () => AppError.validation({ files: NO_STATEMENTS_MESSAGE }, NO_STATEMENTS_MESSAGE);

function megabytes(bytes: number): string {
  return `${Math.floor(bytes / (1024 * 1024))} MB`;
}

/** Browsers send `"`, CR and LF in a file name as %22, %0D and %0A (HTML multipart encoding). */
function formFileName(encoded: string | undefined, position: number): string {
  const name = (encoded ?? '')
    .replace(/%(22|0D|0A)/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .trim();
  return name || `Statement ${position}`;
}

function parseMappings(text: string | undefined): Record<string, TCsvMapping> {
  if (text === undefined || text.trim() === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw AppError.validation({ mappings: 'The column mappings are not valid JSON.' });
  }
  const parsed = ZCsvMappings.safeParse(json);
  if (!parsed.success)
    throw AppError.validation(
      Object.fromEntries(
        Object.entries(fieldMessages(parsed.error)).map(([path, message]) => [
          `${MAPPINGS_FIELD}.${path}`,
          message,
        ]),
      ),
    );
  return parsed.data;
}

/**
 * Reads the detect form as it streams, into memory only: nothing is written to disk or storage
 * (issue 41: statements are read and forgotten). A file over `fileLimit` is kept by name only
 * (busboy discards the rest of it), so it becomes that file's own failed outcome and the others
 * are still read; the whole body is bounded by the files it may hold, past which it is 413.
 */
export function readStatementUpload(request: Request, fileLimit: number): Promise<StatementUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    return Promise.reject(malformed('Send the statements as multipart/form-data.'));
  const bodyLimit = MAX_STATEMENT_FILES * fileLimit + MULTIPART_OVERHEAD_BYTES;
  const tooLarge = () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      `Send at most ${MAX_STATEMENT_FILES} statements at a time, each at most ${megabytes(fileLimit)}.`,
    );
  const declaredLength = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declaredLength > bodyLimit) return Promise.reject(tooLarge());
  if (!request.body) return Promise.reject(noFiles());

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        files: MAX_STATEMENT_FILES,
        fileSize: fileLimit,
        fields: 1,
        parts: MAX_STATEMENT_FILES + 1,
        fieldSize: MAX_MAPPINGS_BYTES,
      },
    });
  } catch {
    return Promise.reject(malformed());
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const wholeBody = sizeLimit(bodyLimit);

  return new Promise<StatementUpload>((resolve, reject) => {
    const files: Promise<ReceivedStatement>[] = [];
    let mappingsText: string | undefined;
    let settled = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe();
      source.destroy();
      wholeBody.destroy();
      parser.destroy();
      if (error instanceof PayloadTooLargeError) reject(tooLarge());
      else if (error instanceof AppError) reject(error);
      else reject(malformed());
    };

    parser.on('file', (field, stream, info) => {
      // Destroying the parser on a failure ends each file's stream with an error: already told.
      stream.on('error', fail);
      if (field !== FILES_FIELD) {
        stream.resume();
        fail(malformed(`Send each statement in the form field "${FILES_FIELD}".`));
        return;
      }
      const name = formFileName(info.filename, files.length + 1);
      const chunks: Buffer[] = [];
      let overLimit = false;
      stream.on('data', (chunk: Buffer) => {
        if (!overLimit) chunks.push(chunk);
      });
      // busboy stops passing the file on at `fileSize` and reads the rest of it into nothing.
      stream.on('limit', () => {
        overLimit = true;
        chunks.length = 0;
      });
      files.push(
        new Promise((done) =>
          stream.on('end', () => done({ name, bytes: overLimit ? null : Buffer.concat(chunks) })),
        ),
      );
    });
    parser.on('field', (name, value, info) => {
      if (name !== MAPPINGS_FIELD) fail(malformed(`Unexpected form field "${name}".`));
      else if (info.valueTruncated) fail(malformed('The column mappings are too long.'));
      else mappingsText = value;
    });
    parser.on('filesLimit', () => fail(malformed(TOO_MANY_STATEMENTS_MESSAGE)));
    parser.on('fieldsLimit', () => fail(malformed()));
    parser.on('partsLimit', () => fail(malformed(TOO_MANY_STATEMENTS_MESSAGE)));
    parser.on('error', fail);
    parser.on('close', () => {
      if (settled) return;
      if (files.length === 0) {
        fail(noFiles());
        return;
      }
      void Promise.all(files).then((received) => {
        if (settled) return;
        try {
          const mappings = parseMappings(mappingsText);
          settled = true;
          resolve({ files: received, mappings });
        } catch (error) {
          fail(error);
        }
      });
    });
    source.on('error', fail);
    wholeBody.on('error', fail);
    source.pipe(wholeBody).pipe(parser);
  });
}
