import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** Red for what takes something away; the brand colour otherwise. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before a change that is hard to take back; cancelling is the default. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  // Mounted only while asked: its words follow the question, and nothing lingers once answered.
  if (!props.open) return null;
  return (
    <Dialog.Root
      role="alertdialog"
      open={props.open}
      onOpenChange={(event) => {
        if (!event.open) props.onCancel();
      }}
      initialFocusEl={() => cancel.current}
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
              <Dialog.Description>{props.message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancel} variant="outline" onClick={props.onCancel} disabled={props.busy}>
                {props.cancelLabel}
              </Button>
              <Button
                colorPalette={props.danger === false ? 'brand' : 'red'}
                loading={props.busy}
                onClick={props.onConfirm}
              >
                {props.confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
