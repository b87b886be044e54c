import { Combobox, createListCollection, Spinner, Tag, useFilter, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListZones } from '@generated/api/areas/areas';
import type { ZoneSummary } from '@generated/model';
import { PickerOptions } from '@/components/pickers/search-combobox';
import { useAreaFilter } from '@/components/pickers/use-area-filter';
import { FormField } from '@/components/form/form-field';

interface ZonesFieldProps {
  value: string[];
  onChange: (zoneIds: string[]) => void;
  onBlur?: () => void;
  /** The record's zones, named before the list of every zone arrives. */
  known?: ZoneSummary[];
  error?: string;
  required?: boolean;
}

/**
 * The zones a depot serves: a searchable list of the zones of the user's area, the chosen ones
 * as tags, removable when they lie in that area (the server refuses any other change). Zones
 * are a few dozen, so the list loads once and filters as the user types.
 */
export function ZonesField(props: ZonesFieldProps) {
  const { value, onChange, onBlur, known = [], error, required } = props;
  const { t } = useTranslation('relayDepots');
  const zones = useListZones();
  const inArea = useAreaFilter().zone;
  const [search, setSearch] = useState('');
  const filter = useFilter({ sensitivity: 'base' });

  const collection = useMemo(
    () =>
      createListCollection({
        items: (zones.data ?? []).filter(
          (zone) => inArea(zone) && filter.contains(zone.name, search),
        ),
        itemToString: (zone) => zone.name,
        itemToValue: (zone) => zone.id,
      }),
    [zones.data, filter, search, inArea],
  );
  const zoneOf = (id: string) =>
    zones.data?.find((zone) => zone.id === id) ?? known.find((zone) => zone.id === id);
  const removable = (id: string) => {
    const zone = zoneOf(id);
    return !zone || inArea(zone);
  };
  const nameOf = (id: string) =>
    zones.data?.find((zone) => zone.id === id)?.name ??
    known.find((zone) => zone.id === id)?.name ??
    id;

  return (
    <FormField label={t('fields.zones')} error={error} required={required}>
      <Combobox.Root
        multiple
        collection={collection}
        value={value}
        inputValue={search}
        onInputValueChange={(details) => setSearch(details.inputValue)}
        onValueChange={(details) => {
          onChange(details.value);
          setSearch('');
        }}
        onBlur={onBlur}
        openOnClick
        translations={{ triggerLabel: t('fields.zones') }}
      >
        <Combobox.Control>
          <Combobox.Input placeholder={t('fields.zonesPlaceholder')} />
          <Combobox.IndicatorGroup>
            {zones.isFetching && <Spinner size="xs" color="fg.muted" aria-hidden />}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <PickerOptions items={collection.items} empty={t('fields.zonesEmpty')} />
      </Combobox.Root>
      {value.length > 0 && (
        <Wrap gap="2" mt="1">
          {value.map((id) => (
            <Tag.Root key={id} size="lg" colorPalette="brand" variant="subtle">
              <Tag.Label>{nameOf(id)}</Tag.Label>
              {removable(id) && (
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t('fields.removeZone', { name: nameOf(id) })}
                    onClick={() => onChange(value.filter((other) => other !== id))}
                  />
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </Wrap>
      )}
    </FormField>
  );
}
