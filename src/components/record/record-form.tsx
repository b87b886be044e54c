import { Button, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormFrame } from './use-record-form';

export interface FormButtonsProps {
  frame: FormFrame;
  /** The way out's words: Cancel unless said otherwise (Close on a read-only form). */
  cancel?: string;
  onCancel: () => void;
  /** The main button's words; none for a form that is only read. */
  submit?: string;
  /** Said on the main button while busy, for a save that takes long (uploads). */
  busyText?: string;
}

export function FormButtons({ frame, cancel, onCancel, submit, busyText }: FormButtonsProps) {
  const { t } = useTranslation();
  const leave = () => {
    frame.allowLeave();
    onCancel();
  };
  return (
    <>
      <Button variant="ghost" onClick={leave} disabled={frame.busy}>
        {cancel ?? t('actions.cancel')}
      </Button>
      {submit && (
        <Button type="submit" colorPalette="brand" loading={frame.busy} loadingText={busyText}>
          {submit}
        </Button>
      )}
    </>
  );
}

interface RecordFormProps extends FormButtonsProps {
  children: ReactNode;
}

/** A record's form on a page: its sections, why a save failed, then the buttons. */
export function RecordForm({ children, ...buttons }: RecordFormProps) {
  return (
    <form onSubmit={buttons.frame.onSubmit} noValidate>
      <Stack gap="5">
        {children}
        {/* Above the buttons, where the user is looking when the save fails. */}
        {buttons.frame.failure}
        {/* On a narrow screen the buttons span the width, the main one on top. */}
        <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="3">
          <FormButtons {...buttons} />
        </Flex>
      </Stack>
      {buttons.frame.dialog}
    </form>
  );
}
