import type { Delegation } from '@generated/model';
import { DelegationPicker, GovernoratePicker } from './area-pickers';

export interface GovernorateDelegationValue {
  governorateId?: string;
  delegationId?: string;
}

interface GovernorateDelegationPickerProps {
  value: GovernorateDelegationValue;
  onChange: (value: GovernorateDelegationValue, delegation?: Delegation) => void;
  labels: { governorate: string; delegation: string; clear?: string };
  /** Names of the current choices, for a record loaded before the lists. */
  selectedNames?: { governorate?: string; delegation?: string };
  helperText?: { governorate?: string; delegation?: string };
  errors?: { governorate?: string; delegation?: string };
  required?: boolean;
  size?: 'sm' | 'md';
  onBlur?: () => void;
}

/**
 * Governorate, then delegation: the governorate only narrows the delegations offered. Choosing a
 * delegation directly fills in its governorate; another governorate empties the delegation.
 */
export function GovernorateDelegationPicker(props: GovernorateDelegationPickerProps) {
  const { value, onChange, labels } = props;
  const shown = (field: 'governorate' | 'delegation') => ({
    label: labels[field],
    clearLabel: labels.clear,
    size: props.size,
    selectedName: props.selectedNames?.[field],
    helperText: props.helperText?.[field],
    error: props.errors?.[field],
  });
  return (
    <>
      <GovernoratePicker
        {...shown('governorate')}
        value={value.governorateId}
        onChange={(governorate) =>
          onChange({
            governorateId: governorate?.id,
            delegationId:
              governorate && governorate.id === value.governorateId
                ? value.delegationId
                : undefined,
          })
        }
      />
      <DelegationPicker
        {...shown('delegation')}
        governorateId={value.governorateId}
        value={value.delegationId}
        required={props.required}
        onBlur={props.onBlur}
        onChange={(delegation) =>
          onChange(
            {
              governorateId: delegation?.governorateId ?? value.governorateId,
              delegationId: delegation?.id,
            },
            delegation,
          )
        }
      />
    </>
  );
}
