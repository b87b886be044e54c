import { Checkbox } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AreaFilter, type ListFiltersProps } from '@/components/data-table/list-filters';
import type { RelayDepotFilterKey } from '@/config/lists';
import { NEARLY_FULL_RATE } from '@/lib/access/thresholds';

/** "Nearly full" as the list filters it, in the URL: the shared threshold (80 % or more). */
const nearlyFullRate = String(NEARLY_FULL_RATE);

/** Region, zone and "nearly full"; each change lands in the URL through `onChange`. */
export function RelayDepotFilters({ filters, onChange }: ListFiltersProps<RelayDepotFilterKey>) {
  const { t } = useTranslation('relayDepots');

  return (
    <>
      <AreaFilter
        ns="relayDepots"
        width={{ base: 'full', sm: '48' }}
        value={filters}
        onChange={onChange}
        noPlaceholder
      />
      <Checkbox.Root
        size="sm"
        alignSelf="end"
        mb="2"
        checked={filters.minFillRate === nearlyFullRate}
        onCheckedChange={(details) =>
          onChange({ minFillRate: details.checked === true ? nearlyFullRate : undefined })
        }
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label whiteSpace="nowrap">{t('filters.nearlyFull')}</Checkbox.Label>
      </Checkbox.Root>
    </>
  );
}
