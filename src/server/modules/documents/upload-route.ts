import { ZDocumentDetails, ZDocumentResponse } from '@shared/documents/document-schemas';
import { createRouter } from '../../http/router';
import { jsonResponse } from '../../http/openapi-helpers';
import { declareRoutes } from '../../http/route-declarations';
import { fileUploadBody } from '../../http/file-upload-body';
import { signedIn } from '../../http/route-guards';
import { AppError } from '../../http/app-error';
import { fieldMessages } from '../../http/error-handler';
import { ZWriteTarget } from '../../http/owner-selection';
import { actorOf } from '../../auth/session-context';
import type { DocumentService, ReceivedUpload } from './document-service';
import { readSingleFileUpload } from './multipart-upload';

/** The one API route whose body is not JSON: app.ts exempts it from the 1 MB JSON limit. */
export const UPLOAD_PATH = '/documents';

/** The form of a document upload: the file and its details. */
const DOCUMENT_FORM = fileUploadBody({
  required: ['file', 'details'],
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description:
        'The document: PDF, JPG, PNG, DOC, DOCX, XLS or XLSX (by content), at most 10 MB.',
    },
    details: {
      type: 'string',
      description:
        'JSON of the details: {"name", "category", "tags", "link": {"kind", "id"} | null, "expiresOn": "YYYY-MM-DD" | null}.',
    },
  },
});

const upload = declareRoutes({ tags: ['documents'], guard: signedIn }).post(UPLOAD_PATH, {
  summary:
    "Upload a document into a household you may change (by default your own, a guest's the inviter's)",
  request: { query: ZWriteTarget, upload: DOCUMENT_FORM },
  201: jsonResponse(ZDocumentResponse, 'Stored, encrypted.'),
  errors: [413, 415],
});

/** The multipart body → the file and its validated details. */
async function receiveUpload(request: Request): Promise<ReceivedUpload> {
  const { file, fields } = await readSingleFileUpload(request);
  let details: unknown;
  try {
    details = JSON.parse(fields.details ?? '{}');
  } catch {
    throw AppError.validation({ details: 'The details are not valid JSON.' });
  }
  const parsed = ZDocumentDetails.safeParse(details);
  if (!parsed.success) throw AppError.validation(fieldMessages(parsed.error));
  return { fileName: file.name, bytes: file.bytes, details: parsed.data };
}

export function uploadRoute(service: DocumentService) {
  return createRouter().openapi(upload, async (c) =>
    c.json(
      {
        document: await service.create(
          actorOf(c),
          () => receiveUpload(c.req.raw),
          c.req.valid('query').owner,
        ),
      },
      201,
    ),
  );
}
