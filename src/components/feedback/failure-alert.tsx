import { Alert, Button } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';

export type Failure = { kind: 'error' | 'conflict'; title: string; message: string };

interface FailureAlertProps {
  failure: Failure;
  /** After a 412: offered to load the latest version. */
  reload?: { label: string; onClick: () => void };
}

/** Why a save failed, above the buttons; a conflict is a warning with a way to reload. */
export function FailureAlert({ failure, reload }: FailureAlertProps) {
  return (
    <Alert.Root status={failure.kind === 'conflict' ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{failure.title}</Alert.Title>
        <Alert.Description>{failure.message}</Alert.Description>
        {failure.kind === 'conflict' && reload && (
          <Button size="sm" variant="outline" mt="3" alignSelf="start" onClick={reload.onClick}>
            <RefreshCw size={14} aria-hidden /> {reload.label}
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
