import { PageSpinner } from '@web/components/ui/spinner';

/** The app's first moment, before the code of the page asked for has arrived. */
export function AppStarting() {
  return <PageSpinner label="Loading Nido…" />;
}
