import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Delegation } from '@generated/model';
import { MultiPicker } from '@/components/pickers/multi-picker';

interface DelegationsFieldProps {
  value: string[];
  onChange: (delegationIds: string[]) => void;
  onBlur?: () => void;
  /** Every delegation of the country, with the zone that serves it. */
  delegations: Delegation[];
  /** While the delegations load: the chosen ones wait for their names. */
  loading?: boolean;
  error?: string;
}

/**
 * The delegations a zone serves: the country's delegations (a few hundred, loaded once), found
 * by their name or their governorate's, each saying which zone serves it now; the chosen ones
 * as removable tags.
 */
export function DelegationsField(props: DelegationsFieldProps) {
  const { value, delegations } = props;
  const { t } = useTranslation('areas');

  // Each choice says where the delegation is now; the search reads that too (a zone's name).
  const labelled = useMemo(
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
  const offered = useMemo(
    () => labelled.filter((option) => !value.includes(option.id)),
    [labelled, value],
  );

  return (
    <MultiPicker
      label={t('fields.delegations')}
      helperText={t('fields.delegationsHelp')}
      placeholder={t('fields.delegationsPlaceholder')}
      empty={t('fields.delegationsEmpty')}
      options={offered}
      value={value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      nameOf={(id) => labelled.find((option) => option.id === id)?.label}
      loading={props.loading}
      removeLabel={(name) => t('fields.removeDelegation', { name })}
      // Search, pick, search again: the list closes on a pick, off the drawer's buttons.
      closeOnSelect
      error={props.error}
    />
  );
}
