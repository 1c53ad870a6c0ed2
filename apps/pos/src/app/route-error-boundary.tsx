import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error.js';

/** Catches what a route throws unexpectedly (a failed chunk, a bug) and shows RouteError with a retry. */
export class RouteErrorBoundary extends Component<
  { readonly children: ReactNode },
  { readonly hasError: boolean }
> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? <RouteError /> : this.props.children;
  }
}
