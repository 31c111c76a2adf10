import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

type Props = {
  children: ReactNode;
  /** The address's path: an error is forgotten once the visitor goes elsewhere. */
  pathname: string;
};
type State = { error?: unknown; failedAt?: string };

/**
 * A page that failed to load (its code) or to render shows RouteError in its place, until the visitor goes to another
 * address: the error boundary of each route of react-router's data routers, for the app's router.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failedAt: undefined };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === undefined) return null;
    if (state.failedAt === undefined) return { failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { error: undefined, failedAt: undefined };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}
