import { Component, type ReactNode } from 'react';
import { RouteLoadFailed } from './route-load-failed';

interface Props {
  children: ReactNode;
  /** the page's path: a failure belongs to the page it happened on */
  pathname: string;
}

interface State {
  failure?: { error: unknown; at?: string };
}

/**
 * Any screen that fails to load or render: one message in the reader's language and a reload, never a
 * stack trace. Leaving the page leaves the failure.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    const failure = state.failure;
    if (!failure) return null;
    if (failure.at === undefined) return { failure: { ...failure, at: props.pathname } };
    return failure.at === props.pathname ? null : { failure: undefined };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteLoadFailed error={failure.error} /> : this.props.children;
  }
}
