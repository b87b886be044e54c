import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Why a PENDING user landed here instead of where they were going. */
export function FirstLoginNotice() {
  const { t } = useTranslation('settings');
  return (
    <Alert.Root status="warning" variant="surface" size="lg" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('firstLogin.title')}</Alert.Title>
        <Alert.Description>{t('firstLogin.message')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
