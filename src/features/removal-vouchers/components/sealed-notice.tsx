import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Why a voucher is sealed, in one line, with the way to amend it for who may. */
export function SealedNotice({ onAmend }: { onAmend?: () => void }) {
  const { t } = useTranslation('removalVouchers');
  return (
    <Alert.Root status="neutral" alignItems="center" size="sm">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t('amend.sealed')}</Alert.Description>
      </Alert.Content>
      {onAmend && (
        <Button size="sm" variant="outline" colorPalette="brand" onClick={onAmend}>
          {t('amend.action')}
        </Button>
      )}
    </Alert.Root>
  );
}
