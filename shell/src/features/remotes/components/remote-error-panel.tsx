// The Hungarian panel shown in place of a remote that cannot be loaded (or that crashed), with a
// retry. The rest of the layout keeps working around it.
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import type { RemoteName } from '@tavollet/contract/remote-props';
import { useHandOverFirstScreen } from '../../../lib/first-screen/first-screen-ready.tsx';
import styles from './remote-area.module.css';

export interface RemoteErrorPanelProps {
  /** The remote that failed. */
  remote: RemoteName;
  /** "unavailable": could not be downloaded; "crashed": it loaded but threw while rendering. */
  kind: 'unavailable' | 'crashed';
  /** Tries again (downloads the remote again when it was unavailable). */
  onRetry: () => void;
}

export function RemoteErrorPanel({ remote, kind, onRetry }: RemoteErrorPanelProps) {
  const { t } = useTranslation('shell');
  // In place of a first screen the gateway rendered, the panel is what the page shows now.
  useHandOverFirstScreen();
  const module = t(`remote.names.${remote}`);
  return (
    <div className={styles.panel} data-remote-error={remote}>
      <Alert
        tone="error"
        title={t(`remote.${kind}`, { module })}
        actions={
          <Button variant="primary" onClick={onRetry}>
            {t('remote.retry')}
          </Button>
        }
      >
        {t('remote.hint')}
      </Alert>
    </div>
  );
}
