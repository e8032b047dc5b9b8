import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { LEGAL_DOC_LABELS } from '@shared/legal/legal-kinds';
import { LoadError } from '@web/components/load-error';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { PageSpinner } from '@web/components/ui/spinner';
import { usStateName } from '@web/features/onboarding/lib/us-state-name';
import { ApiError } from '@web/lib/api-error';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useOwnerSelection } from '@web/lib/owner-selection';
import { usePageTitle } from '@web/lib/use-page-title';
import { useLegalChoices, useLegalDraft } from '../api/legal-queries';
import { LegalInterview } from '../components/legal-interview';
import { NotLegalAdvice } from '../components/not-legal-advice';
import { ReadOnlyDraft } from '../components/read-only-draft';
import { LEGAL_WIZARD_PATH } from '../lib/legal-paths';

const NO_CHOICES = { people: [], assets: [] };

function BackToWizard() {
  return (
    <Button variant="outline" asChild>
      <Link to={LEGAL_WIZARD_PATH}>
        <ArrowLeft aria-hidden />
        All documents
      </Link>
    </Button>
  );
}

/** Issue 17: /legal-wizard/:draftId, the interview of one draft, opened at its saved step. */
export function LegalDraftPage() {
  const { draftId = '' } = useParams();
  const draft = useLegalDraft(draftId);
  const { sources } = useOwnerSelection();
  const { canWrite } = useHouseholdPermissions();
  const writable = draft.data ? canWrite(draft.data.ownerId) : false;
  const choices = useLegalChoices(draft.data?.ownerId ?? '', Boolean(draft.data) && writable);
  usePageTitle(draft.data ? LEGAL_DOC_LABELS[draft.data.kind] : 'Legal Wizard');

  if (draft.isError) {
    const missing = draft.error instanceof ApiError && draft.error.status === 404;
    return (
      <div className="mx-auto grid max-w-3xl gap-6">
        <PageHeader title="Legal Wizard" actions={<BackToWizard />} />
        {missing ? (
          <Alert role="alert">
            <AlertDescription>
              This draft does not exist, or it belongs to a household you cannot see.
            </AlertDescription>
          </Alert>
        ) : (
          <LoadError
            title="We couldn't load this draft"
            onRetry={() => void draft.refetch()}
            retrying={draft.isFetching}
          />
        )}
      </div>
    );
  }
  // Whether the draft may be changed is known once the households are (GET /family/sources).
  if (!draft.data || sources.length === 0 || (writable && choices.isPending))
    return <PageSpinner label="Loading your draft…" />;

  const { kind, principalName, state } = draft.data;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader
        title={LEGAL_DOC_LABELS[kind]}
        description={`For ${principalName}, under the rules of ${usStateName(state) ?? state}.`}
        actions={<BackToWizard />}
      />
      <NotLegalAdvice />
      {writable && choices.isError && (
        <Alert role="status">
          <AlertDescription>
            We couldn&apos;t load your family, advisors and accounts to pick from. Type the details
            in; your answers are saved all the same.
          </AlertDescription>
        </Alert>
      )}
      {writable ? (
        <LegalInterview draft={draft.data} choices={choices.data ?? NO_CHOICES} />
      ) : (
        <ReadOnlyDraft draft={draft.data} />
      )}
    </div>
  );
}

export { LegalDraftPage as Component };
