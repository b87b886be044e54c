import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useCurrentUser } from '@/lib/current-user';

export function HomePage() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('title')} />
      <Text color="fg.muted">{t('welcome', { name: user?.firstName ?? '' })}</Text>
    </>
  );
}
