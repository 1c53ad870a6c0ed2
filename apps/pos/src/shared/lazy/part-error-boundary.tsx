import { Banner } from '@lamaa/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useText } from '../i18n/use-text.js';
import { retryFailedLoads } from './retryable-lazy.js';

/** Props of PartErrorBoundary. */
export interface PartErrorBoundaryProps {
  readonly children: ReactNode;
  /**
   * A failure is forgotten when this changes (the page's path, say). A key would do it too,
   * but remounting the boundary on every navigation shows the Suspense fallback anew, and
   * React throttles its reveal: a screen change took 900 ms instead of 250.
   */
  readonly resetKey?: string;
}

/** The failure banner of one part of the shell, with a Retry that loads it again. */
function PartError({ onRetry }: { readonly onRetry: () => void }) {
  const t = useText();
  return (
    <Banner tone="error" onRetry={onRetry}>
      {t('pos.load-failed')}
    </Banner>
  );
}

/**
 * Catches what one part of the shell throws (a screen or panel whose code could not load
 * during an outage) so the rest, the cart above all, stays; Retry loads the part again.
 */
export class PartErrorBoundary extends Component<PartErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: PartErrorBoundaryProps): void {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey)
      this.setState({ hasError: false });
  }

  private readonly retry = () => {
    retryFailedLoads();
    this.setState({ hasError: false });
  };

  override render(): ReactNode {
    return this.state.hasError ? <PartError onRetry={this.retry} /> : this.props.children;
  }
}
