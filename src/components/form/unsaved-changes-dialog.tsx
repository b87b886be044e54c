import { useTranslation } from 'react-i18next';
import { QuestionDialog } from '@/components/feedback/question-dialog';

interface UnsavedChangesDialogProps {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
}

/** "Leave without saving?": staying is the default, so Enter or Escape never loses edits. */
export function UnsavedChangesDialog({ open, onStay, onLeave }: UnsavedChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <QuestionDialog
      open={open}
      title={t('unsavedChanges.title')}
      description={t('unsavedChanges.message')}
      cancel={{ label: t('unsavedChanges.stay'), onClick: onStay }}
      confirm={{ label: t('unsavedChanges.leave'), onClick: onLeave, colorPalette: 'red' }}
    />
  );
}
