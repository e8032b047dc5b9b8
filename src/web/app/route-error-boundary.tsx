import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { reportClientError } from '@web/lib/report-client-error';
import { ErrorFallback } from './pages/error-fallback';
import { NotFoundPage } from './pages/not-found-page';

/** The router's error element: reports the crash once, then shows the fallback page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) reportClientError(error);
  }, [error, notFound]);
  return notFound ? <NotFoundPage /> : <ErrorFallback />;
}
