import { z } from '@hono/zod-openapi';
import { multiLine } from '@shared/validation/plain-text';
import { ZExpenseInput, ZExpenseList, ZExpenseSaved } from '@shared/finance/expense-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse, prebuiltJson } from '../../http/openapi-helpers';
import { answerList } from '../../http/list-etag';
import { listRequest } from '../../http/list-request';
import { ZIdParam, ZOwnerSelection, ZWriteTarget } from '../../http/owner-selection';
import { idOf } from '../../http/id-param';
import { answerCsv } from '../../http/common-answers';
import { csvFileResponse, notModifiedResponse } from '../../http/non-json-responses';
import { declareRoutes } from '../../http/route-declarations';
import { removalRoute } from '../../http/removal-route';
import { signedIn, signedInWithoutPlan } from '../../http/route-guards';
import { actorOf } from '../../auth/session-context';
import { AppError } from '../../http/app-error';
import type { ExpenseService } from './expense-service';

const route = declareRoutes({ tags: ['expenses'], guard: signedIn });
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

export function expenseRoutes(service: ExpenseService) {
  return createRouter()
    .openapi(
      route.get('/expenses', {
        summary: 'Obligations of the selected households, newest first',
        request: { query: ZOwnerSelection },
        200: jsonResponse(ZExpenseList, 'The obligations (account numbers masked), with an ETag.'),
        304: notModifiedResponse,
      }),
      async (c) => {
        const listed = await service.listJson(...listRequest(c));
        return answerList(c, listed, (json) =>
          prebuiltJson<z.output<typeof ZExpenseList>>(c, json),
        );
      },
    )
    .openapi(
      route.post('/expenses', {
        summary: 'Add an obligation (a home Mortgage with a balance also creates its loan)',
        request: { query: ZWriteTarget, body: ZExpenseInput },
        201: jsonResponse(ZExpenseSaved, 'Added.'),
      }),
      async (c) =>
        c.json(
          await service.create(actorOf(c), c.req.valid('json'), c.req.valid('query').owner),
          201,
        ),
    )
    .openapi(
      route.put('/expenses/{id}', {
        summary: 'Change an obligation (omit vendorAccount to keep the stored number)',
        request: { params: ZIdParam, body: ZExpenseInput },
        200: jsonResponse(ZExpenseSaved, 'Changed.'),
      }),
      async (c) => c.json(await service.update(actorOf(c), idOf(c), c.req.valid('json')), 200),
    )
    .openapi(
      ...removalRoute(route, '/expenses/{id}', { summary: 'Delete an obligation' }, (actor, id) =>
        service.remove(actor, id),
      ),
    )
    .openapi(
      route.get('/expenses/{id}/vendor-account', {
        summary: 'The full vendor account number, for the person who asks to see it',
        request: { params: ZIdParam },
        200: jsonResponse(z.object({ vendorAccount: z.string().nullable() }), 'The number.'),
      }),
      async (c) =>
        c.json({ vendorAccount: await service.revealVendorAccount(actorOf(c), idOf(c)) }, 200),
    )
    .openapi(
      route.post('/expenses/import/preview', {
        summary: 'Check a CSV of obligations row by row; nothing is saved',
        request: { body: ZCsvUpload },
        200: jsonResponse(ZImportPreview, 'Each row with its problems.'),
        errors: [413],
      }),
      async (c) => c.json(await service.previewImport(actorOf(c), c.req.valid('json').csv), 200),
    )
    .openapi(
      route.post('/expenses/import', {
        summary: 'Import a CSV of obligations: all rows, or none when any row has a problem',
        request: { query: ZWriteTarget, body: ZCsvUpload },
        201: jsonResponse(z.object({ created: z.number() }), 'Imported.'),
        errors: [413],
      }),
      async (c) => {
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
      },
    )
    .openapi(
      route.get('/expenses/export', {
        summary: 'The selected obligations as a CSV file (account numbers masked)',
        // A household without a plan can still take its data out (issue 35).
        guard: signedInWithoutPlan,
        request: { query: ZOwnerSelection },
        200: csvFileResponse,
      }),
      async (c) =>
        answerCsv(
          c,
          'nido-obligations.csv',
          await service.exportCsv(actorOf(c), c.req.valid('query').owners),
        ),
    );
}
