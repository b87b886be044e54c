import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Complaint, ComplaintUpdate } from '@generated/model';
import { notifySuccess } from '@/components/feedback/toaster';
import { FormField } from '@/components/form/form-field';
import { applyServerErrors } from '@/lib/form-errors';
import { ApiError } from '@/lib/http-client';
import { useCan } from '@/lib/permissions';
import { useUpdateComplaintStatus } from '../api/use-complaint-mutations';
import {
  nextStatuses,
  resolutionMessages,
  resolutionSchema,
  type ResolutionInput,
} from '../schema';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { FailureAlert, type Failure } from '@/components/feedback/failure-alert';

interface ComplaintFollowUpProps {
  complaint: Complaint;
  /** After a 412: reads the latest version, which the drawer then shows. */
  onReload: () => void;
}

/**
 * Where the complaint stands and the moves the contract allows from there: take in hand,
 * resolve with a comment (required), reopen after a confirmation (it erases the resolution).
 * A failed change keeps the comment typed.
 */
export function ComplaintFollowUp({ complaint, onReload }: ComplaintFollowUpProps) {
  const { t } = useTranslation('complaints');
  const mayUpdate = useCan('complaint', 'UPDATE');
  const { change, busy } = useUpdateComplaintStatus(complaint);
  const [resolving, setResolving] = useState(false);
  const [reopening, setReopening] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const form = useForm<ResolutionInput>({
    resolver: zodResolver(resolutionSchema, { error: resolutionMessages }),
    defaultValues: { resolution: '' },
  });
  const next = nextStatuses[complaint.status];

  const send = async (body: ComplaintUpdate, done: string) => {
    setFailure(undefined);
    try {
      await change(body);
      notifySuccess(t(done as 'actions.started'));
      setResolving(false);
      form.reset({ resolution: '' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 412) {
        setFailure({
          kind: 'conflict',
          title: t('actions.conflictTitle'),
          message: t('actions.conflict'),
        });
        return;
      }
      const message = applyServerErrors(error, form.setError, ['resolution']);
      setFailure({ kind: 'error', title: t('actions.errorTitle'), message });
    } finally {
      setReopening(false);
    }
  };
  const resolve = form.handleSubmit(({ resolution }) =>
    send({ status: 'RESOLVED', resolution: resolution.trim() }, 'actions.resolved'),
  );

  return (
    <Stack as="section" aria-labelledby="complaint-follow-up" gap="3" borderTopWidth="1px" pt="4">
      <Text id="complaint-follow-up" fontWeight="semibold">
        {t('actions.title')}
      </Text>
      {complaint.resolution && (
        <Box bg="bg.muted" borderRadius="md" p="3">
          <Text fontSize="sm" color="fg.muted">
            {t('detail.resolution')}
          </Text>
          <Text whiteSpace="pre-wrap">{complaint.resolution}</Text>
        </Box>
      )}
      {!mayUpdate && <Text color="fg.muted">{t('detail.readOnly')}</Text>}
      {mayUpdate && resolving && (
        <form onSubmit={(event) => void resolve(event)} noValidate>
          <Stack gap="3">
            <FormField
              label={t('fields.resolution')}
              required
              helperText={t('actions.resolutionHelp')}
              error={form.formState.errors.resolution?.message}
            >
              <Textarea {...form.register('resolution')} rows={4} autoFocus />
            </FormField>
            <HStack gap="2" justify="end">
              <Button variant="ghost" onClick={() => setResolving(false)} disabled={busy}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" colorPalette="brand" loading={busy}>
                <CheckCircle2 aria-hidden /> {t('actions.confirmResolve')}
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
      {mayUpdate && !resolving && (
        <HStack gap="2" wrap="wrap">
          {next.includes('IN_PROGRESS') && (
            <Button
              size="sm"
              colorPalette="brand"
              loading={busy}
              onClick={() => void send({ status: 'IN_PROGRESS' }, 'actions.started')}
            >
              <Play aria-hidden /> {t('actions.start')}
            </Button>
          )}
          {next.includes('RESOLVED') && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="green"
              onClick={() => setResolving(true)}
            >
              <CheckCircle2 aria-hidden /> {t('actions.resolve')}
            </Button>
          )}
          {next.includes('OPEN') && (
            <Button size="sm" variant="outline" onClick={() => setReopening(true)}>
              <RotateCcw aria-hidden /> {t('actions.reopen')}
            </Button>
          )}
        </HStack>
      )}
      {failure && (
        <FailureAlert
          failure={failure}
          reload={{
            label: t('actions.reload'),
            onClick: () => {
              setFailure(undefined);
              onReload();
            },
          }}
        />
      )}
      <ConfirmDialog
        open={reopening}
        title={t('actions.reopenTitle', { subject: complaint.subject })}
        message={t('actions.reopenMessage')}
        confirmLabel={t('actions.reopen')}
        cancelLabel={t('actions.cancel')}
        busy={busy}
        onConfirm={() => void send({ status: 'OPEN' }, 'actions.reopened')}
        onCancel={() => setReopening(false)}
      />
    </Stack>
  );
}
