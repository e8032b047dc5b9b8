import type { LucideIcon } from 'lucide-react';

/** The soft teal tile behind feature and security icons. Purely decorative. */
export function IconBadge({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
      <Icon className="size-5" aria-hidden />
    </span>
  );
}
