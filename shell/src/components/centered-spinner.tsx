// A full-page spinner while the session check answers (first load only; it takes milliseconds).
import { useTranslation } from 'react-i18next';
import { Spinner } from '@tavollet/design-system/components/Spinner/Spinner';

export function CenteredSpinner() {
  const { t } = useTranslation('shell');
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner label={t('session.checking')} />
    </div>
  );
}
