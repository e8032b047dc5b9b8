import { BookHeart } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';

/** Nothing written and nothing in the records yet: why it matters, and the first entry. */
export function GuidebookEmpty({ onAdd }: { onAdd: (() => void) | null }) {
  if (!onAdd)
    return (
      <EmptyState
        icon={<BookHeart aria-hidden />}
        title="Nothing has been shared with you yet"
        description="When an entry of the guidebook is shared with you, it appears here."
      />
    );
  return (
    <EmptyState
      icon={<BookHeart aria-hidden />}
      title="Start your family guidebook"
      description="Write down who to call, where things are, your final wishes and letters to the people you love, so your family can follow them when it matters."
      action={<Button onClick={onAdd}>Write the first entry</Button>}
    />
  );
}
