// Renders one remote's `./App` in the shell's router: loads it (started earlier by the route
// loader or the bootstrap), shows a spinner while it downloads, and the error panel when it
// cannot be loaded or crashes. "Újrapróbálás" forgets the failed load and mounts it again.
// A lazily loaded page of the remote that fails shows the same panel in the page's place, inside
// the remote's frame and menu (PageFailureContext of design-system/lib/lazy-page.ts).
import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';
import { PageFailureContext, type PageFailure } from '@tavollet/design-system/lib/lazy-page';
import type { RemoteName } from '@tavollet/contract/remote-props';
import { forgetFailedLoad, loadRemoteApp } from '../../../lib/federation/load-remote.ts';
import { forgetFailedShares } from '../../../lib/federation/remote-registry.ts';
import type { RemoteMount } from '../../../lib/federation/remote-routes.ts';
import { useSessionStore } from '../../../lib/session/stores/session-store.ts';
import { FirstScreenReady } from '../../../lib/first-screen/first-screen-ready.tsx';
import { RemoteArea } from './remote-area.tsx';
import { RemoteErrorPanel } from './remote-error-panel.tsx';
import styles from './remote-area.module.css';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  standalone: boolean;
  children: ReactNode;
}

/** Outside the staff layout (the admin area) the panel and the spinner need a page of their own. */
function Frame({ standalone, children }: { standalone: boolean; children: ReactNode }) {
  return standalone ? <main className={styles.standalone}>{children}</main> : children;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // Logging happens in createRoot's onCaughtError (bootstrap.tsx).

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <Frame standalone={this.props.standalone}>
        <RemoteErrorPanel remote={this.props.remote} error={error} onRetry={this.props.onRetry} />
      </Frame>
    );
  }
}

/** The spinner shown while a remote downloads (also the route's first-load fallback). */
export function RemoteLoading({ remote, standalone = false }: { remote: RemoteName; standalone?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Frame standalone={standalone}>
      <div className={styles.loading}>
        <Spinner label={t('remote.loading', { module: t(`remote.names.${remote}`) })} />
      </div>
    </Frame>
  );
}

/** One per remote, so the context's value keeps its identity between renders. */
const pageFailures = new Map<RemoteName, PageFailure>();

function pageFailureOf(remote: RemoteName): PageFailure {
  let failure = pageFailures.get(remote);
  if (!failure) {
    failure = (error, retry) => (
      <RemoteErrorPanel remote={remote} error={error} onRetry={() => void forgetFailedShares().then(retry)} />
    );
    pageFailures.set(remote, failure);
  }
  return failure;
}

function RemoteApp({ mount }: { mount: RemoteMount }) {
  const App = use(loadRemoteApp(mount.name));
  const user = useSessionStore((s) => s.user);
  const activeRole = useSessionStore((s) => s.role);
  // The staff areas get the signed-in user and their role (the role guard made it the active
  // one); the admin area has its own login, so no staff user is passed to it.
  const role = mount.role ? (activeRole ?? mount.role) : null;
  // `App` is not created here: load-remote.ts returns the same component for the whole page.
  return (
    <>
      <RemoteArea basePath={mount.basePath}>
        <PageFailureContext value={pageFailureOf(mount.name)}>
          {/* eslint-disable-next-line react-hooks/static-components */}
          <App user={mount.role ? user : null} role={role} basePath={mount.basePath} />
        </PageFailureContext>
      </RemoteArea>
      {/* After the App: a first screen rendered by the gateway goes once this shows it. */}
      <FirstScreenReady />
    </>
  );
}

export interface RemoteRouteProps {
  mount: RemoteMount;
  /** True where no shell layout surrounds the remote (the admin area has its own frame). */
  standalone?: boolean;
}

export function RemoteRoute({ mount, standalone = false }: RemoteRouteProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetFailedLoad(mount.name);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      key={`${mount.basePath}#${attempt}`}
      remote={mount.name}
      onRetry={retry}
      standalone={standalone}
    >
      <Suspense fallback={<RemoteLoading remote={mount.name} standalone={standalone} />}>
        <RemoteApp mount={mount} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
