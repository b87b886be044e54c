import { Badge, Box, Button, Flex, VisuallyHidden } from '@chakra-ui/react';
import { Download, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../feedback/toaster';
import { FilterRow } from './list-filters';
import { SearchInput } from './search-input';

interface ListToolbarProps {
  /** The search's text; none for a list without search. */
  query?: string;
  onQueryChange: (query: string) => void;
  /** Filter fields (selects, pickers), already bound to the list state. */
  filters?: ReactNode;
  /** Many filters need a row of their own (a `FilterRow`); beside the search they wrap into a jumble. */
  filtersBelow?: boolean;
  /** How many filters are set: the fold button says so on a narrow screen. */
  activeFilters?: number;
  /** Exports every row matching the current search and filters. */
  onExport?: () => Promise<void>;
}

/**
 * Above every list: search, filters, and export of what the list matches. On a narrow screen
 * the filters fold behind one button, so that the first rows show without scrolling.
 */
export function ListToolbar(props: ListToolbarProps) {
  const { query, onQueryChange, filters, onExport, activeFilters = 0 } = props;
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const [open, setOpen] = useState(false);
  const filtersId = useId();

  const handleExport = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport();
    } catch (error) {
      notifyError(error instanceof Error ? error.message : t('errors.generic'));
    } finally {
      setExporting(false);
    }
  };

  const region = filters && (
    <Box
      id={filtersId}
      display={{ base: open ? 'block' : 'none', md: 'block' }}
      flex={{ base: '1 0 100%', md: props.filtersBelow ? undefined : '1' }}
    >
      {props.filtersBelow ? (
        <FilterRow>{filters}</FilterRow>
      ) : (
        <Flex gap="2" wrap="wrap" align="end">
          {filters}
        </Flex>
      )}
    </Box>
  );

  return (
    <>
      <Flex gap="3" wrap="wrap" align="end" mb="3">
        {query !== undefined && (
          <Box flex={{ base: '1', md: '0 1 auto' }} minW="0">
            <SearchInput value={query} onChange={onQueryChange} />
          </Box>
        )}
        {filters && (
          <Button
            size="sm"
            variant="outline"
            hideFrom="md"
            aria-expanded={open}
            aria-controls={filtersId}
            onClick={() => setOpen(!open)}
          >
            <SlidersHorizontal size={16} aria-hidden />
            {t('table.filters')}
            {activeFilters > 0 && (
              <>
                <Badge colorPalette="brand" variant="solid" size="sm" aria-hidden>
                  {activeFilters}
                </Badge>
                <VisuallyHidden>
                  {t('table.activeFilters', { count: activeFilters })}
                </VisuallyHidden>
              </>
            )}
          </Button>
        )}
        {!props.filtersBelow && region}
        {onExport && (
          <Button
            size="sm"
            variant="outline"
            ms="auto"
            loading={exporting}
            loadingText={t('table.exporting')}
            aria-label={t('table.export')}
            onClick={() => void handleExport()}
          >
            <Download size={16} aria-hidden />
            <Box as="span" hideBelow="md">
              {t('table.export')}
            </Box>
          </Button>
        )}
      </Flex>
      {props.filtersBelow && region}
    </>
  );
}
