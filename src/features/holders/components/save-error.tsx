import { Alert, Button } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type SaveFailure = { kind: 'conflict' } | { kind: 'error'; message: string };

/** Above the buttons, where the user looks when a save fails. */
export function SaveError({ failure, onReload }: { failure: SaveFailure; onReload?: () => void }) {
  const { t } = useTranslation('holders');
  const conflict = failure.kind === 'conflict';
  return (
    <Alert.Root status={conflict ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{conflict ? t('form.conflictTitle') : t('form.errorTitle')}</Alert.Title>
        <Alert.Description>{conflict ? t('form.conflict') : failure.message}</Alert.Description>
        {conflict && onReload && (
          <Button size="sm" variant="outline" mt="2" alignSelf="start" onClick={onReload}>
            <RefreshCw size={14} aria-hidden /> {t('form.reload')}
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
