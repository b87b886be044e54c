import { Alert, Field, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemovalVoucher } from '@generated/model';
import { updateRemovalVoucherBodyDecisionCommentMax } from '@generated/zod-mini/removal-vouchers/removal-vouchers.zod';
import { QuestionDialog } from '@/components/feedback/question-dialog';
import { notifySuccess } from '@/components/feedback/toaster';
import { ApiError } from '@/lib/http-client';
import { useDecideRemovalVoucher, type Decision } from '../api/use-decide-removal-voucher';

interface DecisionDialogProps {
  voucher: RemovalVoucher;
  /** The decision asked for; none when the dialog is closed. */
  decision?: Decision;
  onClose: () => void;
  /** After a 412: fetches the latest version of the voucher. */
  onReload: () => Promise<unknown>;
}

/**
 * "Confirm this voucher?" with the decision's own comment, kept apart from the collector's
 * comments (which it never replaces), so the box starts empty; refusing needs one (the
 * collector must learn why). Cancelling is the default, so Escape never decides. On a failure
 * the dialog stays open with what was typed.
 */
export function DecisionDialog({ voucher, decision, onClose, onReload }: DecisionDialogProps) {
  const { t } = useTranslation('removalVouchers');
  const { t: tc } = useTranslation();
  const { decide, deciding } = useDecideRemovalVoucher(voucher);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string>();
  const rejecting = decision === 'NOT_CONFIRMED';
  // Someone decided it meanwhile (seen after a 412): nothing left to decide here.
  const decided = voucher.status !== 'AWAITING';

  const close = () => {
    setFailure(undefined);
    setMissing(false);
    setComment('');
    onClose();
  };

  const submit = async () => {
    if (!decision || decided) return;
    if (rejecting && !comment.trim()) {
      setMissing(true);
      return;
    }
    setFailure(undefined);
    try {
      await decide(decision, comment.trim());
      notifySuccess(rejecting ? t('decision.rejected') : t('decision.confirmed'));
      close();
    } catch (error) {
      const conflict = error instanceof ApiError && error.status === 412;
      setFailure(conflict ? t('decision.conflict') : (error as Error).message);
      if (conflict) await onReload();
    }
  };

  return (
    <QuestionDialog
      open={decision !== undefined}
      title={t(rejecting ? 'decision.rejectTitle' : 'decision.confirmTitle', {
        number: voucher.number,
      })}
      description={rejecting ? t('decision.rejectMessage') : t('decision.confirmMessage')}
      cancel={{
        label: decided ? t('decision.close') : t('decision.cancel'),
        onClick: close,
        disabled: deciding,
      }}
      confirm={
        decided
          ? undefined
          : {
              label: rejecting ? t('decision.reject') : t('decision.confirm'),
              onClick: () => void submit(),
              colorPalette: rejecting ? 'red' : 'brand',
              loading: deciding,
            }
      }
    >
      <Field.Root required={rejecting} invalid={missing} disabled={decided}>
        <Field.Label>
          {t('decision.comment')}
          {rejecting && <Field.RequiredIndicator />}
        </Field.Label>
        <Textarea
          value={comment}
          rows={3}
          maxLength={updateRemovalVoucherBodyDecisionCommentMax}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            setMissing(false);
          }}
        />
        <Field.HelperText>
          {rejecting ? t('decision.commentReplaces') : t('decision.commentHelp')}
        </Field.HelperText>
        <Field.ErrorText>{tc('validation.decisionCommentRequired')}</Field.ErrorText>
      </Field.Root>
      {(failure || decided) && (
        <Alert.Root status={decided ? 'warning' : 'error'} role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('decision.errorTitle')}</Alert.Title>
            <Alert.Description>
              {decided
                ? t('decision.alreadyDecided', {
                    status: tc(`status.${voucher.status}`),
                  })
                : failure}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </QuestionDialog>
  );
}
