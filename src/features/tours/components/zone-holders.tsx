import { Box, Button, Flex, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Plus, Search } from 'lucide-react';
import { useEffect, useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { getListHoldersByZoneQueryKey, useListHoldersByZone } from '@generated/api/holders/holders';
import type { Holder } from '@generated/model';
import { useFormat } from '@/lib/format';
import { StopLine } from './stop-list';

const pageSize = 20;

interface ZoneHoldersProps {
  zoneId: string | undefined;
  /** Ids already in the tour: offered as "in the tour" rather than added twice. */
  chosen: ReadonlySet<string>;
  onAdd: (holder: Holder) => void;
  /** The search box, where the form sends focus when the tour has no stop. */
  searchRef?: Ref<HTMLInputElement>;
}

/**
 * The zone's holders (listHoldersByZone), searched on the server: a zone may hold hundreds. Each
 * shows its status and collection frequency, the facts a planner chooses by; a holder marked
 * non-compliant says why it cannot be added (the server refuses it too).
 */
export function ZoneHolders({ zoneId, chosen, onAdd, searchRef }: ZoneHoldersProps) {
  const { t } = useTranslation('tours');
  const format = useFormat();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const listId = useId();
  const [shownZone, setShownZone] = useState(zoneId);
  // Another zone is another list: its search starts empty.
  if (zoneId !== shownZone) {
    setShownZone(zoneId);
    setText('');
    setQuery('');
  }

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);

  const holders = useListHoldersByZone(
    zoneId ?? '',
    { limit: pageSize, sortField: 'name', ...(query && { query }) },
    {
      query: {
        enabled: !!zoneId,
        placeholderData: (previous, previousQuery) =>
          previousQuery?.queryKey[0] === getListHoldersByZoneQueryKey(zoneId ?? '')[0]
            ? previous
            : undefined,
      },
    },
  );

  const items = zoneId ? holders.data?.items : undefined;
  const total = holders.data?.meta.totalItems ?? 0;

  return (
    <Stack gap="3">
      <InputGroup startElement={<Search size={16} aria-hidden />}>
        <Input
          ref={searchRef}
          type="search"
          size="sm"
          aria-label={t('holders.search')}
          aria-controls={items && items.length > 0 ? listId : undefined}
          placeholder={t('holders.searchPlaceholder')}
          value={text}
          disabled={!zoneId}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </InputGroup>
      {!zoneId ? (
        <Text color="fg.muted" fontSize="sm">
          {t('holders.chooseZone')}
        </Text>
      ) : holders.isError ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t('holders.loadError')}
        </Text>
      ) : !items ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton height="12" />
          <Skeleton height="12" />
          <Skeleton height="12" />
        </Stack>
      ) : items.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('holders.empty')}
        </Text>
      ) : (
        <Box
          as="ul"
          id={listId}
          aria-label={t('holders.list')}
          aria-busy={holders.isFetching}
          maxH="96"
          overflowY="auto"
          borderWidth="1px"
          rounded="md"
          listStyleType="none"
        >
          {items.map((holder) => {
            const added = chosen.has(holder.id);
            return (
              <Flex
                as="li"
                key={holder.id}
                gap="3"
                px="3"
                py="2"
                align="center"
                borderBottomWidth="1px"
                _last={{ borderBottomWidth: 0 }}
              >
                <StopLine stop={holder} />
                {holder.nonCompliance ? (
                  <Text
                    fontSize="xs"
                    color="fg.error"
                    maxW="48"
                    textAlign="end"
                    title={holder.nonCompliance.reason}
                  >
                    {t('holders.nonCompliant')}
                  </Text>
                ) : added ? (
                  <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                    {t('holders.added')}
                  </Text>
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="brand"
                    aria-label={t('holders.addLabel', { name: holder.name })}
                    onClick={() => onAdd(holder)}
                  >
                    <Plus size={14} aria-hidden /> {t('holders.add')}
                  </Button>
                )}
              </Flex>
            );
          })}
        </Box>
      )}
      {items && total > items.length && (
        <Text fontSize="xs" color="fg.muted">
          {t('holders.more', { shown: format.number(items.length), total: format.number(total) })}
        </Text>
      )}
    </Stack>
  );
}
