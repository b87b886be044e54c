import { Button, Card } from '@chakra-ui/react';
import { Map as MapIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/routes';

/** Where a super administrator keeps the organisation's regions and zones. */
export function AreasLink() {
  const { t } = useTranslation('settings');
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{t('areas.title')}</Card.Title>
        <Card.Description>{t('areas.description')}</Card.Description>
      </Card.Header>
      <Card.Body alignItems="start">
        <Button asChild variant="outline" colorPalette="brand">
          <Link to={paths.main.areas}>
            <MapIcon aria-hidden />
            {t('areas.open')}
          </Link>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
