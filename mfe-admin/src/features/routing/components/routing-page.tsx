// Jóváhagyási útvonalak (docs/architecture.md "Approval routing", "Admin: approval routing"): one
// row per leave type with the final approver (Igazgató / Igazgatóhelyettes) and the preliminary one
// (Nincs / Igazgató / Igazgatóhelyettes), Save, and one sentence on the effect: requests already
// submitted keep their route.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@tavollet/design-system/components/Alert/Alert';
import { Button } from '@tavollet/design-system/components/Button/Button';
import { ADMIN_ROUTING_MESSAGES as M } from '@tavollet/contract/api/admin-routing';
import { AdminPage } from '../../../components/admin-page.tsx';
import { ADMIN_BASE } from '../../../lib/paths.ts';
import { NS } from '../../../i18n/routing.ts';
import { useRoutingPage } from '../hooks/use-routing-page.ts';
import { RoutingRows } from './routing-rows.tsx';
import styles from './routing-page.module.css';

export function RoutingPage() {
  const { t } = useTranslation(NS);
  const p = useRoutingPage();
  return (
    <AdminPage name="admin-routing" title={t('routing.title')} intro={t('routing.effect')}>
      <p className={styles.back}>
        <Link to={`${ADMIN_BASE}/szabadsag-kerelmek`}>{t('routing.back')}</Link>
      </p>
      {p.loadFailed ? (
        <Alert
          tone="error"
          actions={
            <Button size="sm" onClick={p.retry}>
              {t('routing.retry')}
            </Button>
          }
        >
          {M.loadFailed}
        </Alert>
      ) : (
        <form className={styles.form} aria-busy={p.loading || p.saving} onSubmit={(e) => void p.save(e)}>
          {p.loading ? <p className={styles.muted}>{t('routing.loading')}</p> : <RoutingRows page={p} />}
          {p.notice && (
            <Alert tone={p.notice.tone} onDismiss={p.dismissNotice}>
              {p.notice.text}
            </Alert>
          )}
          <div className={styles.buttons}>
            <Button type="submit" loading={p.saving} disabled={!p.canSave}>
              {t('routing.save')}
            </Button>
            <Button variant="secondary" onClick={p.reset} disabled={!p.dirty || p.saving}>
              {t('routing.reset')}
            </Button>
          </div>
        </form>
      )}
    </AdminPage>
  );
}
