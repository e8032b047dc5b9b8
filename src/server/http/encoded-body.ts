import { existsSync, readFileSync } from 'node:fs';
import type { Context } from 'hono';
import type { AppEnv } from './context';

/** Bytes as read from a file: a response body as they are, not copied on every answer. */
type Bytes = Buffer<ArrayBuffer>;

/** A file as built: its bytes, and its brotli and gzip copies when the build made them. */
export type EncodedFile = { body: Bytes; br?: Bytes; gzip?: Bytes };

/** Reads a built file and the `.br` and `.gz` copies beside it. */
export function readEncodedFile(file: string): EncodedFile {
  const encoded: EncodedFile = { body: readFileSync(file) };
  if (existsSync(`${file}.br`)) encoded.br = readFileSync(`${file}.br`);
  if (existsSync(`${file}.gz`)) encoded.gzip = readFileSync(`${file}.gz`);
  return encoded;
}

/** Sends the smallest copy of a file the browser accepts (brotli, then gzip, then plain). */
export function sendEncoded(c: Context<AppEnv>, file: EncodedFile) {
  const accepted = c.req.header('accept-encoding') ?? '';
  c.header('Vary', 'Accept-Encoding');
  if (file.br && /\bbr\b/.test(accepted)) {
    c.header('Content-Encoding', 'br');
    return c.body(file.br);
  }
  if (file.gzip && /\bgzip\b/.test(accepted)) {
    c.header('Content-Encoding', 'gzip');
    return c.body(file.gzip);
  }
  return c.body(file.body);
}
