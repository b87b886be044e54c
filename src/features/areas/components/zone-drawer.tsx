import { zodResolver } from '@hookform/resolvers/zod';
import { MapPinOff } from 'lucide-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGetZone, useListDelegations, useListRegions } from '@generated/api/areas/areas';
import type { Zone } from '@generated/model';
import { notifySuccess } from '@/components/feedback/toaster';
import { FormFields } from '@/components/form/form-fields';
import { Fact, Facts } from '@/components/layout/facts';
import { RecordDrawer } from '@/components/layout/record-drawer';
import { DrawerForm } from '@/components/record/drawer-form';
import { useRecordForm } from '@/components/record/use-record-form';
import { useSaveZone } from '../api/use-save-area';
import {
  toZoneCreateBody,
  areaMessages,
  toZoneUpdateBody,
  zoneInputOf,
  zoneSchema,
  type ZoneInput,
  type ZoneValues,
} from '../schema';
import { DelegationsField } from './delegations-field';

interface ZoneFormProps {
  zone?: Zone;
  /** The delegations the zone serves now. */
  served: string[];
  onDone: () => void;
  onReload?: () => Promise<Zone | undefined>;
}

/** A zone: its name, its region (at creation only) and the delegations it serves. */
function ZoneForm({ zone, served, onDone, onReload }: ZoneFormProps) {
  const { t } = useTranslation('areas');
  const { t: tc } = useTranslation();
  const regions = useListRegions();
  const delegations = useListDelegations();
  const { create, update } = useSaveZone(zone);
  const { form, frame } = useRecordForm<ZoneInput, ZoneValues, Zone>({
    resolver: zodResolver(zoneSchema, { error: areaMessages }),
    defaultValues: zoneInputOf(zone, served),
    save: async (values) => {
      if (!zone) {
        const created = await create(toZoneCreateBody(values));
        notifySuccess(t('form.zoneCreated'));
        return created;
      }
      const saved = await update(toZoneUpdateBody(zone, served, values));
      notifySuccess(tc('toast.saved'));
      return saved;
    },
    onSaved: onDone,
    onReload,
    fields: (path) =>
      path.startsWith('delegationIds')
        ? 'delegationIds'
        : (['name', 'regionId'] as const).find((field) => field === path),
    texts: t('form', { returnObjects: true }),
  });
  const regionOptions = (regions.data ?? []).map((region) => ({
    value: region.id,
    label: region.name,
  }));

  return (
    <DrawerForm
      frame={frame}
      onCancel={onDone}
      submit={zone ? tc('actions.save') : t('form.createZone')}
    >
      <FormFields
        form={form}
        labels={t('fields', { returnObjects: true })}
        choose={t('fields.chooseRegion')}
        fields={{
          name: { autoComplete: 'off', required: true },
          // Chosen once: a zone does not change region.
          ...(!zone && {
            regionId: { options: regionOptions, required: true, hint: t('fields.regionHelp') },
          }),
        }}
      />
      {zone && (
        <Facts>
          <Fact label={t('fields.regionId')}>{zone.region?.name}</Fact>
        </Facts>
      )}
      <Controller
        control={form.control}
        name="delegationIds"
        render={({ field, fieldState }) => (
          <DelegationsField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            delegations={delegations.data ?? []}
            loading={delegations.isPending}
            error={fieldState.error?.message}
          />
        )}
      />
    </DrawerForm>
  );
}

/** A zone over the areas screen (`?zone=<id>`, `?zone=new`). */
export function ZoneDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('areas');
  const isNew = id === 'new';
  const query = useGetZone(id, { query: { enabled: !isNew } });
  const served = useListDelegations({ zoneId: id }, { query: { enabled: !isNew } });
  const zone = query.data;
  return (
    <RecordDrawer
      isNew={isNew}
      query={query}
      title={isNew ? t('drawer.newZoneTitle') : zone?.name}
      ns="areas"
      notFoundIcon={<MapPinOff />}
      skeleton={['10', '10', '24']}
      onClose={onClose}
    >
      {isNew && <ZoneForm served={[]} onDone={onClose} />}
      {zone && served.data && (
        // A version reloaded after a 412 is a new form, with the delegations served then.
        <ZoneForm
          key={zone.updatedAt}
          zone={zone}
          served={served.data.map((delegation) => delegation.id)}
          onDone={onClose}
          onReload={async () => {
            await served.refetch();
            return (await query.refetch()).data;
          }}
        />
      )}
    </RecordDrawer>
  );
}
