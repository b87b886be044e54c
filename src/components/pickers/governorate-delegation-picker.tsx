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
  return (
    <>
      <GovernoratePicker
        label={labels.governorate}
        clearLabel={labels.clear}
        size={props.size}
        value={value.governorateId}
        selectedName={props.selectedNames?.governorate}
        helperText={props.helperText?.governorate}
        error={props.errors?.governorate}
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
        label={labels.delegation}
        clearLabel={labels.clear}
        size={props.size}
        governorateId={value.governorateId}
        value={value.delegationId}
        selectedName={props.selectedNames?.delegation}
        helperText={props.helperText?.delegation}
        error={props.errors?.delegation}
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
