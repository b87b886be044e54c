import { useTranslation } from 'react-i18next';
import type { Holder, HolderCreate } from '@generated/model';
import { RecordForm } from '@/components/record/record-form';
import { useRecordForm } from '@/components/record/use-record-form';
import { holderFields, holderFormValuesOf, holderResolver, type HolderFormValues } from '../schema';
import { CollectionSection } from './collection-section';
import { ContactSection } from './contact-section';
import { IdentitySection } from './identity-section';
import { LocationSection } from './location-section';

export interface HolderFormProps {
  mode: 'create' | 'edit';
  initial: HolderFormValues;
  /** Names of the record's choices, shown before their lists load. */
  names?: { governorate?: string; delegation?: string; subcontractor?: string };
  save: (body: HolderCreate) => Promise<Holder>;
  /** After a save; leaving the form then asks nothing. */
  onSaved: (holder: Holder) => void;
  onCancel: () => void;
  /** Fetches the latest version after a 412; the form then shows it. */
  onReload?: () => Promise<Holder | undefined>;
}

/** One form for creating and editing a holder, in four sections. */
export function HolderForm({
  mode,
  initial,
  names,
  save,
  onSaved,
  onCancel,
  onReload,
}: HolderFormProps) {
  const { t } = useTranslation('holders');
  const { t: tc } = useTranslation();
  const texts = t('form', { returnObjects: true });
  const { form, frame } = useRecordForm<HolderFormValues, HolderCreate, Holder>({
    resolver: holderResolver(mode),
    defaultValues: initial,
    valuesOf: holderFormValuesOf,
    save,
    onSaved,
    onReload,
    fields: holderFields,
    texts,
  });

  return (
    <RecordForm
      frame={frame}
      onCancel={onCancel}
      submit={mode === 'create' ? texts.create : tc('actions.save')}
    >
      <IdentitySection form={form} />
      <LocationSection
        form={form}
        selectedNames={{ governorate: names?.governorate, delegation: names?.delegation }}
      />
      <ContactSection form={form} />
      <CollectionSection form={form} subcontractorName={names?.subcontractor} />
    </RecordForm>
  );
}
