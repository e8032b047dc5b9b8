import { Link } from 'react-router';
import { Check, Users } from 'lucide-react';
import type { TInvitationDetails } from '@shared/family/family-schemas';
import { Button } from '@web/components/ui/button';
import { PageCard } from '@web/components/ui/page-card';

type Props = {
  invitation: string;
  details: Pick<TInvitationDetails, 'inviterName' | 'inviteeEmail'>;
};

/**
 * Spec §2 "Invitation screen", signed out: who invites them and to which address, and the two
 * ways in, both carrying the invitation so it is accepted once they are signed in.
 */
export function InvitedPrompt({ invitation, details }: Props) {
  const carried = `?invitation=${encodeURIComponent(invitation)}`;
  // Spec §6: guests are told what joining lets them do.
  const abilities = [
    'View and manage family financial information',
    'Access shared documents',
    `Collaborate with ${details.inviterName}`,
  ];
  return (
    <PageCard
      icon={<Users aria-hidden />}
      title="You're Invited!"
      description={
        <>
          <strong className="font-medium text-foreground">{details.inviterName}</strong> has invited
          you to join their family on Nido.
        </>
      }
    >
      <p className="text-center text-sm text-muted-foreground">
        This invitation was sent to{' '}
        <strong className="font-medium break-all text-foreground">{details.inviteeEmail}</strong>.
      </p>
      <section aria-labelledby="invitation-access-heading" className="grid gap-3">
        <h2 id="invitation-access-heading" className="text-sm font-medium">
          As a family member you can
        </h2>
        <ul className="grid gap-2 text-sm text-muted-foreground">
          {abilities.map((ability) => (
            <li key={ability} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              {ability}
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-3">
        <Button asChild size="lg" className="w-full">
          <Link to={`/login${carried}`}>Sign In to Accept</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link to={`/register${carried}`}>Create Account &amp; Accept</Link>
        </Button>
      </div>
    </PageCard>
  );
}
