import { randomBytes } from 'node:crypto';
import { CONTENT_TYPES, detectFileType, type UploadCheck } from '../../platform/storage/file-type';
import { MAX_DOCUMENT_BYTES } from '../../platform/storage/size-limit';
import { assertValidObjectKey } from '../../platform/storage/object-key';
import { detectImageKind } from '../../platform/ocr/decode-image';
import type { UploadIntake } from '../documents/document-service';

export const NOT_A_BILL_MESSAGE =
  'This file is not a PDF or a photo. Upload a PDF, JPEG, PNG, WebP or HEIC bill.';

/** Spec §5: a bill is a PDF or any image, at most 10 MB like every document; by content only. */
export function checkBillUpload(_fileName: string, bytes: Buffer): UploadCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty', message: 'This file is empty.' };
  if (bytes.length > MAX_DOCUMENT_BYTES)
    return { ok: false, reason: 'too-large', message: 'This file is larger than 10 MB.' };
  const document = detectFileType(bytes.subarray(0, 16));
  const type =
    document === 'pdf' || document === 'jpg' || document === 'png'
      ? document
      : detectImageKind(bytes);
  if (!type) return { ok: false, reason: 'type', message: NOT_A_BILL_MESSAGE };
  return { ok: true, type, contentType: CONTENT_TYPES[type] };
}

/**
 * Spec §7's bill path `{userId}/{timestamp}-{filename}`, with a random part after the timestamp
 * (two bills of one name uploaded in one millisecond must not overwrite each other) and the name
 * reduced to letters, digits, `.`, `_` and `-`, so it can never climb out of the folder.
 */
export function billObjectKey(ownerId: string, fileName: string, now: Date): string {
  const safeName =
    fileName
      .normalize('NFKD')
      // NFKD splits "é" into "e" and a combining accent; the accent goes, the letter stays.
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_.-]+/g, '-')
      .replace(/\.{2,}/g, '.')
      .replace(/^[-.]+|[-.]+$/g, '')
      .slice(-100) || 'bill';
  const key = `${ownerId}/${now.getTime()}-${randomBytes(4).toString('hex')}-${safeName}`;
  assertValidObjectKey(key);
  return key;
}

export const BILL_INTAKE: UploadIntake = {
  check: checkBillUpload,
  objectKey: (ownerId, _type, fileName, now) => billObjectKey(ownerId, fileName, now),
};
