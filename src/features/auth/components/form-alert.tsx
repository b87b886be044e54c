import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormAlertProps {
  message: string;
  status?: 'error' | 'success';
  /** What the user can do about it, under the message. */
  action?: ReactNode;
}

/**
 * A server's answer shown in the form itself, above its button: the toast goes away after four
 * seconds, while the user still needs the reason to fix what they typed.
 */
export function FormAlert({ message, status = 'error', action }: FormAlertProps) {
  return (
    <Alert.Root
      status={status}
      variant="subtle"
      size="sm"
      role={status === 'error' ? 'alert' : 'status'}
    >
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Description>{message}</Alert.Description>
        {action}
      </Alert.Content>
    </Alert.Root>
  );
}
