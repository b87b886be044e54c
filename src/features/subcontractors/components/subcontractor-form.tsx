import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { Subcontractor, SubcontractorCreate } from '@generated/model';
import { RecordForm } from '@/components/record/record-form';
import { useRecordForm } from '@/components/record/use-record-form';
import { useFormat } from '@/lib/format';
import { useSaveSubcontractor } from '../api/use-save-subcontractor';
import {
  subcontractorFields,
  subcontractorInputOf,
  subcontractorMessages,
  subcontractorSchema,
  type SubcontractorInput,
} from '../schema';
import { UserSection } from './user-section';
import { CapacitySection } from './capacity-section';
import { AreaSection, CompanySection, type KnownNames } from './company-section';

interface SubcontractorFormProps {
  /** The company to edit; none to create one. */
  subcontractor?: Subcontractor;
  /** The manager's name, when the page knows it (the record holds only its id). */
  managerName?: string;
  onSaved: (subcontractor: Subcontractor) => void;
  onCancel: () => void;
  /** After a 412: fetches the latest version, which the form then shows. */
  onReload?: () => Promise<Subcontractor | undefined>;
}

/**
 * One form for creating and editing a company and its account. The role is never sent: the
 * contract's body has none, the server makes the account a SUBCONTRACTOR. A failed save keeps
 * what the user typed.
 */
export function SubcontractorForm(props: SubcontractorFormProps) {
  const { subcontractor, onSaved, onCancel, onReload } = props;
  const { t } = useTranslation('subcontractors');
  const { t: tc } = useTranslation();
  const { decimal } = useFormat();
  const { save } = useSaveSubcontractor(subcontractor);
  const texts = t('form', { returnObjects: true });
  const { form, frame } = useRecordForm<SubcontractorInput, SubcontractorCreate, Subcontractor>({
    resolver: zodResolver(subcontractorSchema, { error: subcontractorMessages }),
    defaultValues: subcontractorInputOf(subcontractor, decimal),
    valuesOf: (saved) => subcontractorInputOf(saved, decimal),
    save,
    onSaved,
    onReload,
    fields: subcontractorFields,
    texts,
  });
  const known: KnownNames = {
    zone: subcontractor?.zone.name,
    relayDepot:
      subcontractor && `${subcontractor.relayDepot.name} · ${subcontractor.relayDepot.code}`,
    manager: props.managerName,
  };

  return (
    <RecordForm
      frame={frame}
      onCancel={onCancel}
      submit={subcontractor ? tc('actions.save') : texts.create}
    >
      <UserSection form={form} />
      <CompanySection form={form} known={known} selfId={subcontractor?.id} />
      <AreaSection form={form} known={known} />
      <CapacitySection form={form} />
    </RecordForm>
  );
}
