import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TLegalDraft } from '@shared/legal/legal-api';
import { LEGAL_DOC_KINDS, type TLegalDocKind } from '@shared/legal/legal-kinds';
import { FamilySelector } from '@web/components/family-selector';
import { LoadError } from '@web/components/load-error';
import { ViewOnlyBadge } from '@web/components/view-only-badge';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOnboardingState } from '@web/features/onboarding/api/onboarding';
import { useHouseholdPermissions } from '@web/lib/household-permissions';
import { useSession } from '@web/lib/session';
import { usePageTitle } from '@web/lib/use-page-title';
import { useLegalDrafts } from '../api/legal-queries';
import { DeleteDraftDialog } from '../components/delete-draft-dialog';
import { LegalDocCard } from '../components/legal-doc-card';
import { NotLegalAdvice } from '../components/not-legal-advice';
import { StartDraftDialog } from '../components/start-draft-dialog';

const isKind = (value: string | null): value is TLegalDocKind =>
  LEGAL_DOC_KINDS.some((kind) => kind === value);

/**
 * Issue 17: /legal-wizard. The four documents the wizard writes, each with its drafts and how far
 * they got; "Start" asks whose document and which state, then opens the interview.
 */
export function LegalWizardPage() {
  usePageTitle('Legal Wizard');
  const user = useSession().data?.user ?? null;
  const { addTarget, canWrite } = useHouseholdPermissions();
  const [deleting, setDeleting] = useState<TLegalDraft | null>(null);
  const drafts = useLegalDrafts();
  // The home state chosen at sign-up prefills "Start"; guests never answered it.
  const onboarding = useOnboardingState({ enabled: user?.accountType !== 'guest' });
  // "?start=will" (the estate plan card's "Create with the Legal Wizard") opens the question.
  const [params, setParams] = useSearchParams();
  const starting = params.get('start');

  const start = (kind: TLegalDocKind | null) =>
    setParams(kind ? { start: kind } : {}, { replace: kind === null });

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PageHeader
        title="Legal Wizard"
        description="Answer plain questions and Nido writes your will, powers of attorney, health-care directive and HIPAA authorization, with your state’s signing instructions."
        actions={
          <>
            <FamilySelector />
            {!addTarget && <ViewOnlyBadge />}
          </>
        }
      />
      <NotLegalAdvice />
      {drafts.isError ? (
        <LoadError
          title="We couldn't load your documents"
          onRetry={() => void drafts.refetch()}
          retrying={drafts.isFetching}
        />
      ) : !drafts.data ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading">
          {LEGAL_DOC_KINDS.map((kind) => (
            <Skeleton key={kind} className="h-44 rounded-xl" />
          ))}
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {LEGAL_DOC_KINDS.map((kind) => (
            <LegalDocCard
              key={kind}
              kind={kind}
              drafts={drafts.data.filter((draft) => draft.kind === kind)}
              onStart={addTarget ? start : null}
              onDelete={(draft) => (canWrite(draft.ownerId) ? setDeleting : null)}
            />
          ))}
        </div>
      )}
      {isKind(starting) && addTarget && user && (
        <StartDraftDialog
          // Remounted when the defaults arrive, so a slow answer still prefills the state.
          key={`${starting}-${onboarding.data?.homeState ?? ''}`}
          kind={starting}
          ownerId={addTarget.id}
          defaults={{
            principalName: addTarget.isSelf ? user.fullName : addTarget.name,
            state: (addTarget.isSelf ? onboarding.data?.homeState : null) ?? '',
          }}
          drafts={(drafts.data ?? []).filter(
            (draft) => draft.kind === starting && draft.ownerId === addTarget.id,
          )}
          onClose={() => start(null)}
        />
      )}
      {deleting && <DeleteDraftDialog draft={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

export { LegalWizardPage as Component };
