import { Spinner } from '@web/components/ui/spinner';

/** Said while another period's report loads over the one on screen. */
export function UpdatingNote({ updating }: { updating: boolean }) {
  return (
    <p role="status" className="flex min-h-5 items-center gap-2 text-sm text-muted-foreground">
      {updating && (
        <>
          <Spinner />
          Updating the report…
        </>
      )}
    </p>
  );
}
