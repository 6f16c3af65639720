// A spinner while the session check answers (first load only; it takes milliseconds): the whole
// page, or (`area`) the layout's main area while a page's guard runs on a first load.
import { useTranslation } from 'react-i18next';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';

export function CenteredSpinner({ area = false }: { area?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: area ? '12rem' : '100vh' }}>
      <Spinner label={t('session.checking')} />
    </div>
  );
}
