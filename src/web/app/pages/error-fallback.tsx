import { AlertTriangle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useScreenShown } from '@web/lib/first-screen-handoff';
import { MessagePage } from './message-page';

/**
 * Spec §2 and §8: what the user sees when a screen crashes. Plain links (not router links) so that
 * leaving reloads the app from a clean state.
 */
export function ErrorFallback() {
  useScreenShown(true);
  return (
    <MessagePage
      crash
      icon={AlertTriangle}
      tone="destructive"
      title="Something went wrong"
      description="We encountered an unexpected error. Our team has been notified."
      actions={
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <a href="/dashboard">Return to Dashboard</a>
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </div>
      }
    />
  );
}
