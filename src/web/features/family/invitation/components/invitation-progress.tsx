import { PageCard } from '@web/components/ui/page-card';
import { Spinner } from '@web/components/ui/spinner';

/** The handler's waiting states (spec §2 "Invitation screen": processing and loading). */
export function InvitationProgress({ title }: { title: string }) {
  return (
    <PageCard title={title} description="This only takes a moment.">
      <div className="flex justify-center py-4">
        <Spinner className="size-6 text-muted-foreground" label={`${title}…`} />
      </div>
    </PageCard>
  );
}
