// A remote's lazily loaded page that fails to load in its own place, inside the remote's frame and
// menu, and that loads again on a retry (docs/architecture.md "Loading at run time"). React.lazy
// keeps a failed import's rejection for good, so a retry needs a new lazy component; the bundler
// forgets a failed chunk itself, so the new import asks the server again.
//
// What the failure shows is the host's (the shell provides PageFailureContext around each remote:
// it knows the remote's manifest and has the texts). Without a host (a remote's own tests and
// stories) the error goes on to the next error boundary. This module is shared (mf.shared.ts): the
// shell and the remotes use one copy, so one context.
import {
  Component,
  createContext,
  createElement,
  lazy,
  Suspense,
  useContext,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** What the host shows in place of a page that failed: the error and a retry of that page. */
export type PageFailure = (error: unknown, retry: () => void) => ReactNode;

export const PageFailureContext = createContext<PageFailure | null>(null);

interface BoundaryProps {
  failure: PageFailure | null;
  retry: () => void;
  children: ReactNode;
}

class PageBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!this.props.failure) throw error;
    return this.props.failure(error, this.props.retry);
  }
}

/**
 * A page component for `load`, e.g. `lazyPage(() => import('./users-page.tsx').then((m) => ({
 * default: m.UsersPage })))`, defined once at module level like React.lazy; `fallback` shows while
 * its code downloads.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType<{ fallback: ReactNode }> {
  let Page = lazy(load);
  return function LazyPage({ fallback }: { fallback: ReactNode }) {
    const failure = useContext(PageFailureContext);
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Page = lazy(load);
      setAttempt((n) => n + 1);
    };
    const page = createElement(Suspense, { fallback }, createElement(Page));
    return createElement(PageBoundary, { key: attempt, failure, retry, children: page });
  };
}
