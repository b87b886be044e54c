import { Button, chakra, Drawer, Flex, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/feedback/toaster';
import type { PickedPhoto } from '@/components/form/photo-picker';
import { useUnsavedChanges } from '@/components/form/use-unsaved-changes';
import { applyServerErrors } from '@/lib/form-errors';
import { useCan } from '@/lib/permissions';
import { PhotoUploadError, useCreateComplaintWithPhotos } from '../api/use-complaint-mutations';
import {
  complaintFields,
  complaintSchema,
  emptyComplaint,
  toCreateBody,
  type ComplaintInput,
  type ComplaintValues,
} from '../schema';
import { ComplaintFields } from './complaint-fields';
import { FailureAlert, type Failure } from '@/components/feedback/failure-alert';

interface ComplaintCreateFormProps {
  /** Closes the drawer: after filing, or on cancel. */
  onDone: () => void;
}

/**
 * A new complaint, as the drawer's body and footer. Photos are uploaded on filing; a failed
 * upload or create keeps everything typed and picked, and a retry does not upload twice.
 */
export function ComplaintCreateForm({ onDone }: ComplaintCreateFormProps) {
  const { t } = useTranslation('complaints');
  const mayPickHolder = useCan('holder', 'READ');
  const schema = useMemo(() => complaintSchema(mayPickHolder), [mayPickHolder]);
  const form = useForm<ComplaintInput, unknown, ComplaintValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyComplaint,
  });
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const [failure, setFailure] = useState<Failure>();
  const { file, saving, uploading } = useCreateComplaintWithPhotos();
  const guard = useUnsavedChanges(form.formState.isDirty || photos.length > 0);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await file(toCreateBody(values), photos, (key, url) =>
        setPhotos((current) => current.map((p) => (p.key === key ? { ...p, url } : p))),
      );
      notifySuccess(t('form.created'));
      guard.allowNextNavigation();
      onDone();
    } catch (error) {
      if (error instanceof PhotoUploadError) {
        setPhotoError(error.message);
        setFailure({ kind: 'error', title: t('form.uploadErrorTitle'), message: error.message });
        return;
      }
      const message = applyServerErrors(error, form.setError, complaintFields);
      setFailure({ kind: 'error', title: t('form.errorTitle'), message });
    }
  });

  const cancel = () => {
    guard.allowNextNavigation();
    onDone();
  };

  return (
    <chakra.form onSubmit={(event) => void submit(event)} noValidate display="contents">
      <Drawer.Body>
        <Stack gap="6" pb="2">
          <ComplaintFields
            form={form}
            mayPickHolder={mayPickHolder}
            photos={photos}
            onPhotosChange={setPhotos}
            photoError={photoError}
            onPhotoError={setPhotoError}
            disabled={saving}
          />
          {failure && <FailureAlert failure={failure} />}
        </Stack>
      </Drawer.Body>
      <Drawer.Footer borderTopWidth="1px">
        <Flex gap="3" ms="auto">
          <Button variant="ghost" onClick={cancel} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            loading={saving}
            loadingText={uploading ? t('form.uploading') : undefined}
          >
            {t('form.create')}
          </Button>
        </Flex>
      </Drawer.Footer>
      {guard.dialog}
    </chakra.form>
  );
}
