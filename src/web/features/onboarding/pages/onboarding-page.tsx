import { Navigate } from 'react-router';
import { FocusedPage } from '@web/components/focused-page';
import { LoadError } from '@web/components/load-error';
import { PageSpinner } from '@web/components/ui/spinner';
import { firstName } from '@web/lib/first-name';
import { useSession } from '@web/lib/session';
import { usePageTitle } from '@web/lib/use-page-title';
import { useOnboardingState } from '../api/onboarding';
import { OnboardingWizard } from '../components/onboarding-wizard';

/** Spec §4: a new primary account sets up its household here before anything else. */
export function OnboardingPage() {
  usePageTitle('Set up your household');
  const user = useSession().data?.user;
  // Guests use the household that invited them; they never onboard (spec §4).
  const done = user?.accountType === 'guest' || user?.onboardingCompleted === true;
  const state = useOnboardingState({ enabled: Boolean(user) && !done });

  // The signed-in layout only renders this page with a user; without one it is on its way out.
  if (!user) return null;
  if (done || state.data?.completedAt) return <Navigate to="/dashboard" replace />;
  const name = firstName(user.fullName);

  return (
    <FocusedPage
      width="narrow"
      logoLinksHome={false}
      title={name ? `Welcome to Nido, ${name}` : 'Welcome to Nido'}
      description="Three quick steps to set up your family hub. Your answers are saved as you go."
    >
      {state.isPending ? (
        <PageSpinner label="Loading your setup…" />
      ) : state.isError ? (
        <LoadError
          title="We couldn't load your setup"
          onRetry={() => void state.refetch()}
          retrying={state.isFetching}
        />
      ) : (
        <OnboardingWizard initial={state.data} />
      )}
    </FocusedPage>
  );
}

export { OnboardingPage as Component };
