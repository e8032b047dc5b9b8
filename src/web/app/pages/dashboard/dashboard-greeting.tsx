import { House } from 'lucide-react';
import { Skeleton } from '@web/components/ui/skeleton';
import { useOnboardingState } from '@web/features/onboarding/api/onboarding';
import { firstName } from '@web/lib/first-name';

/** The page's one heading: the user by first name, and the household they set up. */
export function DashboardGreeting({ fullName }: { fullName: string }) {
  const name = firstName(fullName);
  const onboarding = useOnboardingState();
  const householdName = onboarding.data?.householdName;
  return (
    <div className="grid gap-2">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {name ? `Welcome, ${name}` : 'Welcome'}
      </h1>
      {onboarding.isPending ? (
        <Skeleton className="h-5 w-48" />
      ) : householdName ? (
        <p className="flex items-center gap-2 text-muted-foreground">
          <House className="size-4" aria-hidden />
          {householdName}
        </p>
      ) : (
        <p className="text-muted-foreground">Your family's finances and plans, in one place.</p>
      )}
    </div>
  );
}
