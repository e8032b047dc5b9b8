import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@web/lib/report-client-error';

type Props = {
  /** Told once when the panel could not be shown (its code did not load, or it failed). */
  onFail: () => void;
  children: ReactNode;
};

/**
 * Around the floating panel only: without it, a panel whose code cannot be fetched (offline, or
 * an old page after a new release) reached the route's error page and took the screen behind
 * it, with whatever was being typed there, down with it.
 */
export class PanelLoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportClientError(error, info.componentStack ?? undefined);
    this.props.onFail();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
