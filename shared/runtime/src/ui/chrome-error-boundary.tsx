import { Component, createContext, type ErrorInfo, type ReactNode } from 'react';
import { logError } from '../logging/logger';

interface ChromeErrorBoundaryProps {
  /** Names the part in the logged error, e.g. 'Header'. */
  name: string;
  /** What to show instead of the broken part. Default nothing. */
  fallback?: ReactNode;
  /** Told once the part has failed (after the error is logged), e.g. to put a fallback of its own there. */
  onError?: () => void;
  children: ReactNode;
}

interface ChromeErrorBoundaryState {
  failed: boolean;
}

/**
 * True below a ChromeErrorBoundary. `shared` is one singleton on the page, so a remote rendered inside
 * a host's slot sees the host's boundary and leaves the error to it: the host then shows its fallback.
 */
export const InsideChromeErrorBoundary = createContext(false);

/** Keeps a render error inside one part of the chrome: it is logged once and the host page goes on. */
export class ChromeErrorBoundary extends Component<ChromeErrorBoundaryProps, ChromeErrorBoundaryState> {
  override state: ChromeErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ChromeErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logError(this.props.name, `failed to render: ${error.message}`, info.componentStack);
    this.props.onError?.();
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback ?? null;
    return (
      <InsideChromeErrorBoundary.Provider value={true}>
        {this.props.children}
      </InsideChromeErrorBoundary.Provider>
    );
  }
}
