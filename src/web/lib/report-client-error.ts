/** Sends an error the app caught to the server log (POST /api/client-errors); never throws. */
export function reportClientError(error: unknown, componentStack?: string): void {
  const body = {
    message:
      (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'Unknown error',
    stack: error instanceof Error ? error.stack?.slice(0, 8000) : undefined,
    componentStack: componentStack?.slice(0, 8000),
    path: window.location.pathname.slice(0, 500),
  };
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
