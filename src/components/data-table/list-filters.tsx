import { Box, Button, Flex, Input, type BoxProps } from '@chakra-ui/react';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { OptionSelect, type SelectOption } from '@/components/form/option-select';
import { RegionZonePicker, type RegionZoneValue } from '@/components/pickers/region-zone-picker';
import type { Status } from '@/components/ui/status-badge';
import type { ListDefinition, ListFilter } from './list-params';

type Width = BoxProps['width'];

/** A list's filters as its screen hands them over: the URL's values, and a change to them. */
export interface ListFiltersProps<K extends string> {
  filters: Partial<Record<K, string>>;
  onChange: (filters: Partial<Record<K, string | undefined>>) => void;
}

/** Two filters a row on a phone in a FilterRow (its gap is 3, 12 px), their own width from `sm` up. */
export const halfOnPhones = (width: string) => ({ base: 'calc(50% - 6px)', sm: width });

/** Two filters a row on a phone beside the search (the toolbar's gap is 2, 8 px), `width` from `sm` up. */
export const halfBesideSearch = (width: string) => ({ base: 'calc(50% - 4px)', sm: width });

/** A row of its own for a list's many filters (the toolbar's `filtersBelow`). */
export function FilterRow({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex gap="3" wrap="wrap" align="end" mb="4" role="group" aria-label={t('table.filters')}>
      {children}
    </Flex>
  );
}

/**
 * A period as two day inputs bound to the filters `from` and `to`; each bound keeps the period
 * possible (no end before the start).
 */
export function DayRangeFilter<K extends string>(props: {
  filters: Partial<Record<K, string>>;
  onChange: (filters: Partial<Record<K, string | undefined>>) => void;
  from: K;
  to: K;
  /** The labels of the start and of the end. */
  labels: [string, string];
}) {
  const { filters, from, to } = props;
  return [from, to].map((key, end) => (
    <Box key={key} width={halfOnPhones('40')}>
      <FormField label={props.labels[end]!}>
        <Input
          size="sm"
          type="date"
          value={filters[key] ?? ''}
          min={key === to ? filters[from] : undefined}
          max={key === from ? filters[to] : undefined}
          onChange={(e) =>
            props.onChange({ [key]: e.currentTarget.value || undefined } as Partial<
              Record<K, string | undefined>
            >)
          }
        />
      </FormField>
    </Box>
  ));
}

/** One value among a few, or any ("All"). */
export function FilterSelect(props: {
  label: string;
  value: string | undefined;
  options: readonly SelectOption[];
  onChange: (value: string | undefined) => void;
  width: Width;
}) {
  const { t } = useTranslation();
  return (
    <Box width={props.width}>
      <FormField label={props.label}>
        <OptionSelect
          size="sm"
          empty={t('table.all')}
          options={props.options}
          value={props.value ?? ''}
          onChange={(e) => props.onChange(e.currentTarget.value || undefined)}
        />
      </FormField>
    </Box>
  );
}

/**
 * Binds a search picker to the list's filter `key`: small, clearable, "All" while nothing is
 * chosen, the chosen record's id in the URL.
 */
export function usePickerFilter<K extends string>({ filters, onChange }: ListFiltersProps<K>) {
  const { t } = useTranslation();
  return (key: K, label: string) => ({
    size: 'sm' as const,
    clearLabel: t('actions.clear'),
    placeholder: t('table.all'),
    label,
    value: filters[key],
    onChange: (option: { id: string } | undefined) =>
      onChange({ [key]: option?.id } as Partial<Record<K, string>>),
  });
}

/** The lists that filter on an area: their namespace names `filters.region` and `filters.zone`. */
type AreaNamespace = 'holders' | 'relayDepots' | 'subcontractors' | 'tours';

/** Region then zone as filters, each `width` wide, with the pickers that follow the area. */
export function AreaFilter(props: {
  ns: AreaNamespace;
  /** The list's filters: their `regionId` and `zoneId`. */
  value: RegionZoneValue;
  onChange: (value: RegionZoneValue) => void;
  /** Without "All" in the empty pickers. */
  noPlaceholder?: boolean;
  width: Width;
  children?: ReactNode;
}) {
  const { t } = useTranslation(props.ns);
  const { t: tc } = useTranslation();
  return (
    <Box display="contents" css={{ '& > *': { width: props.width } }}>
      <RegionZonePicker
        size="sm"
        value={{ regionId: props.value.regionId, zoneId: props.value.zoneId }}
        onChange={props.onChange}
        labels={{
          region: t('filters.region'),
          zone: t('filters.zone'),
          clear: tc('actions.clear'),
        }}
        placeholder={props.noPlaceholder ? undefined : tc('table.all')}
      />
      {props.children}
    </Box>
  );
}

/**
 * The options of a list's enum filters where the feature words them itself (a label with the
 * value inside it, the common role names) or offers fewer: each key gives its select's options
 * from the enum's values. A hook: it may read the caller or the words.
 */
export type UseEnumOptions<K extends string> = () => Partial<
  Record<K, (values: readonly string[]) => readonly SelectOption[]>
>;

/**
 * A select for each enum filter of the list's declaration, in its order: its label the
 * namespace's `filters.<key>`, its options the enum's values worded by the namespace's
 * `<key>.<VALUE>`, or else by the status badge's words (the common `status.*`), unless
 * `useOptions` says otherwise. The filters in `skip` are drawn by the feature itself.
 */
export function EnumFilters<K extends string>({
  list,
  filters,
  onChange,
  width,
  useOptions = () => ({}),
  skip = [],
}: ListFiltersProps<K> & {
  list: Pick<ListDefinition<unknown, K>, 'ns' | 'filters'>;
  width: Width;
  useOptions?: UseEnumOptions<K>;
  skip?: readonly K[];
}) {
  const { t: tl, i18n } = useTranslation(list.ns);
  const { t } = useTranslation();
  const optionsOf = useOptions();
  const words = (key: string, value: string) =>
    i18n.exists(`${key}.${value}`, { ns: list.ns })
      ? tl(`${key}.${value}` as never)
      : t(`status.${value as Status}`);
  return (Object.entries(list.filters) as [K, ListFilter][]).map(([key, filter]) =>
    filter.kind === 'enum' && !skip.includes(key) ? (
      <FilterSelect
        key={key}
        width={width}
        label={tl(`filters.${key}` as never)}
        value={filters[key]}
        options={
          optionsOf[key]?.(filter.values) ??
          filter.values.map((value) => ({ value, label: words(key, value) }))
        }
        onChange={(value) => onChange({ [key]: value } as Partial<Record<K, string>>)}
      />
    ) : null,
  );
}

/** Empties every filter of the list; shown only while one is set. */
export function ClearFiltersButton<K extends string>(props: ListFiltersProps<K>) {
  const { t } = useTranslation();
  const set = Object.keys(props.filters).filter((key) => props.filters[key as K]);
  if (set.length === 0) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      alignSelf="end"
      onClick={() =>
        props.onChange(
          Object.fromEntries(set.map((key) => [key, undefined])) as Record<K, undefined>,
        )
      }
    >
      <X size={16} aria-hidden /> {t('table.clearFilters')}
    </Button>
  );
}
