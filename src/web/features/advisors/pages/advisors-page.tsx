import { UserRoundSearch } from 'lucide-react';
import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import { RecordsEmpty } from '@web/components/records/records-empty';
import { RecordsLoading } from '@web/components/records/records-loading';
import { RecordsPage } from '@web/components/records/records-page';
import { useAdvisors } from '@web/lib/household-data';
import type { AccessDialog } from '../lib/access-dialogs';
import { AdvisorFormDialog } from '../components/advisor-form-dialog';
import { AdvisorList } from '../components/advisor-list';
import { DeleteAdvisorDialog } from '../components/delete-advisor-dialog';
import { EditScopeDialog } from '../components/edit-scope-dialog';
import { GrantAccessDialog } from '../components/grant-access-dialog';
import { RenewAccessDialog } from '../components/renew-access-dialog';
import { RevokeAccessDialog } from '../components/revoke-access-dialog';

/**
 * Issue 13: /advisors, "Advisor Contacts": the professionals the family will need to call, what
 * each handles, and (for the household's owner) their time-limited access to the household.
 */
export function AdvisorsPage() {
  return (
    <RecordsPage<TAdvisor, TAdvisor | null, AccessDialog>
      title="Advisor Contacts"
      description="The attorney, accountant, advisors and agents your family will need to call, and what each one handles."
      query={useAdvisors()}
      addLabel="Add advisor"
      addRequest={null}
      loading={<RecordsLoading label="Loading your advisors…" heading="w-40" cards="h-72" />}
      errorTitle="We couldn't load your advisors"
      empty={({ add }) => (
        <RecordsEmpty
          icon={<UserRoundSearch aria-hidden />}
          title="No advisors yet"
          description="When something happens to you, your family will need to call your attorney, accountant, financial advisor and insurance agent. Record who they are, how to reach them and what each one handles, so nobody has to search for a number."
          addLabel="Add your first advisor"
          onAdd={add}
        />
      )}
      form={(advisor, close) => <AdvisorFormDialog advisor={advisor} onClose={close} />}
      deleteDialog={(advisor, close) => <DeleteAdvisorDialog advisor={advisor} onClose={close} />}
      dialogs={{
        grant: (advisor, close) => <GrantAccessDialog advisor={advisor} onClose={close} />,
        renew: (advisor, close) => <RenewAccessDialog advisor={advisor} onClose={close} />,
        revoke: (advisor, close) => <RevokeAccessDialog advisor={advisor} onClose={close} />,
        scope: (advisor, close) => <EditScopeDialog advisor={advisor} onClose={close} />,
      }}
    >
      {(list, { openForm, remove, open }) => (
        <AdvisorList advisors={list} onEdit={openForm} onDelete={remove} onAccess={open} />
      )}
    </RecordsPage>
  );
}

export { AdvisorsPage as Component };
