// The Hungarian panel shown in place of a remote, or of one of its lazily loaded pages, that cannot
// be loaded or that crashed. It names the cause (remote-diagnosis.ts): a new release of the remote
// offers a reload of the page; everything else a retry. The rest of the layout keeps working.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import type { RemoteName } from '@tavollet/contract/remote-props';
import { useHandOverFirstScreen } from '../../../lib/first-screen/first-screen-ready.tsx';
import { diagnose, type FailureCause } from '../../../lib/federation/remote-diagnosis.ts';
import styles from './remote-area.module.css';

export interface RemoteErrorPanelProps {
  /** The remote that failed. */
  remote: RemoteName;
  /** What was thrown. */
  error: unknown;
  /** Tries again (downloads the remote, or the page, again). */
  onRetry: () => void;
  /** The cause when already known (tests); otherwise it is diagnosed. */
  cause?: FailureCause;
}

const TITLES: Record<FailureCause, string> = {
  'new-version': 'remote.newVersion',
  incompatible: 'remote.incompatible',
  network: 'remote.unavailable',
  server: 'remote.unavailable',
  crashed: 'remote.crashed',
};

export function RemoteErrorPanel({ remote, error, onRetry, cause: given }: RemoteErrorPanelProps) {
  const { t } = useTranslation('shell');
  // In place of a first screen the gateway rendered, the panel is what the page shows now.
  useHandOverFirstScreen();
  const [diagnosed, setDiagnosed] = useState<FailureCause | null>(null);
  useEffect(() => {
    if (given) return;
    let current = true;
    void diagnose(remote, error).then((c) => current && setDiagnosed(c));
    return () => {
      current = false;
    };
  }, [remote, error, given]);
  const cause = given ?? diagnosed;
  const module = t(`remote.names.${remote}`);
  // A new release or a library mismatch: only a page load brings matching files.
  const reload = cause === 'new-version' || cause === 'incompatible';
  return (
    <div className={styles.panel} data-remote-error={remote} data-cause={cause ?? undefined}>
      <Alert
        tone={cause === 'new-version' ? 'info' : 'error'}
        title={t(TITLES[cause ?? 'server'], { module })}
        actions={
          reload ? (
            <Button variant="primary" onClick={() => window.location.reload()}>
              {t('remote.reload')}
            </Button>
          ) : (
            <Button variant="primary" onClick={onRetry}>
              {t('remote.retry')}
            </Button>
          )
        }
      >
        {cause ? t(`remote.hints.${cause}`, { module }) : null}
      </Alert>
    </div>
  );
}
