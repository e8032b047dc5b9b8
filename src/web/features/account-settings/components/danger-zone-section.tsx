import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsSection } from './settings-section';

export function DangerZoneSection() {
  return (
    <SettingsSection
      id="danger"
      title="Danger zone"
      tone="danger"
      description="Deleting your account removes all of your household's information from Nido."
    >
      <DeleteAccountDialog />
    </SettingsSection>
  );
}
