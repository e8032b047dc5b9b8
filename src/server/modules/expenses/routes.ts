import { createRoute, z } from '@hono/zod-openapi';
import { multiLine } from '@shared/validation/plain-text';
import { ZExpenseInput, ZExpenseList, ZExpenseSaved } from '@shared/finance/expense-schemas';
import { ZOkResponse } from '@shared/auth/auth-schemas';
import { createRouter } from '../../http/router';
import { errorResponses } from '../../http/openapi-responses';
import { jsonBody, jsonResponse, prebuiltJson } from '../../http/openapi-helpers';
import { answerList } from '../../http/list-etag';
import { ZIdParam, ZOwnerSelection, ZWriteTarget } from '../../http/owner-selection';
import { actorOf, requireActor } from '../../auth/session-context';
import { allowedWithoutPlan } from '../../auth/plan-exemption';
import { AppError } from '../../http/app-error';
import type { ExpenseService } from './expense-service';

const tags = ['expenses'];
const ZCsvUpload = z.object({
  csv: multiLine(
    z
      .string()
      .min(1, 'Choose a CSV file')
      .max(900_000, 'The file is too large; import at most 5,000 rows at a time'),
  ),
});
const ZImportPreview = z.object({
  rows: z.array(
    z.object({ line: z.number(), vendor: z.string(), errors: z.record(z.string(), z.string()) }),
  ),
  validCount: z.number(),
  errorCount: z.number(),
});

const list = createRoute({
  method: 'get',
  path: '/expenses',
  tags,
  summary: 'Obligations of the selected households, newest first',
  middleware: [requireActor] as const,
  request: { query: ZOwnerSelection },
  responses: {
    200: jsonResponse(ZExpenseList, 'The obligations (account numbers masked), with an ETag.'),
    304: { description: 'Unchanged since the ETag sent in If-None-Match.' },
    ...errorResponses(400, 401),
  },
});

const create = createRoute({
  method: 'post',
  path: '/expenses',
  tags,
  summary: 'Add an obligation (a home Mortgage with a balance also creates its loan)',
  middleware: [requireActor] as const,
  request: { query: ZWriteTarget, body: jsonBody(ZExpenseInput) },
  responses: { 201: jsonResponse(ZExpenseSaved, 'Added.'), ...errorResponses(400, 401, 404) },
});

const update = createRoute({
  method: 'put',
  path: '/expenses/{id}',
  tags,
  summary: 'Change an obligation (omit vendorAccount to keep the stored number)',
  middleware: [requireActor] as const,
  request: { params: ZIdParam, body: jsonBody(ZExpenseInput) },
  responses: { 200: jsonResponse(ZExpenseSaved, 'Changed.'), ...errorResponses(400, 401, 404) },
});

const remove = createRoute({
  method: 'delete',
  path: '/expenses/{id}',
  tags,
  summary: 'Delete an obligation',
  middleware: [requireActor] as const,
  request: { params: ZIdParam },
  responses: { 200: jsonResponse(ZOkResponse, 'Deleted.'), ...errorResponses(400, 401, 404) },
});

const reveal = createRoute({
  method: 'get',
  path: '/expenses/{id}/vendor-account',
  tags,
  summary: 'The full vendor account number, for the person who asks to see it',
  middleware: [requireActor] as const,
  request: { params: ZIdParam },
  responses: {
    200: jsonResponse(z.object({ vendorAccount: z.string().nullable() }), 'The number.'),
    ...errorResponses(400, 401, 404),
  },
});

const previewImport = createRoute({
  method: 'post',
  path: '/expenses/import/preview',
  tags,
  summary: 'Check a CSV of obligations row by row; nothing is saved',
  middleware: [requireActor] as const,
  request: { body: jsonBody(ZCsvUpload) },
  responses: {
    200: jsonResponse(ZImportPreview, 'Each row with its problems.'),
    ...errorResponses(400, 401, 413),
  },
});

const importCsv = createRoute({
  method: 'post',
  path: '/expenses/import',
  tags,
  summary: 'Import a CSV of obligations: all rows, or none when any row has a problem',
  middleware: [requireActor] as const,
  request: { query: ZWriteTarget, body: jsonBody(ZCsvUpload) },
  responses: {
    201: jsonResponse(z.object({ created: z.number() }), 'Imported.'),
    ...errorResponses(400, 401, 404, 413),
  },
});

const exportCsv = createRoute({
  method: 'get',
  path: '/expenses/export',
  tags,
  summary: 'The selected obligations as a CSV file (account numbers masked)',
  // A household without a plan can still take its data out (issue 35).
  middleware: [requireActor, allowedWithoutPlan] as const,
  request: { query: ZOwnerSelection },
  responses: {
    200: { description: 'CSV file.', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(400, 401),
  },
});

export function expenseRoutes(service: ExpenseService) {
  return createRouter()
    .openapi(list, async (c) => {
      const listed = await service.listJson(
        actorOf(c),
        c.req.valid('query').owners,
        c.req.header('if-none-match'),
      );
      return answerList(c, listed, (json) => prebuiltJson<z.output<typeof ZExpenseList>>(c, json));
    })
    .openapi(create, async (c) =>
      c.json(
        await service.create(actorOf(c), c.req.valid('json'), c.req.valid('query').owner),
        201,
      ),
    )
    .openapi(update, async (c) =>
      c.json(await service.update(actorOf(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(remove, async (c) => {
      await service.remove(actorOf(c), c.req.valid('param').id);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(reveal, async (c) =>
      c.json(
        { vendorAccount: await service.revealVendorAccount(actorOf(c), c.req.valid('param').id) },
        200,
      ),
    )
    .openapi(previewImport, async (c) =>
      c.json(await service.previewImport(actorOf(c), c.req.valid('json').csv), 200),
    )
    .openapi(importCsv, async (c) => {
      const result = await service.importCsv(
        actorOf(c),
        c.req.valid('json').csv,
        c.req.valid('query').owner,
      );
      if ('preview' in result) {
        const fields = Object.fromEntries(
          result.preview.rows.flatMap((row) =>
            Object.entries(row.errors).map(([field, message]) => [
              `line ${row.line}.${field}`,
              message,
            ]),
          ),
        );
        throw AppError.validation(
          fields,
          `${result.preview.errorCount} of ${result.preview.rows.length} rows have problems; nothing was imported.`,
        );
      }
      return c.json(result, 201);
    })
    .openapi(exportCsv, async (c) => {
      const csv = await service.exportCsv(actorOf(c), c.req.valid('query').owners);
      c.header('Content-Disposition', 'attachment; filename="nido-obligations.csv"');
      return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    });
}
