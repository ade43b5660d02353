import { Trans } from '@lingui/react/macro';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../services/errorReporting.ts';
import { log } from '../../log/consoleOutput.ts';
import { markFirstContent } from '../../ui/firstContent.ts';

export interface ComponentErrorBoundaryProps {
  /** The route path, reported as the location tag of the error. */
  location: string;
  children: ReactNode;
  onError?: (error: unknown, tags: { location: string }) => void;
}

interface State {
  failed: boolean;
}

function reportToConsole(error: unknown, tags: { location: string }): void {
  log.error('Component error', tags, error);
  reportError(error, tags);
}

/**
 * Component error boundary (spec/frame.md §2): shows 'An error occurred with this component.'
 * and reports the error with the route path as the location tag. Resets when the path changes.
 */
export class ComponentErrorBoundary extends Component<ComponentErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    // Its alert is the page's content: the first paint's rows must not hide it.
    markFirstContent();
    (this.props.onError ?? reportToConsole)(error, { location: this.props.location });
  }

  override componentDidUpdate(previous: ComponentErrorBoundaryProps): void {
    if (previous.location !== this.props.location && this.state.failed) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} m="md">
        <Trans>An error occurred with this component.</Trans>
      </Alert>
    );
  }
}
