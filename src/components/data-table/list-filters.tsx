import { Box, Button, Flex, NativeSelect, type BoxProps } from '@chakra-ui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { RegionZonePicker, type RegionZoneValue } from '@/components/pickers/region-zone-picker';

type Width = BoxProps['width'];

/** A list's filters as its screen hands them over: the URL's values, and a change to them. */
export interface ListFiltersProps<K extends string> {
  filters: Partial<Record<K, string>>;
  onChange: (filters: Partial<Record<K, string | undefined>>) => void;
}

/** Two filters a row on a phone in a FilterRow (its gap is 3, 12 px), their own width from `sm` up. */
export const halfOnPhones = (width: string) => ({ base: 'calc(50% - 6px)', sm: width });

/** A row of its own for a list's many filters (the toolbar's `filtersBelow`). */
export function FilterRow({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex gap="3" wrap="wrap" align="end" mb="4" role="group" aria-label={t('table.filters')}>
      {children}
    </Flex>
  );
}

/** One value among a few, or any ("All"). */
export function FilterSelect(props: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  width: Width;
}) {
  const { t } = useTranslation();
  return (
    <Box width={props.width}>
      <FormField label={props.label}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={props.value ?? ''}
            onChange={(e) => props.onChange(e.currentTarget.value || undefined)}
          >
            <option value="">{t('table.all')}</option>
            {props.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Box>
  );
}

/** Region then zone as filters, each `width` wide, with the pickers that follow the area. */
export function AreaFilter(props: {
  value: RegionZoneValue;
  onChange: (value: RegionZoneValue) => void;
  labels: { region: string; zone: string; clear: string };
  placeholder?: string;
  width: Width;
  children?: ReactNode;
}) {
  return (
    <Box display="contents" css={{ '& > *': { width: props.width } }}>
      <RegionZonePicker
        size="sm"
        value={props.value}
        onChange={props.onChange}
        labels={props.labels}
        placeholder={props.placeholder}
      />
      {props.children}
    </Box>
  );
}

/** Empties every filter of the list; shown only while one is set. */
export function ClearFiltersButton<K extends string>(props: {
  filters: Partial<Record<K, string>>;
  keys: readonly K[];
  onChange: (filters: Partial<Record<K, undefined>>) => void;
}) {
  const { t } = useTranslation();
  if (!Object.values(props.filters).some(Boolean)) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      alignSelf="end"
      onClick={() =>
        props.onChange(
          Object.fromEntries(props.keys.map((key) => [key, undefined])) as Record<K, undefined>,
        )
      }
    >
      <X size={16} aria-hidden /> {t('table.clearFilters')}
    </Button>
  );
}
