import type { TAdvisor } from '@shared/advisors/advisor-schemas';
import { RecordsPage } from '@web/components/records/records-page';
import { useAdvisors } from '@web/lib/household-data';
import type { AccessDialog } from '../lib/access-dialogs';
import { AdvisorFormDialog } from '../components/advisor-form-dialog';
import { AdvisorList } from '../components/advisor-list';
import { AdvisorsEmpty } from '../components/advisors-empty';
import { AdvisorsLoading } from '../components/advisors-loading';
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
      loading={<AdvisorsLoading />}
      errorTitle="We couldn't load your advisors"
      empty={({ add }) => <AdvisorsEmpty onAdd={add} />}
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
