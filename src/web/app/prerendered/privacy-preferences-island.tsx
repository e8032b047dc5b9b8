import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PrivacyPreferencesDialog } from '@web/features/consent/components/privacy-preferences-dialog';

/**
 * The Privacy Preferences dialog on a pre-rendered page: the app's own React dialog, mounted on
 * its own and removed when it closes (Radix returns focus to where it was).
 */
export function showPrivacyPreferences(onSave: (choice: { marketing: boolean }) => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(
    <StrictMode>
      <PrivacyPreferencesDialog
        open
        onOpenChange={(open) => {
          if (!open) close();
        }}
        onSave={(choice) => {
          onSave(choice);
          close();
        }}
      />
    </StrictMode>,
  );
}
