import { Mail, Phone } from 'lucide-react';
import { telHref, type TAdvisor } from '@shared/advisors/advisor-schemas';
import { Button } from '@web/components/ui/button';

/**
 * One-click Call and Email: what the family most needs from this screen. The visible word starts
 * the accessible name ("Call Jane Smith"), so speech control finds it by what it shows.
 */
export function ContactButtons({ advisor }: { advisor: TAdvisor }) {
  if (!advisor.phone && !advisor.email) return null;
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex">
      {advisor.phone && (
        <Button variant="secondary" asChild>
          <a href={telHref(advisor.phone)} aria-label={`Call ${advisor.name}`}>
            <Phone aria-hidden />
            Call
          </a>
        </Button>
      )}
      {advisor.email && (
        <Button variant="secondary" asChild>
          <a href={`mailto:${advisor.email}`} aria-label={`Email ${advisor.name}`}>
            <Mail aria-hidden />
            Email
          </a>
        </Button>
      )}
    </div>
  );
}
