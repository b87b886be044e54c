import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/components/feedback/toaster';
import type { PickedPhoto } from '@/components/form/photo-picker';
import { DrawerForm } from '@/components/record/drawer-form';
import { useRecordForm } from '@/components/record/use-record-form';
import { useCan } from '@/lib/permissions';
import { PhotoUploadError, useCreateComplaintWithPhotos } from '../api/use-complaint-mutations';
import {
  complaintFields,
  complaintMessages,
  complaintSchema,
  emptyComplaint,
  toCreateBody,
  type ComplaintInput,
  type ComplaintValues,
} from '../schema';
import { ComplaintFields } from './complaint-fields';

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
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const { file, saving, uploading } = useCreateComplaintWithPhotos();
  const texts = t('form', { returnObjects: true });
  const { form, frame } = useRecordForm<ComplaintInput, ComplaintValues, void>({
    resolver: zodResolver(schema, { error: complaintMessages }),
    defaultValues: emptyComplaint,
    dirty: photos.length > 0,
    save: async (values) => {
      await file(toCreateBody(values), photos, (key, url) =>
        setPhotos((current) => current.map((p) => (p.key === key ? { ...p, url } : p))),
      );
      notifySuccess(t('form.created'));
    },
    onSaved: onDone,
    fields: complaintFields,
    texts,
    failureOf: (error) => {
      if (!(error instanceof PhotoUploadError)) return undefined;
      setPhotoError(error.message);
      return { kind: 'error', title: t('form.uploadErrorTitle'), message: error.message };
    },
  });

  return (
    <DrawerForm
      frame={frame}
      onCancel={onDone}
      submit={texts.create}
      busyText={uploading ? t('form.uploading') : undefined}
    >
      <ComplaintFields
        form={form}
        mayPickHolder={mayPickHolder}
        photos={photos}
        onPhotosChange={setPhotos}
        photoError={photoError}
        onPhotoError={setPhotoError}
        disabled={saving}
      />
    </DrawerForm>
  );
}
