import type { Database } from '../../db/client';
import type { DocumentService } from '../documents/document-service';
import type { InstrumentService } from '../estate/instrument-service';
import type { ActivityLog } from '../family/activity-log';
import type { LegalDraftService } from './legal-draft-service';

/**
 * What the two steps that write to the document hub and the estate plan (making the PDF,
 * uploading the signed copy) work with, on the app's clock.
 */
export type LegalDocumentDeps = {
  db: Database;
  activity: ActivityLog;
  drafts: LegalDraftService;
  documents: DocumentService;
  instruments: InstrumentService;
  now: () => Date;
};
