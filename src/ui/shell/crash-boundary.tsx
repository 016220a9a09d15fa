import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashPage } from '#ui/screens/crash-page';

/** Any render error shows the spec's crash page instead of a blank screen. */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.crashed ? <CrashPage /> : this.props.children;
  }
}
