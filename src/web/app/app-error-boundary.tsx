import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@web/lib/report-client-error';
import { ErrorFallback } from './pages/error-fallback';

/** Catches what happens outside the router (providers, the router itself). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError(error, info.componentStack ?? undefined);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
