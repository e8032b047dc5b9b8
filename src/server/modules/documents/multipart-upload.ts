import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { AppError } from '../../http/app-error';
import {
  MAX_DOCUMENT_BYTES,
  PayloadTooLargeError,
  readWithinLimit,
  sizeLimit,
} from '../../platform/storage/size-limit';

/** Room for the boundaries, part headers and the details field around the file itself. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 16 * 1024;

export type MultipartUpload = {
  file: { name: string; bytes: Buffer };
  /** The text fields of the form, by name. */
  fields: Record<string, string>;
};

export const NO_FILE_MESSAGE = 'Choose a file to upload.';

/** Browsers send `"`, CR and LF in a file name as %22, %0D and %0A (HTML multipart encoding). */
function decodeFormFileName(name: string): string {
  return name.replace(/%(22|0D|0A)/gi, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

const noFile = () => AppError.validation({ file: NO_FILE_MESSAGE }, NO_FILE_MESSAGE);
const tooLarge = (limit: number) =>
  new AppError('PAYLOAD_TOO_LARGE', new PayloadTooLargeError(limit).message);
const malformed = (message = 'The upload could not be read. Please try again.') =>
  new AppError('BAD_REQUEST', message);

/**
 * Reads a multipart/form-data body holding exactly one file, as it streams: the file is refused
 * with 413 the moment it passes `limit` (the rest of the body is never read, so an oversized
 * upload costs at most the limit in memory and nothing is stored), and a Content-Length that
 * already says "too large" is refused before a byte is read. The whole body is bounded too, so
 * extra parts cannot be used to send more than the file's allowance.
 */
export function readSingleFileUpload(
  request: Request,
  limit = MAX_DOCUMENT_BYTES,
): Promise<MultipartUpload> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    return Promise.reject(malformed('Send the file as multipart/form-data.'));
  const declaredLength = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declaredLength > limit + MULTIPART_OVERHEAD_BYTES) return Promise.reject(tooLarge(limit));
  if (!request.body) return Promise.reject(noFile());

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send UTF-8 file names; busboy's default would read them as Latin-1.
      defParamCharset: 'utf8',
      limits: { files: 1, fields: 8, parts: 9, fieldSize: MAX_FIELD_BYTES },
    });
  } catch {
    return Promise.reject(malformed());
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const wholeBody = sizeLimit(limit + MULTIPART_OVERHEAD_BYTES);

  return new Promise<MultipartUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: Promise<MultipartUpload['file']> | undefined;
    let settled = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Stops reading the request: the client's remaining bytes are never pulled.
      source.unpipe();
      source.destroy();
      wholeBody.destroy();
      parser.destroy();
      if (error instanceof PayloadTooLargeError) reject(tooLarge(limit));
      else if (error instanceof AppError) reject(error);
      else reject(malformed());
    };

    parser.on('file', (_field, stream, info) => {
      const received = readWithinLimit(stream, limit).then((bytes) => ({
        name: decodeFormFileName(info.filename ?? ''),
        bytes,
      }));
      received.catch(fail);
      file = received;
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) fail(malformed('A form field is too long.'));
      else fields[name] = value;
    });
    parser.on('filesLimit', () => fail(malformed('Upload one file at a time.')));
    parser.on('fieldsLimit', () => fail(malformed()));
    parser.on('partsLimit', () => fail(malformed()));
    parser.on('error', fail);
    parser.on('close', () => {
      if (settled) return;
      if (!file) {
        fail(noFile());
        return;
      }
      file.then((received) => {
        if (settled) return;
        settled = true;
        resolve({ file: received, fields });
      }, fail);
    });
    source.on('error', fail);
    wholeBody.on('error', fail);
    source.pipe(wholeBody).pipe(parser);
  });
}
