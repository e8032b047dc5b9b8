import type { DocumentService } from '../documents/document-service';
import type { InstrumentService } from '../estate/instrument-service';
import type { HouseholdDeps } from '../household-deps';
import { createLegalGenerator } from './generate';
import { createLegalDraftService } from './legal-draft-service';
import { createSignedCopyUpload } from './signed-copy';

/**
 * The Legal Wizard's services on the app's clock: the drafts, and the two steps that write to
 * the document hub and the estate plan through those modules' own services.
 */
export function createLegalWizard(
  deps: HouseholdDeps & {
    documents: DocumentService;
    instruments: InstrumentService;
    now?: () => Date;
  },
) {
  const drafts = createLegalDraftService(deps);
  const shared = { ...deps, drafts, now: deps.now ?? (() => new Date()) };
  return {
    drafts,
    generate: createLegalGenerator(shared),
    uploadSignedCopy: createSignedCopyUpload(shared),
  };
}
