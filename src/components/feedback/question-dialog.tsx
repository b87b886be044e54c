import { Button, Dialog, Portal, Stack, type ButtonProps } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';

interface QuestionDialogProps {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  /** Under the description: what the answer needs (a comment, an alert). */
  children?: ReactNode;
  /** The default answer: focused first, and what Escape or a click outside do. */
  cancel: { label: string; onClick: () => void; disabled?: boolean };
  /** The answer that acts; none when there is nothing left to do. */
  confirm?: {
    label: string;
    onClick: () => void;
    colorPalette: ButtonProps['colorPalette'];
    loading?: boolean;
  };
}

/**
 * A question in an alert dialog: its title, what it means, then "cancel" (the default, so Enter
 * or Escape never does what is hard to take back) and the answer that acts.
 */
export function QuestionDialog({ open, cancel, confirm, ...props }: QuestionDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const description = <Dialog.Description>{props.description}</Dialog.Description>;
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!event.open) cancel.onClick();
      }}
      initialFocusEl={() => cancelButton.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {props.children ? (
                <Stack gap="4">
                  {description}
                  {props.children}
                </Stack>
              ) : (
                description
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                ref={cancelButton}
                variant="outline"
                onClick={cancel.onClick}
                disabled={cancel.disabled}
              >
                {cancel.label}
              </Button>
              {confirm && (
                <Button
                  colorPalette={confirm.colorPalette}
                  loading={confirm.loading}
                  onClick={confirm.onClick}
                >
                  {confirm.label}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
