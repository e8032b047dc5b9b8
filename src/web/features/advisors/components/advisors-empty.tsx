import { UserRoundSearch } from 'lucide-react';
import { RecordsEmpty } from '@web/components/records/records-empty';

/** No advisors yet: why they matter to the family, and the button to add the first. */
export function AdvisorsEmpty({ onAdd }: { onAdd: (() => void) | null }) {
  return (
    <RecordsEmpty
      icon={<UserRoundSearch aria-hidden />}
      title="No advisors yet"
      description="When something happens to you, your family will need to call your attorney, accountant, financial advisor and insurance agent. Record who they are, how to reach them and what each one handles, so nobody has to search for a number."
      addLabel="Add your first advisor"
      onAdd={onAdd}
    />
  );
}
