import type { TGuidebookShare } from '@shared/guidebook/guidebook-schemas';
import type { TGuidebookPerson } from '@shared/guidebook/guidebook-view-schemas';

function names(list: readonly string[]): string {
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
}

/**
 * What an entry's sharing means, in one line for its author: "Shared now with Ana · after the
 * event with Luis", or "Not shared: only the owner and whoever wrote it see it". People no
 * longer connected to the household are left out: the server shows them nothing.
 */
export function sharingSummary(
  shares: readonly TGuidebookShare[],
  people: readonly TGuidebookPerson[],
): string {
  const nameOf = new Map(people.map((person) => [person.userId, person.name]));
  const withMode = (mode: TGuidebookShare['mode']) =>
    shares.flatMap((share) => {
      const name = share.mode === mode ? nameOf.get(share.userId) : undefined;
      return name ? [name] : [];
    });
  const now = withMode('now');
  const later = withMode('after_event');
  const parts = [
    ...(now.length > 0 ? [`now with ${names(now)}`] : []),
    ...(later.length > 0 ? [`after the event with ${names(later)}`] : []),
  ];
  if (parts.length === 0) return 'Not shared: only the owner and whoever wrote it see it';
  return `Shared ${parts.join(' · ')}`;
}
