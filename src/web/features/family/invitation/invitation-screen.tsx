// The landing page has no query cache or toasts (docs/adr/0002); this screen, loaded only for
// `/?invitation=…`, brings the app's own.
import { DataProviders } from '@web/app/layouts/data-layout';
import { InvitationHandler } from './components/invitation-handler';

/** The landing page's lazy entry for `/?invitation=…` (spec §2). */
export function InvitationScreen({ invitation }: { invitation: string }) {
  return (
    <DataProviders>
      <InvitationHandler invitation={invitation} />
    </DataProviders>
  );
}
