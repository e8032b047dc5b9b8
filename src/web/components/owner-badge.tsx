import { House } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { useOwnerName } from '@web/lib/use-owner-name';

/**
 * Whose household an item belongs to, on a card of a merged list; nothing when one household is
 * on screen (see useOwnerName). The icon and the hidden word say what the name is.
 */
export function OwnerBadge({ ownerId, className }: { ownerId: string; className?: string }) {
  const ownerName = useOwnerName();
  if (!ownerName) return null;
  return (
    <Badge variant="outline" className={className}>
      <House className="size-3" aria-hidden />
      <span className="sr-only">Household: </span>
      {ownerName(ownerId)}
    </Badge>
  );
}
