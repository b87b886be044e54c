import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { useCurrentUser } from '@/lib/current-user';
import { HomeFigures } from './home-figures';

/** The landing page: a welcome, then the figures that say what needs attention today. */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('title')} />
      <Text color="fg.muted" mt="-3" mb="6">
        {t('welcome', { name: user?.firstName ?? '' })}
      </Text>
      <HomeFigures />
    </>
  );
}
