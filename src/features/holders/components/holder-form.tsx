import { useTranslation } from 'react-i18next';
import type { Holder, HolderCreate } from '@generated/model';
import { RecordForm } from '@/components/record/record-form';
import { useRecordForm, type RecordFormProps } from '@/components/record/use-record-form';
import { useFormat } from '@/lib/format';
import { useSaveHolder } from '../api/use-save-holder';
import {
  emptyHolderForm,
  holderFields,
  holderFormValuesOf,
  holderResolver,
  type HolderFormValues,
} from '../schema';
import { CollectionSection } from './collection-section';
import { ContactSection } from './contact-section';
import { IdentitySection } from './identity-section';
import { LocationSection } from './location-section';

interface HolderFormProps extends RecordFormProps<Holder> {
  /** The holder to edit; none to create one. */
  holder?: Holder;
}

/**
 * One form for creating and editing a holder, in four sections. A failed save keeps what the
 * user typed.
 */
export function HolderForm({ holder, onSaved, onCancel, onReload }: HolderFormProps) {
  const { t } = useTranslation('holders');
  const { t: tc } = useTranslation();
  const texts = t('form', { returnObjects: true });
  const { decimal } = useFormat();
  const { save } = useSaveHolder(holder);
  const { form, frame } = useRecordForm<HolderFormValues, HolderCreate, Holder>({
    resolver: holderResolver(holder ? 'edit' : 'create'),
    defaultValues: holder ? holderFormValuesOf(holder, decimal) : emptyHolderForm,
    valuesOf: (saved) => holderFormValuesOf(saved, decimal),
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
      submit={holder ? tc('actions.save') : texts.create}
    >
      <IdentitySection form={form} />
      <LocationSection
        form={form}
        // The record's choices by name, shown before their lists load.
        selectedNames={{
          governorate: holder?.delegation?.governorate?.name,
          delegation: holder?.delegation?.name,
        }}
      />
      <ContactSection form={form} />
      <CollectionSection form={form} subcontractorName={holder?.subcontractor?.companyName} />
    </RecordForm>
  );
}
