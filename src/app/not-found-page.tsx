import { Button, Center } from '@chakra-ui/react';
import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPage } from '@/components/feedback/status-page';
import { paths } from '@/config/routes';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center minH="100dvh" px="4">
      <StatusPage
        icon={<MapPinOff />}
        title={t('notFound.title')}
        description={t('notFound.message')}
      >
        <Button asChild colorPalette="brand">
          <Link to={paths.main.root}>{t('actions.backHome')}</Link>
        </Button>
      </StatusPage>
    </Center>
  );
}
