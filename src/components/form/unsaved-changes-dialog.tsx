import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface UnsavedChangesDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** "Leave without saving?": staying is the default, so Enter or Escape never loses edits. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesDialogProps) {
  const { t } = useTranslation();
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onStay();
      }}
      initialFocusEl={() => stay.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{t('unsavedChanges.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('unsavedChanges.message')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={stay} variant="outline" onClick={onStay}>
                {t('unsavedChanges.stay')}
              </Button>
              <Button colorPalette="red" onClick={onLeave}>
                {t('unsavedChanges.leave')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
