import { NativeSelect } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

type OptionSelectProps = ComponentProps<typeof NativeSelect.Field> & {
  /** The first entry, for no choice ("All" in a filter, "Choose…" in a form). */
  empty: string;
  options: readonly SelectOption[];
  size?: NativeSelect.RootProps['size'];
};

/** A native select of a few fixed options, after an entry for no choice. */
export function OptionSelect({ empty, options, size, ...field }: OptionSelectProps) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field {...field}>
        <option value="">{empty}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
