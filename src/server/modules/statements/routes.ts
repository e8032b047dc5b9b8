import {
  MAX_STATEMENT_FILES,
  STATEMENTS_DETECT_PATH,
  ZStatementsDetectResponse,
} from '@shared/statements/statement-api';
import { MAX_STATEMENT_BYTES } from '@shared/statements/statement-limits';
import { requireActor, actorOf } from '../../auth/session-context';
import { fileUploadBody } from '../../http/file-upload-body';
import { jsonResponse } from '../../http/openapi-helpers';
import { ZWriteTarget } from '../../http/owner-selection';
import { declareRoutes } from '../../http/route-declarations';
import { signedIn } from '../../http/route-guards';
import { createRouter } from '../../http/router';
import { incomeRoutes } from './income-routes';
import { statementReadingSlots } from './reading-slots';
import type { StatementService } from './statement-service';
import { FILES_FIELD, MAPPINGS_FIELD, readStatementUpload } from './statement-upload';

const route = declareRoutes({ tags: ['statements'], guard: signedIn });

/** The statements and, for CSVs in a layout Nido does not know, the columns to read them by. */
const STATEMENTS_FORM = fileUploadBody({
  required: [FILES_FIELD],
  properties: {
    [FILES_FIELD]: {
      type: 'string',
      format: 'binary',
      description:
        `One or more statements (repeat the field, at most ${MAX_STATEMENT_FILES}): OFX or QFX ` +
        `files, or CSV exports, each at most ${MAX_STATEMENT_BYTES / (1024 * 1024)} MB. Read ` +
        'in memory and not stored.',
    },
    [MAPPINGS_FIELD]: {
      type: 'string',
      description:
        'Optional JSON: for a CSV in an unknown layout, by file name, {"date", "description", ' +
        '"amount" | "debit" and "credit", "positiveIsCharge", "accountLabel"?}.',
    },
  },
});

export function statementRoutes(service: StatementService) {
  const router = createRouter();
  router.use(STATEMENTS_DETECT_PATH, requireActor, statementReadingSlots());
  router.route('/', incomeRoutes(service.income));
  return router.openapi(
    route.post(STATEMENTS_DETECT_PATH, {
      summary:
        "Find the recurring bills in bank and card statements, compared with a household's obligations; stores nothing",
      request: { query: ZWriteTarget, upload: STATEMENTS_FORM },
      200: jsonResponse(
        ZStatementsDetectResponse,
        'Each file read or why not, and the series found: bills first, with what saving would do.',
      ),
      // 429/503 with Retry-After: this person's imports, or everyone's, at once (reading-slots.ts).
      errors: [413, 429, 503],
    }),
    async (c) =>
      c.json(
        await service.detect(
          actorOf(c),
          () => readStatementUpload(c.req.raw, MAX_STATEMENT_BYTES),
          c.req.valid('query').owner,
        ),
        200,
      ),
  );
}
