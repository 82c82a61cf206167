import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteError } from './route-error.tsx';

type Props = { pathname: string; children: ReactNode };
type State = { error: unknown; pathname: string } | null;

class Boundary extends Component<Props, { failed: State }> {
  override state: { failed: State } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error, pathname: '' } };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: State }) {
    // The failure belongs to the page it happened on: going to another page tries again.
    if (!state.failed) return null;
    if (state.failed.pathname === '')
      return { failed: { ...state.failed, pathname: props.pathname } };
    return state.failed.pathname === props.pathname ? null : { failed: null };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.failed.error} /> : this.props.children;
  }
}

/**
 * What the data router's `errorElement` did: a page that throws, or whose code cannot be
 * loaded (e.g. after a deploy), shows the error page in its place; another page clears it.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}
