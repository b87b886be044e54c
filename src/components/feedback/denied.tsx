import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page';

/** What a screen shows instead of itself when the user may not use it. */
export function Denied() {
  const { t } = useTranslation();
  return (
    <StatusPage icon={<ShieldX />} title={t('denied.title')} description={t('denied.message')} />
  );
}
