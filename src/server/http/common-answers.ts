import type { Context } from 'hono';

/** `{ ok: true }`: the answer of a change that has nothing else to say. */
export function answerOk(c: Context) {
  return c.json({ ok: true as const }, 200);
}

/** A CSV file, downloaded under `fileName`. */
export function answerCsv(c: Context, fileName: string, csv: string) {
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
}

/** A PDF of the household's data, downloaded under `fileName`. */
export function answerPdf(c: Context, fileName: string, pdf: Uint8Array) {
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  // Private household data: never kept by a shared cache.
  c.header('Cache-Control', 'private, no-store');
  return c.body(new Uint8Array(pdf), 200, { 'Content-Type': 'application/pdf' });
}
