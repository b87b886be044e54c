import { Combobox, createListCollection, Tag, useFilter, Wrap } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Delegation } from '@generated/model';
import { FormField } from '@/components/form/form-field';
import { PickerOptions } from '@/components/pickers/search-combobox';

interface DelegationsFieldProps {
  value: string[];
  onChange: (delegationIds: string[]) => void;
  onBlur?: () => void;
  /** Every delegation of the country, with the zone that serves it. */
  delegations: Delegation[];
  error?: string;
}

/**
 * The delegations a zone serves: the country's delegations (a few hundred, loaded once), found
 * by their name or their governorate's, each saying which zone serves it now; the chosen ones
 * as removable tags.
 */
export function DelegationsField(props: DelegationsFieldProps) {
  const { value, onChange, onBlur, delegations, error } = props;
  const { t } = useTranslation('areas');
  const [search, setSearch] = useState('');
  const filter = useFilter({ sensitivity: 'base' });
  // Portalled into the drawer, as every picker of a drawer is (search-combobox.tsx).
  const root = useRef<HTMLDivElement>(null);
  const [dialog, setDialog] = useState<{ current: HTMLElement } | undefined>();
  useEffect(() => {
    const found = root.current?.closest<HTMLElement>('[role="dialog"]');
    if (found) setDialog({ current: found });
  }, []);

  // Each choice says where the delegation is now; the search reads that too (a zone's name).
  const options = useMemo(
    () =>
      delegations.map((delegation) => {
        const label = `${delegation.name} (${delegation.governorate?.name ?? ''})`;
        const where = delegation.zone
          ? t('fields.inZone', { zone: delegation.zone.name })
          : t('fields.noZoneYet');
        return { id: delegation.id, label, name: `${label} · ${where}` };
      }),
    [delegations, t],
  );
  const collection = useMemo(
    () =>
      createListCollection({
        items: options.filter(
          (option) => !value.includes(option.id) && filter.contains(option.name, search),
        ),
        itemToString: (option) => option.name,
        itemToValue: (option) => option.id,
      }),
    [options, value, filter, search],
  );
  const nameOf = (id: string) => options.find((option) => option.id === id)?.label ?? id;

  return (
    <FormField
      label={t('fields.delegations')}
      helperText={t('fields.delegationsHelp')}
      error={error}
    >
      <Combobox.Root
        ref={root}
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
        // Search, pick, search again: the list closes on a pick, off the drawer's buttons.
        closeOnSelect
        translations={{ triggerLabel: t('fields.delegations') }}
      >
        <Combobox.Control>
          <Combobox.Input placeholder={t('fields.delegationsPlaceholder')} />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <PickerOptions
          items={collection.items}
          empty={t('fields.delegationsEmpty')}
          container={dialog}
        />
      </Combobox.Root>
      {value.length > 0 && (
        <Wrap gap="2" mt="1">
          {value.map((id) => (
            <Tag.Root key={id} size="lg" colorPalette="brand" variant="subtle">
              <Tag.Label>{nameOf(id)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={t('fields.removeDelegation', { name: nameOf(id) })}
                  onClick={() => onChange(value.filter((other) => other !== id))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
    </FormField>
  );
}
