import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { Button } from '@web/components/ui/button';
import { useConsents, useSetConsent } from '../api/consent';

/**
 * The signed-in counterpart of the cookie banner's Privacy Preferences: the same two switches,
 * recorded on the account. Each change is logged on the server with its time (spec §4).
 */
export function PrivacySettingsCard({ id = 'privacy' }: { id?: string }) {
  const consents = useConsents();
  const setConsent = useSetConsent();
  const marketing =
    consents.data?.consents.find((record) => record.consentType === 'marketing')?.consented ??
    false;
  // While a change is on its way the switch shows where it is going.
  const shown =
    setConsent.isPending && setConsent.variables.type === 'marketing'
      ? setConsent.variables.consented
      : marketing;

  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <Card>
        <CardHeader>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Privacy preferences
          </h2>
          <CardDescription>
            What Nido may store and how we may contact you. Every change is recorded with its date.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
            <div className="grid gap-1">
              <label htmlFor={`${id}-essential`} className="text-sm font-medium">
                Essential
              </label>
              <p id={`${id}-essential-help`} className="text-sm text-muted-foreground">
                Keep you signed in, protect your account from forged requests, and remember your
                theme and these choices. Always on.
              </p>
            </div>
            <Switch
              id={`${id}-essential`}
              checked
              disabled
              aria-describedby={`${id}-essential-help`}
            />
          </div>
          <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
            <div className="grid gap-1">
              <label htmlFor={`${id}-marketing`} className="text-sm font-medium">
                Product Updates
              </label>
              <p id={`${id}-marketing-help`} className="text-sm text-muted-foreground">
                Occasional emails about new features and estate-planning guides. Never sold or
                shared with advertisers.
              </p>
            </div>
            {consents.isPending ? (
              <Skeleton className="h-6 w-11 rounded-full" role="status" aria-label="Loading" />
            ) : (
              <Switch
                id={`${id}-marketing`}
                checked={shown}
                disabled={consents.isError || setConsent.isPending}
                aria-describedby={`${id}-marketing-help`}
                onCheckedChange={(consented) => setConsent.mutate({ type: 'marketing', consented })}
              />
            )}
          </div>
          {consents.isError && (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              <p>We couldn't load your privacy choices.</p>
              <Button variant="outline" size="sm" onClick={() => void consents.refetch()}>
                Retry
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
