import { zodResolver } from '@hookform/resolvers/zod';
import { MapPinOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGetRegion } from '@generated/api/areas/areas';
import type { Region } from '@generated/model';
import { notifySuccess } from '@/components/feedback/toaster';
import { FormFields } from '@/components/form/form-fields';
import { RecordDrawer } from '@/components/layout/record-drawer';
import { DrawerForm } from '@/components/record/drawer-form';
import { useRecordForm } from '@/components/record/use-record-form';
import { useSaveRegion } from '../api/use-save-area';
import {
  areaMessages,
  regionInputOf,
  regionSchema,
  toRegionBody,
  type RegionInput,
  type RegionValues,
} from '../schema';

interface RegionFormProps {
  region?: Region;
  onDone: () => void;
  onReload?: () => Promise<Region | undefined>;
}

/** A region's name: a new region, or one renamed. */
function RegionForm({ region, onDone, onReload }: RegionFormProps) {
  const { t } = useTranslation('areas');
  const { t: tc } = useTranslation();
  const { create, update } = useSaveRegion(region);
  const { form, frame } = useRecordForm<RegionInput, RegionValues, Region>({
    resolver: zodResolver(regionSchema, { error: areaMessages }),
    defaultValues: regionInputOf(region),
    valuesOf: regionInputOf,
    save: async (values) => {
      const saved = await (region ? update : create)(toRegionBody(values));
      notifySuccess(region ? tc('toast.saved') : t('form.regionCreated'));
      return saved;
    },
    onSaved: onDone,
    onReload,
    fields: ['name'],
    texts: t('form', { returnObjects: true }),
  });
  return (
    <DrawerForm
      frame={frame}
      onCancel={onDone}
      submit={region ? tc('actions.save') : t('form.createRegion')}
    >
      <FormFields
        form={form}
        labels={t('fields', { returnObjects: true })}
        fields={{ name: { autoComplete: 'off', required: true } }}
      />
    </DrawerForm>
  );
}

/** A region over the areas screen (`?region=<id>`, `?region=new`). */
export function RegionDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('areas');
  const isNew = id === 'new';
  const query = useGetRegion(id, { query: { enabled: !isNew } });
  return (
    <RecordDrawer
      isNew={isNew}
      query={query}
      title={isNew ? t('drawer.newRegionTitle') : query.data?.name}
      ns="areas"
      notFoundIcon={<MapPinOff />}
      skeleton={['10']}
      onClose={onClose}
    >
      {isNew && <RegionForm onDone={onClose} />}
      {query.data && (
        <RegionForm
          region={query.data}
          onDone={onClose}
          onReload={async () => (await query.refetch()).data}
        />
      )}
    </RecordDrawer>
  );
}
