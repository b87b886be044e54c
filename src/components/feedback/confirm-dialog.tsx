import { QuestionDialog } from './question-dialog';

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
  // Mounted only while asked: its words follow the question, and nothing lingers once answered.
  if (!props.open) return null;
  return (
    <QuestionDialog
      open={props.open}
      title={props.title}
      description={props.message}
      cancel={{ label: props.cancelLabel, onClick: props.onCancel, disabled: props.busy }}
      confirm={{
        label: props.confirmLabel,
        onClick: props.onConfirm,
        colorPalette: props.danger === false ? 'brand' : 'red',
        loading: props.busy,
      }}
    />
  );
}
