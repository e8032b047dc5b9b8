import { useState } from 'react';
import { Link } from 'react-router';
import { Globe, PartyPopper } from 'lucide-react';
import { WAITLIST_COUNTRIES } from '@shared/public-intake/public-intake-schemas';
import { Button } from '@web/components/ui/button';
import { PageCard } from '@web/components/ui/page-card';
import { usePageTitle } from '@web/lib/use-page-title';
import { WaitlistForm } from '../components/waitlist-form';
import type { TWaitlistForm } from '../lib/waitlist-form-schema';

function countryName(code: string): string {
  const match = WAITLIST_COUNTRIES.find(([known]) => known === code);
  return match && code !== 'OTHER' ? match[1] : 'your country';
}

function Thanks({ entry }: { entry: TWaitlistForm }) {
  return (
    <PageCard
      icon={<PartyPopper aria-hidden />}
      title="You're on the List!"
      description={
        <p role="status">
          Thank you, {entry.name}. We&apos;ll email{' '}
          <strong className="font-medium break-all text-foreground">{entry.email}</strong> as soon
          as Nido is available in {countryName(entry.country)}.
        </p>
      }
    >
      <Button asChild size="lg" variant="outline" className="w-full">
        <Link to="/">Back to Home</Link>
      </Button>
    </PageCard>
  );
}

/** Spec §1: Nido is for US households for now; everyone else can ask to be told when that changes. */
export function WaitlistPage() {
  usePageTitle('Join the waitlist');
  const [joined, setJoined] = useState<TWaitlistForm | null>(null);
  if (joined) return <Thanks entry={joined} />;
  return (
    <PageCard
      icon={<Globe aria-hidden />}
      title="Join the Waitlist"
      description="Nido is only available to households in the United States for now. Leave your details and we'll let you know as soon as it launches in your country."
    >
      <WaitlistForm onJoined={setJoined} />
    </PageCard>
  );
}

export { WaitlistPage as Component };
