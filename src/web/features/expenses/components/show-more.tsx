import { Button } from '@web/components/ui/button';

type Props = { shown: number; total: number; onShowMore: () => void; noun?: string };

/** "Showing 100 of 5,000" and the button that adds the next page. */
export function ShowMore({ shown, total, onShowMore, noun = 'obligations' }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 pt-2 text-sm text-muted-foreground">
      <p>
        Showing {shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {noun}
      </p>
      <Button variant="outline" onClick={onShowMore}>
        Show more
      </Button>
    </div>
  );
}
