import {
  STATEMENTS_DETECT_PATH,
  ZStatementsDetectResponse,
  type TStatementsDetectResponse,
} from '@shared/statements/statement-api';
import type { TCsvMapping } from '@shared/statements/statement-types';
import { addingTo } from '@web/lib/household-permissions';
import type { DataSource } from '@web/lib/owner-selection';
import { postMultipart } from '@web/lib/post-multipart';

/**
 * Sends statements to be read (POST /api/statements/detect, multipart `files`, and `mappings`
 * for CSVs in a layout the person mapped, keyed by file name). The household is the one the
 * bills would be added to: its obligations are what a series is matched against. Nothing of the
 * files is kept on the server.
 */
export async function detectStatements(
  files: readonly File[],
  mappings: Record<string, TCsvMapping>,
  household: Pick<DataSource, 'id'> | null,
  signal?: AbortSignal,
): Promise<TStatementsDetectResponse> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  if (Object.keys(mappings).length > 0) body.append('mappings', JSON.stringify(mappings));
  return ZStatementsDetectResponse.parse(
    await postMultipart(addingTo(`/api${STATEMENTS_DETECT_PATH}`, household), body, signal),
  );
}
