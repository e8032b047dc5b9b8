import { Link } from 'react-router';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';

/** Nudges toward two-factor sign-in until it is on: this account guards a family's records. */
export function SecurityCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const Icon = twoFactorEnabled ? ShieldCheck : ShieldAlert;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Icon
            className={twoFactorEnabled ? 'size-5 text-success' : 'size-5 text-destructive'}
            aria-hidden
          />
          Security
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        {twoFactorEnabled ? (
          <p>
            <span className="font-medium">Two-factor authentication is on.</span>{' '}
            <span className="text-muted-foreground">
              Signing in needs your password and a code from your authenticator app.
            </span>
          </p>
        ) : (
          <p>
            <span className="font-medium">Two-factor authentication is off.</span>{' '}
            <span className="text-muted-foreground">
              Add a code from your phone to every sign-in, so a stolen password alone cannot open
              your family's records.
            </span>
          </p>
        )}
        <Button
          asChild
          variant={twoFactorEnabled ? 'outline' : 'default'}
          size="sm"
          className="w-fit"
        >
          <Link to="/settings#security">
            {twoFactorEnabled ? 'Manage security' : 'Set up two-factor'}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
